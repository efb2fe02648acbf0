import { Worker } from 'node:worker_threads';
import type { HallPlan, HallResult } from './plan.ts';

/** Past the night's end, this long (real time) for the devices to report it. */
const REPORT_WITHIN_MS = 60_000;

/** The devices' thread: worker.ts, loaded through tsx as the rest of the rehearsal is. */
function startDevices(plan: HallPlan): Worker {
  const url = new URL('./worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url)}); })`;
  return new Worker(boot, { eval: true, workerData: plan });
}

/**
 * Runs the hall's devices until they report the night; `onAccount` hears each account they
 * make, at once, for the clean-up. Stops them when `signal` aborts (Ctrl-C).
 */
export function runDevices(
  plan: HallPlan,
  signal: AbortSignal,
  onAccount: (uid: string) => void,
): Promise<HallResult> {
  const worker = startDevices(plan);
  const { factor, nightStart } = plan.clock;
  const nightMs = (plan.schedule.closesAt - nightStart) / factor;
  return new Promise<HallResult>((resolve, reject) => {
    const stop = () => void worker.terminate();
    const late = setTimeout(() => {
      stop();
      reject(new Error('The devices did not report the night in time.'));
    }, nightMs + REPORT_WITHIN_MS);
    signal.addEventListener('abort', stop, { once: true });
    worker.on('message', (message: { type: string; uid?: string; result?: HallResult }) => {
      if (message.type === 'account' && message.uid) onAccount(message.uid);
      if (message.type === 'done' && message.result) {
        resolve(message.result);
        stop();
      }
    });
    worker.on('error', reject);
    worker.on('exit', () => {
      clearTimeout(late);
      signal.removeEventListener('abort', stop);
      reject(signal.aborted ? signal.reason : new Error('The devices stopped.'));
    });
  });
}
