import { typedAnswersReader, type TypedAnswers } from '@/game/typed-answers.ts';
import type { Unsubscribe } from '../ports.ts';
import { parseTable, TYPED_STORAGE_KEY, watchStorageKey } from './tables.ts';

/** What the stored `typed` table holds that it did not at the last read. */
export interface TypedChange {
  /** The teams whose answers changed (or came), with all their answers. */
  changed: TypedAnswers;
  /** The teams whose answers went (a reset). */
  gone: string[];
}

/** Reads the stored table again at each change, and tells what changed since the last read. */
export function typedTableChanges(): (stored: string | null) => TypedChange {
  const read = typedAnswersReader();
  let last: TypedAnswers = {};
  return (stored) => {
    const now = read(parseTable(stored));
    const changed = Object.fromEntries(
      Object.entries(now).filter(([teamKey, answers]) => last[teamKey] !== answers),
    );
    const gone = Object.keys(last).filter((teamKey) => now[teamKey] === undefined);
    last = now;
    return { changed, gone };
  };
}

/** `typed` after `change`: a new object, in which every team that did not change keeps its own. */
export function withTypedChange(typed: TypedAnswers, { changed, gone }: TypedChange): TypedAnswers {
  const kept = { ...typed, ...changed };
  for (const teamKey of gone) delete kept[teamKey];
  return kept;
}

/**
 * Every team's typed answers, stored in this browser, as they change. At 500 teams the table is
 * about 700 KB of JSON, which a phone slowed 4x takes 15 to 45 ms to parse, at every guess of
 * every team: a worker parses it, away from the page's thread, and sends back only the teams
 * that changed (docs/performance.md). Where there is no worker (unit tests), it is read here.
 */
export function watchTypedTable(
  storage: Storage,
  emit: (typed: TypedAnswers) => void,
): Unsubscribe {
  let typed: TypedAnswers | null = null;
  const apply = (change: TypedChange) => {
    if (typed && Object.keys(change.changed).length === 0 && change.gone.length === 0) return;
    typed = withTypedChange(typed ?? {}, change);
    emit(typed);
  };
  const worker =
    typeof Worker === 'function'
      ? new Worker(new URL('./typed-table.worker.ts', import.meta.url), { type: 'module' })
      : null;
  const changesOf = worker ? null : typedTableChanges();
  if (worker) worker.onmessage = (event: MessageEvent<TypedChange>) => apply(event.data);
  const stop = watchStorageKey(storage, TYPED_STORAGE_KEY, (stored) => {
    if (worker) worker.postMessage(stored);
    else if (changesOf) apply(changesOf(stored));
  });
  return () => {
    stop();
    worker?.terminate();
  };
}
