import { useEffect, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden],[inert]'),
  );
}

interface FocusTrapOptions {
  /** Called on Escape. */
  onEscape: () => void;
  /** Element to focus when the trap starts; defaults to the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Element to give focus back to on release; defaults to the one focused at the start. */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * While `active`, Tab and Shift+Tab cycle inside `containerRef`, Escape calls
 * `onEscape`, and on release focus returns to `returnFocus` or the element that had it before.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  { onEscape, initialFocus, returnFocus }: FocusTrapOptions,
): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const previouslyFocused =
      returnFocus?.current ??
      (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    (initialFocus?.current ?? focusableIn(container)[0] ?? container).focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== 'Tab' || !container) return;
      const focusable = focusableIn(container);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [active, containerRef, onEscape, initialFocus, returnFocus]);
}
