/**
 * The page's only script tag. The pre-rendered HTML is complete without
 * JavaScript, so the app (React, the router, hydration: ~80 KB) is requested
 * only after the browser has painted it. Until then a slow phone's bandwidth
 * goes to the stylesheet and the largest image, and the first paint waits for
 * no script but this one. (A modulepreload of the app would start it sooner,
 * but compete with both.)
 */
function afterFirstPaint(): Promise<void> {
  // rAF runs just before the frame is painted; a task queued from it runs after.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

void afterFirstPaint().then(() => import('./main.tsx'));
