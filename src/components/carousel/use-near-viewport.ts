import { useEffect, useState, type RefObject } from 'react';

let pageSettled: Promise<void> | null = null;

/** Resolves once the page has loaded and the main thread has had an idle moment. */
function whenPageSettled(): Promise<void> {
  pageSettled ??= new Promise<void>((resolve) => {
    const afterIdle = () => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => resolve());
      else setTimeout(resolve, 1);
    };
    if (document.readyState === 'complete') afterIdle();
    else window.addEventListener('load', afterIdle, { once: true });
  });
  return pageSettled;
}

/**
 * Becomes true once the element comes within `margin` of the viewport, and stays
 * true. It waits for the page to settle first, so a heavy enhancement loaded on
 * it never competes with hydration for the main thread.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    let observer: IntersectionObserver | null = null;
    let cancelled = false;
    void whenPageSettled().then(() => {
      if (cancelled) return;
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: margin },
      );
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
    };
  }, [ref, margin, near]);

  return near;
}
