import { toGuessCounts, toTeamRecord } from '@/game/records.ts';
import { watchChildrenSince } from './children-since.ts';
import { type NodeWatchOptions, watchNode } from './node-stream.ts';
import { answerProof } from '@/game/answer-proof.ts';
import { erratumText, isRiddleNumber } from '@/game/errata.ts';
import { ANNOUNCEMENT_MAX_LENGTH, ERRATUM_MAX_LENGTH } from '@/game/numbers.ts';
import { toAcceptedSpellings, typedAnswersReader } from '@/game/typed-answers.ts';
import { announcementText, normaliseDeviceCode } from '@/game/organizer-input.ts';
import { BackendError, errorCode, type GameIdentity, type OrganizerPort } from '../ports.ts';
import type { TeamStanding } from '@/game/types.ts';
import {
  restRequest,
  restRootPatch,
  restUrl,
  SERVER_TIMESTAMP,
  type FetchLike,
} from './rtdb-rest.ts';

/** How often the console reads what it polls (the guess counts, the accepted spellings). */
export const GUESSES_POLL_MS = 15_000;

export interface RestOrganizerOptions {
  /** The guess counts' poll after a change; it backs off to 4 times this while quiet. */
  guessesPollMs?: number;
  /** Server-sent events for the statistics' stream; pass undefined to poll instead. */
  EventSource?: typeof EventSource;
  /**
   * Streams every watch (the guess counts and the accepted spellings too) where EventSource is
   * given: local mode's database (a loopback in the page) holds no connection for one.
   */
  streamAll?: boolean;
}

/**
 * The organizers' side over the REST API. `admins/{uid}` is readable only by that uid, so a
 * member learns whether they organize, never who else does; every action is one root update
 * that the rules grant organizers only; a new night is started by `npm run game:new-night`,
 * since it deletes what no client may.
 */
export function createRestOrganizer(
  databaseURL: string,
  fetchImpl?: FetchLike,
  options: RestOrganizerOptions = {},
): OrganizerPort {
  const request: FetchLike = fetchImpl ?? ((input, init) => fetch(input, init));
  const guessesPollMs = options.guessesPollMs ?? GUESSES_POLL_MS;
  const guessesPoll = {
    minMs: guessesPollMs,
    maxMs: guessesPollMs * 4,
    retryMs: guessesPollMs,
    failedMaxMs: guessesPollMs * 8,
  };

  async function read(
    identity: GameIdentity | null,
    segments: string[],
    query?: Record<string, string>,
  ): Promise<unknown> {
    const token = identity ? await identity.getIdToken() : undefined;
    return restRequest(request, restUrl(databaseURL, segments, token, query), 'GET');
  }

  async function update(identity: GameIdentity, updates: Record<string, unknown>): Promise<void> {
    await restRootPatch(request, databaseURL, await identity.getIdToken(), updates);
  }

  /**
   * A change to the board that no team's timestamp shows, stamped in the same update, so boards
   * that read only what changed since a time read every team again (team-stream.ts).
   */
  function editBoard(identity: GameIdentity, updates: Record<string, unknown>): Promise<void> {
    return update(identity, { ...updates, 'game/boardEditedAt': SERVER_TIMESTAMP });
  }

  /** Whether the board is frozen already and `identity` an organizer, who may have frozen it. */
  async function frozenFor(identity: GameIdentity): Promise<boolean> {
    const frozenAt = await read(null, ['game', 'frozenAt']);
    return (
      typeof frozenAt === 'number' && (await read(identity, ['admins', identity.uid])) === true
    );
  }

  /**
   * A node organizers watch for the statistics, with the organizer's token: streamed (`typed`,
   * which changes with every guess), or polled (`spellings`, which changes a few times a night:
   * no connection held for it).
   */
  const nodeOptions = (identity: GameIdentity, node: string, stream: boolean) => {
    const watch: NodeWatchOptions = {
      url: async () => restUrl(databaseURL, [node], await identity.getIdToken()),
      fetch: request,
      pollMs: guessesPollMs,
    };
    const Source = 'EventSource' in options ? options.EventSource : globalThis.EventSource;
    return stream && Source ? { ...watch, EventSource: Source } : watch;
  };

  /** A team's reset: the team and everything it wrote, and its owner's entry, deleted. */
  function resetOf(key: string, owner: string): Record<string, null> {
    return {
      [`user/${key}`]: null,
      [`proofs/${key}`]: null,
      [`guesses/${key}`]: null,
      [`typed/${key}`]: null,
      [`solves/${key}`]: null,
      [`owners/${owner}`]: null,
    };
  }

  /** The owner now: the console's row may be older than a move made from another console. */
  async function currentOwner(team: TeamStanding): Promise<string> {
    return toTeamRecord(await read(null, ['user', team.teamKey]))?.owner ?? team.owner;
  }

  return {
    async isOrganizer(_user, identity) {
      return (await read(identity, ['admins', identity.uid])) === true;
    },
    startNewNight: null,

    watchGuessCounts(identity, callback) {
      if (options.streamAll) {
        const counts = (guesses: unknown) => callback(toGuessCounts(guesses));
        return watchNode(nodeOptions(identity, 'guesses', true), counts, () => undefined);
      }
      // Every team's last guess once, then only those made since (`at`, indexed by the rules).
      return watchChildrenSince(
        (query) => read(identity, ['guesses'], query),
        'at',
        (guesses) => callback(toGuessCounts(guesses)),
        guessesPoll,
      );
    },

    async resetTeam(identity, team) {
      await editBoard(identity, resetOf(team.teamKey, await currentOwner(team)));
    },

    async evictTeam(identity, team) {
      const owner = await currentOwner(team);
      // One update: the rules take `evicted/{uid}` only with the deletion of that uid's team.
      await editBoard(identity, {
        ...resetOf(team.teamKey, owner),
        [`evicted/${owner}`]: team.teamKey,
      });
    },

    async moveTeam(identity, team, deviceCode) {
      const code = normaliseDeviceCode(deviceCode);
      const uid = code === null ? null : await read(identity, ['devices', code]);
      if (typeof uid !== 'string')
        throw new BackendError('NOT_FOUND', 'No device shows that code.');
      if ((await read(identity, ['owners', uid])) !== null) {
        throw new BackendError('PERMISSION_DENIED', 'That device plays for a team already.');
      }
      if ((await read(identity, ['evicted', uid])) !== null) {
        throw new BackendError('EVICTED', 'That device was banned tonight.');
      }
      await editBoard(identity, {
        [`user/${team.teamKey}/owner`]: uid,
        [`owners/${await currentOwner(team)}`]: null,
        [`owners/${uid}`]: team.teamKey,
      });
    },

    async setDisqualified(identity, team, disqualified) {
      await editBoard(identity, { [`user/${team.teamKey}/disqualified`]: disqualified });
    },

    async announce(identity, typed) {
      const text = typed === null ? null : announcementText(typed);
      // What the rules refuse costs no request, as with a device code no device could show.
      if (typed !== null && text === null) {
        throw new BackendError(
          'PERMISSION_DENIED',
          `Permission denied: an announcement holds 1 to ${ANNOUNCEMENT_MAX_LENGTH} characters`,
        );
      }
      await update(identity, {
        'game/announcement': text === null ? null : { text, at: SERVER_TIMESTAMP },
      });
    },

    watchTypedAnswers(identity, callback, onError = () => undefined) {
      const read = typedAnswersReader();
      return watchNode(
        nodeOptions(identity, 'typed', true),
        (tree) => callback(read(tree)),
        onError,
      );
    },

    watchAcceptedSpellings(identity, callback, onError = () => undefined) {
      return watchNode(
        nodeOptions(identity, 'spellings', options.streamAll === true),
        (tree) => callback(toAcceptedSpellings(tree)),
        onError,
      );
    },

    async acceptSpelling(identity, question, text) {
      const proof = await answerProof(String(question), text);
      // One update: the rules take the spelling only with its log entry and the riddle's notice.
      await update(identity, {
        [`alternatives/${question}/${proof}`]: true,
        [`spellings/${question}/${proof}`]: { by: identity.uid, at: SERVER_TIMESTAMP, text },
        [`game/spellingsAt/${question}`]: SERVER_TIMESTAMP,
      });
    },

    async postErratum(identity, qNo, typed) {
      const text = typed === null ? null : erratumText(typed);
      if (!isRiddleNumber(qNo) || (typed !== null && text === null)) {
        throw new BackendError(
          'PERMISSION_DENIED',
          `Permission denied: a correction holds 1 to ${ERRATUM_MAX_LENGTH} characters, for a riddle`,
        );
      }
      await update(identity, {
        [`game/errata/${qNo}`]: text === null ? null : { text, at: SERVER_TIMESTAMP },
      });
    },

    async setFrozen(identity, frozen) {
      try {
        await update(identity, { 'game/frozenAt': frozen ? SERVER_TIMESTAMP : null });
      } catch (error) {
        // The rules write a freeze once: an organizer's second press keeps the first freeze point.
        if (frozen && errorCode(error) === 'PERMISSION_DENIED' && (await frozenFor(identity)))
          return;
        throw error;
      }
    },

    async releaseHint(identity, qNo, n) {
      await update(identity, { [`game/released/${qNo}/${n}`]: true });
    },
  };
}
