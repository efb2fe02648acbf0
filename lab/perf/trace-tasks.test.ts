import { describe, expect, it } from 'vitest';
import { longTaskTrees } from './trace-tasks.mjs';

const thread = { pid: 1, tid: 7 };
const span = (name: string, ts: number, dur: number, args = {}) => ({
  ...thread,
  ph: 'X',
  name,
  ts,
  dur,
  args,
});

describe('the long tasks of a trace', () => {
  const events = [
    { ...thread, ph: 'M', name: 'thread_name', args: { name: 'CrRendererMain' } },
    { pid: 2, tid: 9, ph: 'M', name: 'thread_name', args: { name: 'Compositor' } },
    span('ThreadControllerImpl::RunTask', 0, 62_000),
    span('FunctionCall', 1_000, 40_000, {
      data: { functionName: 'drawChart', url: 'http://127.0.0.1/assets/chart-1.js' },
    }),
    span('Layout', 2_000, 20_000, { beginData: { dirtyObjects: 12, totalObjects: 300 } }),
    span('UpdateLayoutTree', 23_000, 500, { elementCount: 3 }),
    span('CanvasRenderingContext2D::FinalizeFrame', 42_000, 19_000),
    span('RunTask', 100_000, 30_000),
    { pid: 2, tid: 9, ph: 'X', name: 'RunTask', ts: 0, dur: 90_000 },
    // Another page's main thread, busy at the same time: none of it is inside the task above.
    { pid: 3, tid: 5, ph: 'M', name: 'thread_name', args: { name: 'CrRendererMain' } },
    { pid: 3, tid: 5, ph: 'X', name: 'RunTask', ts: 4_000, dur: 10_000 },
    { pid: 3, tid: 5, ph: 'X', name: 'UpdateLayoutTree', ts: 5_000, dur: 8_000, args: {} },
  ];

  it('lists each task over the limit on a page main thread, with what ran in it nested', () => {
    expect(longTaskTrees(events, 50)).toEqual([
      'task of 62.0 ms',
      '  40.0 ms script drawChart chart-1.js',
      '    20.0 ms layout (12 of 300 objects)',
      '  19.0 ms CanvasRenderingContext2D::FinalizeFrame',
    ]);
  });

  it('lists nothing when no task is over the limit', () => {
    expect(longTaskTrees(events, 70)).toEqual([]);
  });
});
