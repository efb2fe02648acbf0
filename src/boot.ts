/**
 * The page's only script tag. The pre-rendered HTML is complete without
 * JavaScript, so the app (React, the router, hydration: ~80 KB) is requested
 * only after the browser has painted it. Until then a slow phone's bandwidth
 * goes to the stylesheet and the largest image, and the first paint waits for
 * no script but this one. (A modulepreload of the app would start it sooner,
 * but compete with both.)
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    // The app shell (spa.html, the dev server) has nothing to paint until the app renders it.
    if (!document.getElementById('root')?.hasChildNodes()) {
      resolve();
      return;
    }
    // The paint entry comes once the frame is on screen. A frame the main thread has drawn (rAF,
    // then a task) can reach the screen tens of milliseconds later, and an app requested in
    // between was seen finishing first: Lighthouse then counted it as blocking the first paint.
    if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(() => setTimeout(resolve, 0));
    }
  });
}

void afterFirstPaint().then(() => import('./main.tsx'));
