import { useEffect, useRef, type RefObject } from 'react';

/** The attribute that marks where a screen of the game starts keyboard focus. */
export const SCREEN_FOCUS = { 'data-screen-focus': true } as const;

/**
 * When the game moves to another screen (NEXT, START THE GAME, RESUME, the finish), focus goes
 * to the new screen's `SCREEN_FOCUS` element (its answer box, or its heading), so a keyboard
 * or screen reader never lands on <body>. The screen a visit starts on is left alone.
 */
export function useScreenFocus(screen: string, container: RefObject<HTMLElement | null>): void {
  const shown = useRef(screen);
  useEffect(() => {
    if (shown.current === screen) return;
    shown.current = screen;
    container.current?.querySelector<HTMLElement>('[data-screen-focus]')?.focus();
  }, [screen, container]);
}
