import { useEffect, useState } from 'react';

/** How long the page buttons stay up after the pointer last moved: time enough to reach one. */
export const CONTROLS_MS = 3000;

/**
 * Whether someone is at the laptop driving the wall: true from a move or press of the pointer
 * until CONTROLS_MS pass without one. The wall itself is looked at, not used.
 */
export function usePointerActive(): boolean {
  const [active, setActive] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const wake = () => {
      setActive(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setActive(false), CONTROLS_MS);
    };
    window.addEventListener('pointermove', wake);
    window.addEventListener('pointerdown', wake);
    return () => {
      window.removeEventListener('pointermove', wake);
      window.removeEventListener('pointerdown', wake);
      window.clearTimeout(timer);
    };
  }, []);
  return active;
}
