import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { verificationErrorMessage } from './auth-messages.ts';
import { emailVerificationCode } from './reset-link.ts';
import { useAuth } from './use-auth.ts';

export type VerificationOutcome =
  { kind: 'none' | 'verifying' | 'verified' } | { kind: 'refused'; message: string };

/**
 * Verifies the address of the link the page was opened with (`?mode=verifyEmail&oobCode=...`),
 * once, then takes the spent code out of the address; without such a link, 'none'.
 */
export function useVerificationLink(): VerificationOutcome {
  const { loadPort } = useAuth();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const code = emailVerificationCode(search);
  // 'none' at first, as the pre-rendered /login says nothing of a link: hydration must match it.
  const [outcome, setOutcome] = useState<VerificationOutcome>({ kind: 'none' });
  // A code works once: a second run of the effect (React's StrictMode) must not spend it again.
  const applied = useRef<string | null>(null);

  useEffect(() => {
    if (!code || applied.current === code) return;
    applied.current = code;
    setOutcome({ kind: 'verifying' });
    void (async () => {
      try {
        await (await loadPort()).applyEmailVerification(code);
        setOutcome({ kind: 'verified' });
      } catch (error) {
        setOutcome({ kind: 'refused', message: verificationErrorMessage(error) });
      }
      // Neither a reload nor Back offers the spent code again.
      navigate(pathname, { replace: true });
    })();
  }, [code, loadPort, navigate, pathname]);

  return outcome;
}
