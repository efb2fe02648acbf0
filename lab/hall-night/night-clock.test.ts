import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { nightNow } from './night-clock.ts';

describe('the night clock', () => {
  it('runs `factor` times as fast as the machine, from the night start', () => {
    const clock = { factor: 12, realStart: 1_000, nightStart: 1_800_000_000_000 };
    expect(nightNow(clock, 1_000)).toBe(clock.nightStart);
    expect(nightNow(clock, 6_000)).toBe(clock.nightStart + 60_000);
  });

  it('puts the Date.now and timers of the thread that asks on it', async () => {
    const module = new URL('./night-clock.ts', import.meta.url).href;
    const nightStart = 1_800_000_000_000;
    // In a thread of its own, as the devices run: 1 s of night there is 20 ms here.
    const script = `
      const { parentPort, workerData } = await import('node:worker_threads');
      const { register } = await import('tsx/esm/api');
      register();
      const { compressTime } = await import(${JSON.stringify(module)});
      compressTime({ factor: 50, realStart: Date.now(), nightStart: workerData });
      const started = performance.now();
      setTimeout(() => {
        parentPort.postMessage({ real: performance.now() - started, night: Date.now() - workerData });
      }, 1000);`;
    const worker = new Worker(script, { eval: true, workerData: nightStart });
    const { real, night } = await new Promise<{ real: number; night: number }>((resolve) =>
      worker.once('message', resolve),
    );
    await worker.terminate();
    // 20 ms, less what Node can take off a timer: its loop clock counts whole milliseconds and is
    // read when the loop turns, so a timer can fire up to 2 ms early by performance.now() (18.9
    // ms seen once in CI).
    expect(real).toBeGreaterThanOrEqual(18);
    expect(real).toBeLessThan(500);
    expect(night).toBeGreaterThanOrEqual(1000);
  });

  it('carries when work was meant to run past a busy thread, into its clock and its next timer', async () => {
    const module = new URL('./night-clock.ts', import.meta.url).href;
    // At 50 times, the thread stalls 100 ms (5 s of night) inside a timer due after 1 s of night.
    const script = `
      const { parentPort } = await import('node:worker_threads');
      const { register } = await import('tsx/esm/api');
      register();
      const { compressTime } = await import(${JSON.stringify(module)});
      compressTime({ factor: 50, realStart: Date.now(), nightStart: 0 });
      setTimeout(() => {
        const first = Date.now();
        const stalled = performance.now() + 100;
        while (performance.now() < stalled);
        setTimeout(() => parentPort.postMessage({ first, second: Date.now() }), 1000);
      }, 1000);`;
    const worker = new Worker(script, { eval: true });
    const { first, second } = await new Promise<{ first: number; second: number }>((resolve) =>
      worker.once('message', resolve),
    );
    await worker.terminate();
    expect(first).toBeGreaterThanOrEqual(1000);
    expect(first).toBeLessThan(3000);
    expect(second - first).toBe(1000);
  });
});
