import { useEffect, useRef, useState } from 'react';
import type { AidPort, GameIdentity } from '@/backend/ports.ts';
import { type HintClock, nextHintAt, openHints } from '@/game/hints.ts';
import { useClock } from '../use-clock.ts';

/**
 * A hint the rules refused (this device's clock a little off the server's) is asked for again
 * this soon, then twice as late each time, up to a minute.
 */
export const HINT_RETRY_MS = 5000;
export const HINT_RETRY_MAX_MS = 60_000;

export interface RiddleHintsInput extends HintClock {
  port: Pick<AidPort, 'readHint'>;
  identity: GameIdentity | null;
  question: number;
  /** The server's clock minus this device's. */
  clockOffset: number;
}

export interface OpenHint {
  number: number;
  text: string;
}

/**
 * The riddle's hints the team may read now, each read once when it opens (by the countdown, or
 * by a release the night's poll brings), and when the next opens on this device's clock.
 */
export function useRiddleHints({
  port,
  identity,
  question,
  clockOffset,
  ...clock
}: RiddleHintsInput) {
  const now = useClock(1000);
  const serverNow = now + clockOffset;
  const [texts, setTexts] = useState<Record<string, string>>({});
  const asking = useRef(new Map<string, { at: number; tries: number }>());
  const open = openHints(clock, serverNow);
  // The numbers still to read, as one string: an array would be a new dependency every render.
  const due = open.filter((n) => texts[`${question}/${n}`] === undefined).join(',');

  useEffect(() => {
    for (const n of due === '' ? [] : due.split(',').map(Number)) {
      const key = `${question}/${n}`;
      const asked = asking.current.get(key) ?? { at: -Infinity, tries: 0 };
      const wait = Math.min(HINT_RETRY_MAX_MS, HINT_RETRY_MS * 2 ** (asked.tries - 1));
      if (now < asked.at + wait) continue;
      asking.current.set(key, { at: now, tries: asked.tries + 1 });
      port.readHint(identity, question, n).then(
        (text) => {
          if (text !== null) setTexts((known) => ({ ...known, [key]: text }));
        },
        () => undefined,
      );
    }
  }, [due, question, port, identity, now]);

  const shown = open.flatMap((number): OpenHint[] => {
    const text = texts[`${question}/${number}`];
    return text === undefined ? [] : [{ number, text }];
  });
  const next = nextHintAt(clock, serverNow);
  return { shown, nextAt: next === null ? null : next - clockOffset, now };
}
