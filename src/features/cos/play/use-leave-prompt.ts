import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { MESSAGES } from './game-messages.ts';

/**
 * While `active`, leaving asks for confirmation first: a refresh or a closed tab
 * through the browser's own prompt, a link inside the site through this one.
 */
export function useLeavePrompt(active: boolean): void {
  const blocker = useBlocker(active);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(MESSAGES.unload)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

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
