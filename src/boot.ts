/**
 * The page's only script tag. The pre-rendered HTML is complete without
 * JavaScript, so the app (React, the router, hydration) is evaluated only after
 * the browser has painted it: first paint never waits for ~80 KB of script.
 * The app's chunks are already downloading (modulepreload, added by
 * scripts/prerender.mjs), so this costs one frame, not a round trip.
 */
function afterFirstPaint(): Promise<void> {
  // rAF runs just before the frame is painted; a task queued from it runs after.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

void afterFirstPaint().then(() => import('./main.tsx'));
