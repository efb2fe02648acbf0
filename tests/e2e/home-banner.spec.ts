import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { seedTables } from './game.ts';

/** A box in the banner's own units (its SVG's viewBox). */
interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where the banner's circuit traces (its lines and their end rings, not the door) cross a word:
 * the SVG's own text, or the night's line laid over its corner. Measured in the page, in the
 * SVG the browser chose for this width, with the fonts this machine renders.
 */
async function tracesOverWords(page: Page): Promise<string[]> {
  const image = page.locator('a[href="/CoS"] img');
  const line = page.getByText(/^Opens /);
  await expect(line).toBeVisible();
  const [picture, overlay] = [await image.boundingBox(), await line.boundingBox()];
  const source = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  const svg = await (await page.request.get(source)).text();
  if (!picture || !overlay) throw new Error('The banner or its night line is not laid out.');
  return page.evaluate(
    ({ svg, picture, overlay }) => {
      const holder = document.createElement('div');
      holder.innerHTML = svg;
      const root = holder.querySelector('svg') as SVGSVGElement;
      root.setAttribute('width', String(picture.width));
      root.setAttribute('height', String(picture.height));
      document.body.append(holder);
      const view = root.viewBox.baseVal;
      const scale = view.width / picture.width;
      const margin = 6;
      const words: Box[] = Array.from(root.querySelectorAll('text')).map((text) => {
        const box = text.getBBox();
        return {
          name: `"${text.textContent}"`,
          x: box.x,
          y: box.y,
          width: box.width,
          height: box.height,
        };
      });
      words.push({
        name: 'the night line',
        x: (overlay.x - picture.x) * scale,
        y: (overlay.y - picture.y) * scale,
        width: overlay.width * scale,
        height: overlay.height * scale,
      });
      const inside = (x: number, y: number, box: Box, pad: number) =>
        x > box.x - pad &&
        x < box.x + box.width + pad &&
        y > box.y - pad &&
        y < box.y + box.height + pad;
      const found = new Set<string>();
      // The door is a group; the traces are the SVG's own paths and rings.
      for (const trace of Array.from(root.querySelectorAll(':scope > path, :scope > circle'))) {
        const pad = margin + Number(trace.getAttribute('stroke-width') ?? 0) / 2;
        const points: [number, number][] = [];
        if (trace instanceof SVGCircleElement) {
          const { cx, cy, r } = trace;
          for (let a = 0; a < 360; a += 10) {
            const t = (a * Math.PI) / 180;
            points.push([
              cx.baseVal.value + r.baseVal.value * Math.cos(t),
              cy.baseVal.value + r.baseVal.value * Math.sin(t),
            ]);
          }
        } else {
          const path = trace as SVGPathElement;
          for (let at = 0; at <= path.getTotalLength(); at += 2) {
            const point = path.getPointAtLength(at);
            points.push([point.x, point.y]);
          }
        }
        for (const word of words) {
          const hit = points.find(([x, y]) => inside(x, y, word, pad));
          if (hit)
            found.add(
              `a trace at (${Math.round(hit[0])}, ${Math.round(hit[1])}) crosses ${word.name}`,
            );
        }
      }
      holder.remove();
      return [...found];
    },
    { svg, picture, overlay },
  );
}

for (const width of [375, 1280]) {
  test(`at ${width} px the banner's circuit traces cross no word`, async ({ page }) => {
    // The longest line the banner shows: a night on a date, at a time.
    const opensAt = new Date('2026-12-05T18:00:00').getTime();
    await seedTables(page, { night: { schedule: { opensAt, closesAt: opensAt + 7_200_000 } } });
    await page.clock.install({ time: opensAt - 86_400_000 });
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    expect(await tracesOverWords(page)).toEqual([]);
  });
}
