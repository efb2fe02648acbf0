import { config } from '@/config.ts';
import { erratumText, isRiddleNumber, toErrata } from '@/game/errata.ts';
import { ANNOUNCEMENT_MAX_LENGTH, ERRATUM_MAX_LENGTH } from '@/game/numbers.ts';
import { announcementText, normaliseDeviceCode } from '@/game/organizer-input.ts';
import { BackendError, type GameIdentity, type OrganizerPort, type Unsubscribe } from '../ports.ts';
import type { TeamRecord, TeamStanding } from '@/game/types.ts';
import { toGuessCounts } from '@/game/records.ts';
import { localOrganizers } from './organizer-list.ts';
import {
  DEVICES_STORAGE_KEY,
  EVICTED_STORAGE_KEY as EVICTED_KEY,
  GUESSES_STORAGE_KEY as GUESSES_KEY,
  NIGHT_STORAGE_KEY,
  OWNERS_STORAGE_KEY as OWNERS_KEY,
  parseTable,
  readTable,
  SOLVES_STORAGE_KEY as SOLVES_KEY,
  SPELLINGS_STORAGE_KEY,
  TEAMS_STORAGE_KEY as TEAMS_KEY,
  TYPED_STORAGE_KEY,
  watchStorageKey,
  without,
  writeTable,
} from './tables.ts';
import bank from '@/content/cos-questions.sample.json';
import { startNewLocalNight } from './new-night.ts';
import type { BankEntry } from './questions.ts';
import { acceptSpelling } from './spellings.ts';
import { toAcceptedSpellings, type AcceptedSpellings } from '@/game/typed-answers.ts';
import { watchTypedTable } from './typed-table.ts';

export interface LocalOrganizerOptions {
  storage?: Storage;
  /** The riddles whose hints may be released (default: the sample bank). */
  bank?: readonly BankEntry[];
  /** Comma-separated e-mails, as VITE_LOCAL_ORGANIZERS holds them. */
  organizers?: string;
  now?: () => number;
}

function denied(reason: string): BackendError {
  return new BackendError('PERMISSION_DENIED', `Permission denied: ${reason}`);
}

/**
 * Local mode's organizers: the e-mails of `.env.local`, and any granted in this browser. Their
 * actions are held to what database.rules.json lets an organizer write, and refused to others.
 */
export function createLocalOrganizer(options: LocalOrganizerOptions = {}): OrganizerPort {
  const storage = options.storage ?? window.localStorage;
  const now = options.now ?? Date.now;
  const { isOrganizerEmail, isOrganizerUid } = localOrganizers(
    storage,
    options.organizers ?? config.localOrganizers,
  );

  function checkOrganizer(identity: GameIdentity): void {
    if (!isOrganizerUid(identity.uid)) throw denied('not an organizer');
  }

  const teams = () => readTable<TeamRecord>(storage, TEAMS_KEY);
  const owners = () => readTable<string>(storage, OWNERS_KEY);

  function existing(team: TeamStanding): TeamRecord {
    const record = teams()[team.teamKey];
    if (!record) throw denied('no such team');
    return record;
  }

  /** A team's reset: the team, its guesses and solves, and its owner's entry. */
  function remove(team: TeamStanding): void {
    const key = team.teamKey;
    const owner = teams()[key]?.owner ?? team.owner;
    writeTable(storage, OWNERS_KEY, without(owners(), owner));
    writeTable(storage, GUESSES_KEY, without(readTable(storage, GUESSES_KEY), key));
    writeTable(storage, TYPED_STORAGE_KEY, without(readTable(storage, TYPED_STORAGE_KEY), key));
    writeTable(storage, SOLVES_KEY, without(readTable(storage, SOLVES_KEY), key));
    writeTable(storage, TEAMS_KEY, without(teams(), key));
    boardEdited();
  }

  /** As the database's game/boardEditedAt: a change to the board that no timestamp shows. */
  function boardEdited(): void {
    writeNight('boardEditedAt', now());
  }

  function writeNight(
    change: 'announcement' | 'errata' | 'frozenAt' | 'boardEditedAt' | 'released',
    value: unknown,
  ): void {
    const night = without(readTable(storage, NIGHT_STORAGE_KEY), change);
    writeTable(storage, NIGHT_STORAGE_KEY, value === null ? night : { ...night, [change]: value });
  }

  /**
   * A table only organizers read: to anyone else, as the rules refuse it, nothing arrives and
   * the refusal is told to `onError`, soon after, as the database's answer would be.
   */
  function organizersWatch<T>(
    identity: GameIdentity,
    watch: (emit: (value: T) => void) => Unsubscribe,
    emit: (value: T) => void,
    onError?: (error: BackendError) => void,
  ): Unsubscribe {
    if (isOrganizerUid(identity.uid)) return watch(emit);
    let stopped = false;
    queueMicrotask(() => {
      if (!stopped) onError?.(denied('not an organizer'));
    });
    return () => {
      stopped = true;
    };
  }

  return {
    async isOrganizer(user) {
      return isOrganizerEmail(user.email);
    },
    async startNewNight(schedule, { force }) {
      return startNewLocalNight(storage, schedule, now(), { force });
    },

    watchGuessCounts(identity, callback) {
      // As the rules refuse a player `guesses/`: nothing ever arrives.
      try {
        checkOrganizer(identity);
      } catch {
        return () => undefined;
      }
      return watchStorageKey(storage, GUESSES_KEY, () =>
        callback(toGuessCounts(readTable(storage, GUESSES_KEY))),
      );
    },

    watchTypedAnswers(identity, callback, onError) {
      return organizersWatch(identity, (emit) => watchTypedTable(storage, emit), callback, onError);
    },

    watchLateRegistrations(_identity, callback) {
      // No late notes here: hosted, the rules refuse a late team and its phone leaves one.
      callback([]);
      return () => undefined;
    },

    watchAcceptedSpellings(identity, callback, onError) {
      const watchLog = (emit: (log: AcceptedSpellings) => void) =>
        watchStorageKey(storage, SPELLINGS_STORAGE_KEY, (stored) =>
          emit(toAcceptedSpellings(parseTable(stored))),
        );
      return organizersWatch(identity, watchLog, callback, onError);
    },

    async acceptSpelling(identity, question, text) {
      checkOrganizer(identity);
      await acceptSpelling(storage, identity.uid, now(), question, text);
    },

    async resetTeam(identity, team) {
      checkOrganizer(identity);
      remove(team);
    },

    async evictTeam(identity, team) {
      checkOrganizer(identity);
      // As the rules: the eviction is written only with the deletion of a team that exists.
      const owner = existing(team).owner;
      remove(team);
      writeTable(storage, EVICTED_KEY, {
        ...readTable(storage, EVICTED_KEY),
        [owner]: team.teamKey,
      });
    },

    async moveTeam(identity, team, deviceCode) {
      checkOrganizer(identity);
      const code = normaliseDeviceCode(deviceCode);
      const uid = code ? readTable<string>(storage, DEVICES_STORAGE_KEY)[code] : undefined;
      if (typeof uid !== 'string')
        throw new BackendError('NOT_FOUND', 'No device shows that code.');
      if (owners()[uid] !== undefined) throw denied('the device owns a team already');
      // A Move must not undo a Ban, which lasts until the next night.
      if (readTable(storage, EVICTED_KEY)[uid] !== undefined) {
        throw new BackendError('EVICTED', 'The device was banned tonight.');
      }
      // An organizer knows the answers, so it must never play for a team.
      if (isOrganizerUid(uid)) throw denied('the device is signed in as an organizer');
      const record = existing(team);
      writeTable(storage, OWNERS_KEY, { ...without(owners(), record.owner), [uid]: team.teamKey });
      writeTable(storage, TEAMS_KEY, { ...teams(), [team.teamKey]: { ...record, owner: uid } });
      boardEdited();
    },

    async setDisqualified(identity, team, disqualified) {
      checkOrganizer(identity);
      const record = existing(team);
      writeTable(storage, TEAMS_KEY, { ...teams(), [team.teamKey]: { ...record, disqualified } });
      boardEdited();
    },

    async announce(identity, typed) {
      checkOrganizer(identity);
      if (typed === null) return writeNight('announcement', null);
      const text = announcementText(typed);
      if (text === null) {
        throw denied(`an announcement holds 1 to ${ANNOUNCEMENT_MAX_LENGTH} characters`);
      }
      writeNight('announcement', { text, at: now() });
    },

    async postErratum(identity, qNo, typed) {
      checkOrganizer(identity);
      const text = typed === null ? null : erratumText(typed);
      if (!isRiddleNumber(qNo) || (typed !== null && text === null)) {
        throw denied(`a correction holds 1 to ${ERRATUM_MAX_LENGTH} characters, for a riddle`);
      }
      const stored = toErrata(readTable(storage, NIGHT_STORAGE_KEY).errata);
      const errata = without(stored, String(qNo));
      const kept = text === null ? errata : { ...errata, [qNo]: { text, at: now() } };
      writeNight('errata', Object.keys(kept).length > 0 ? kept : null);
    },

    async setFrozen(identity, frozen) {
      checkOrganizer(identity);
      // As the rules: a freeze is written once, so a second press keeps the first freeze point.
      if (frozen && readTable(storage, NIGHT_STORAGE_KEY).frozenAt !== undefined) return;
      writeNight('frozenAt', frozen ? now() : null);
    },

    async releaseHint(identity, qNo, n) {
      checkOrganizer(identity);
      // As game/released/$q/$n in the rules: only a hint the riddle has.
      const riddle = (options.bank ?? bank).find((entry) => entry.qNo === String(qNo));
      if (!riddle?.hints?.[n - 1]) throw denied('no such hint');
      const { released } = readTable<unknown>(storage, NIGHT_STORAGE_KEY);
      // Stored by this function only: riddle -> hint -> true.
      const table = (typeof released === 'object' && released !== null ? released : {}) as Record<
        string,
        Record<string, true>
      >;
      writeNight('released', { ...table, [qNo]: { ...table[qNo], [n]: true } });
    },
  };
}
