import type { Metric } from 'web-vitals';
import { config, type AppConfig } from '@/config.ts';

type VitalsOptions = Pick<AppConfig, 'isDev' | 'vitalsUrl'>;

/** What the collector receives for one metric (web-vitals reports INP, not the retired FID). */
export function vitalsPayload(metric: Metric, page: string): string {
  const { name, value, rating, delta, id, navigationType } = metric;
  return JSON.stringify({ name, value, rating, delta, id, navigationType, page });
}

export function reportMetric(metric: Metric, options: VitalsOptions): void {
  if (options.isDev) {
    console.info(`[web-vitals] ${metric.name} ${metric.value.toFixed(3)} (${metric.rating})`);
  }
  if (options.vitalsUrl) {
    // A text/plain body keeps the beacon a simple request, so a collector on another origin gets it.
    const body = vitalsPayload(metric, window.location.pathname);
    if (!navigator.sendBeacon?.(options.vitalsUrl, body)) {
      // A lost measurement must never disturb the page, so a failed send is dropped.
      void fetch(options.vitalsUrl, { method: 'POST', body, keepalive: true }).catch(
        () => undefined,
      );
    }
  }
}

const whenIdle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve());
    else setTimeout(resolve, 1);
  });

/**
 * Started by main.tsx after hydration. The library loads only when there is
 * somewhere to report to (the console in development, VITE_VITALS_URL), and
 * only once the browser is idle, so it never competes with the page.
 */
export async function startWebVitals(options: VitalsOptions = config): Promise<void> {
  if (!options.isDev && !options.vitalsUrl) return;
  await whenIdle();
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const report = (metric: Metric) => reportMetric(metric, options);
  for (const subscribe of [onCLS, onFCP, onINP, onLCP, onTTFB]) subscribe(report);
}
