import type { AidPort, GameIdentity } from '@/backend/ports.ts';
import type { GameState } from '@/game/machine.ts';
import type { NightState, RiddleAids } from '@/game/types.ts';
import { AnsweredSolution, GiveUpSolution } from './practice-solution.tsx';
import { RiddleHints } from './riddle-hints.tsx';

/** What the playing screen's help needs (use-play.ts gives it). */
export interface AidsContext {
  port: AidPort;
  /** What help each riddle has; null until read. */
  known: Record<string, RiddleAids> | null;
  identity: GameIdentity | null;
  clockOffset: number;
  night: NightState | null;
}

/**
 * Under the riddle: its hints as they open and a countdown to the next; in practice after the
 * night, every hint, the solution of the riddle just answered and this one's a press away.
 */
export function RiddleAidsPanel({ state, aids }: { state: GameState; aids: AidsContext }) {
  const { question, practice, saved } = state;
  const riddle = aids.known?.[String(question)];
  const answered = aids.known?.[String(question - 1)];
  const reachedAt = practice ? null : saved?.question === question ? saved.timestamp : null;
  return (
    <>
      {riddle && riddle.hints.length > 0 && (practice || reachedAt !== null) && (
        <RiddleHints
          key={question}
          port={aids.port}
          identity={aids.identity}
          question={question}
          clockOffset={aids.clockOffset}
          hints={riddle.hints}
          reachedAt={reachedAt}
          released={aids.night?.hintsReleased?.[String(question)] ?? []}
          closed={practice}
        />
      )}
      {practice && answered?.solution && (
        <AnsweredSolution port={aids.port} question={question - 1} />
      )}
      {practice && riddle?.solution && <GiveUpSolution port={aids.port} question={question} />}
    </>
  );
}
