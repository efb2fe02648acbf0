import { useClock } from './use-clock.ts';

/** Whole seconds until `nextGuessAt` (device clock), 0 once it has passed. */
export function secondsToWait(nextGuessAt: number | null, now: number): number {
  return nextGuessAt === null ? 0 : Math.max(0, Math.ceil((nextGuessAt - now) / 1000));
}

/** The wait before the team's next guess, re-rendered as it runs down. */
export function useGuessWait(nextGuessAt: number | null): number {
  return secondsToWait(nextGuessAt, useClock(250));
}

/** Says, politely, when the next guess is possible; says nothing once it is. */
export function GuessCooldown({ seconds }: { seconds: number }) {
  return (
    <p role="status" aria-live="polite">
      {seconds > 0 ? `Next guess in ${seconds} s` : ''}
    </p>
  );
}
