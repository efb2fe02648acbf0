import { useEffect, useRef, useState } from 'react';
import type { AidPort, GameIdentity } from '@/backend/ports.ts';
import { type HintClock, nextHintAt, openHints } from '@/game/hints.ts';
import { useClock } from '../use-clock.ts';

/** A hint the rules refused (a clock a little off the server's) is asked for again this soon. */
export const HINT_RETRY_MS = 5000;

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
  const asking = useRef(new Map<string, number>());
  const open = openHints(clock, serverNow);
  // The numbers to read, as text: the effect runs again when they change, not at every render.
  const due = open.filter((n) => texts[`${question}/${n}`] === undefined).join(',');

  useEffect(() => {
    for (const n of due === '' ? [] : due.split(',').map(Number)) {
      const key = `${question}/${n}`;
      const askedAt = asking.current.get(key);
      if (askedAt !== undefined && now < askedAt + HINT_RETRY_MS) continue;
      asking.current.set(key, now);
      port.readHint(identity, question, n).then(
        (text) => {
          if (text !== null) setTexts((known) => ({ ...known, [key]: text }));
        },
        () => undefined,
      );
    }
  }, [due, question, port, identity, now]);

  const shown = open.flatMap((number) => {
    const text = texts[`${question}/${number}`];
    return text === undefined ? [] : [{ number, text }];
  });
  const next = nextHintAt(clock, serverNow);
  return { shown, nextAt: next === null ? null : next - clockOffset, now };
}
