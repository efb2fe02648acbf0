// What `npm run perf:leaderboard -- --trace` prints: each task of the page's main thread over
// `overMs` in a Chromium trace (categories TRACE_CATEGORIES), with what ran inside it, nested,
// so that a long task says whether script, style, layout, a canvas's raster or the garbage
// collector made it long.

/** Enough to see inside each task, little enough not to slow the page much more. */
export const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'v8.execute'];

/** What a task is called in the trace, by Chromium's version. */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const DEEPEST = 4;
const SHORTEST_SHOWN_MS = 1;

/** An event's name, with the function and file of a call, and the size of a style or layout. */
function describe(event) {
  const data = event.args?.data ?? {};
  switch (event.name) {
    case 'FunctionCall':
      return `script ${data.functionName || '(anonymous)'} ${String(data.url ?? '')
        .split('/')
        .pop()}`;
    case 'EventDispatch':
      return `event ${data.type}`;
    case 'UpdateLayoutTree':
      return `style (${event.args?.elementCount ?? '?'} elements)`;
    case 'Layout':
      return `layout (${event.args?.beginData?.dirtyObjects ?? '?'} of ${event.args?.beginData?.totalObjects ?? '?'} objects)`;
    default:
      return event.name;
  }
}

/**
 * The lines to print for `events` (a trace's traceEvents): per renderer main thread, each task
 * over `overMs`, then the events inside it of 1 ms or more, indented by depth.
 */
export function longTaskTrees(events, overMs) {
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const timed = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && mainThreads.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const lines = [];
  for (const task of timed) {
    if (!TASK_NAMES.has(task.name) || task.dur <= overMs * 1000) continue;
    lines.push(`task of ${(task.dur / 1000).toFixed(1)} ms`);
    const open = [task];
    for (const event of timed) {
      if (event === task || event.ts < task.ts || event.ts + event.dur > task.ts + task.dur)
        continue;
      if (event.pid !== task.pid || event.tid !== task.tid) continue;
      while (open.at(-1).ts + open.at(-1).dur <= event.ts) open.pop();
      const depth = open.length;
      open.push(event);
      if (depth <= DEEPEST && event.dur >= SHORTEST_SHOWN_MS * 1000)
        lines.push(`${'  '.repeat(depth)}${(event.dur / 1000).toFixed(1)} ms ${describe(event)}`);
    }
  }
  return lines;
}
