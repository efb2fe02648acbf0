import { useEffect } from 'react';
import { MESSAGES } from './game-messages.ts';

/** While `active`, leaving or refreshing the page asks for confirmation first. */
export function useUnloadPrompt(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers show their own wording; older ones show this returnValue.
      event.returnValue = MESSAGES.unload;
      return MESSAGES.unload;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
