import { useState } from 'react';
import { GUESS_COOLDOWN_MS } from '@/game/numbers.ts';
import { useClock } from '../use-clock.ts';

const COOLDOWN_SECONDS = Math.ceil(GUESS_COOLDOWN_MS / 1000);

/**
 * Whole seconds until `nextGuessAt` (device clock), 0 once it has passed. Never more than the
 * cooldown: a wait that begins between two ticks of the clock would otherwise start at 6 s.
 */
function secondsToWait(nextGuessAt: number | null, now: number): number {
  if (nextGuessAt === null) return 0;
  return Math.min(COOLDOWN_SECONDS, Math.max(0, Math.ceil((nextGuessAt - now) / 1000)));
}

/** The wait before the team's next guess, re-rendered as it runs down. */
export function useGuessWait(nextGuessAt: number | null): number {
  return secondsToWait(nextGuessAt, useClock(250));
}

/**
 * Says once, politely, how long the wait is as it begins; the digits that run down are only
 * shown, or a screen reader would read a message a second.
 */
export function GuessCooldown({ seconds }: { seconds: number }) {
  const [announced, setAnnounced] = useState(seconds);
  const began = seconds > 0 && announced === 0;
  const ended = seconds === 0 && announced > 0;
  if (began || ended) setAnnounced(seconds);
  return (
    <>
      <p role="status" className="visually-hidden">
        {announced > 0 ? `Next guess in ${announced} s` : ''}
      </p>
      <p aria-hidden="true">{seconds > 0 ? `Next guess in ${seconds} s` : ''}</p>
    </>
  );
}
