import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { MESSAGES } from './game-messages.ts';

/**
 * While `active`, leaving asks for confirmation first: a refresh or a closed tab
 * through the browser's own prompt, Back or a link inside the site through this one.
 */
export function useLeavePrompt(active: boolean): void {
  const blocker = useBlocker(active);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(MESSAGES.leave)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers show their own wording; older ones show this returnValue.
      event.returnValue = MESSAGES.leave;
      return MESSAGES.leave;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
