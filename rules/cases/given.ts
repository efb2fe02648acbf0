import { POINTS_PER_ANSWER, TIME_LIMIT_MS } from '../../src/game/numbers.ts';
import {
  type Actor,
  type Given,
  type Json,
  type Of,
  resolve,
  type Team,
  type World,
} from './case.ts';

/**
 * The stages a case is given: small named parts of the database before its request. Every time
 * is counted from the request (`-MINUTE`: a minute before it), so that the rehearsal can set the
 * same stage on the real database's clock.
 */
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
/** The stage's night opened this long before the request: its registration still open. */
export const OPENED = -5 * MINUTE;
/** The stage's team registered this long before the request (a minute into the night), unless it says otherwise. */
export const STARTED = -4 * MINUTE;

export const OWNER_OF: Record<Team, Actor> = { team: 'owner', rival: 'rival' };

/** A value at a path. */
export const holding =
  (path: Of<string>, value: Of<Json>): Given =>
  (world) => ({ [resolve(path, world)]: resolve(value, world) });

/** The night's schedule, opening and closing this long from the request. */
export const night = ({ opensAt = OPENED, closesAt = 80 * MINUTE } = {}): Given =>
  holding('game/schedule', (world) => ({
    opensAt: world.now + opensAt,
    closesAt: world.now + closesAt,
  }));
/** The night as every case has it unless it gives its own: open for a while yet. */
export const OPEN_NIGHT = night();
export const schedule = (value: Of<Json>): Given => holding('game/schedule', value);

export interface TeamStage {
  question?: number;
  score?: number;
  startedAt?: number;
  timestamp?: number;
  owner?: Actor;
  disqualified?: boolean;
}

/** A team on the board with its owner entry: by default at riddle 1, registered at STARTED. */
export const team =
  (stage: TeamStage = {}, which: Team = 'team'): Given =>
  (world) => {
    const { question = 1, startedAt = STARTED, owner = OWNER_OF[which], disqualified } = stage;
    const { score = (question - 1) * POINTS_PER_ANSWER, timestamp = startedAt } = stage;
    const uid = world.uid[owner];
    return {
      [`user/${world.key[which]}`]: {
        teamName: world.name[which],
        question,
        score,
        owner: uid,
        startedAt: world.now + startedAt,
        timestamp: world.now + timestamp,
        ...(disqualified === undefined ? {} : { disqualified }),
      },
      [`owners/${uid}`]: world.key[which],
    };
  };
export const rival = (stage: TeamStage = {}): Given => team(stage, 'rival');

/**
 * A night whose teams' hour (counted from its opening) ends `ms` from the request (ended, when
 * negative), closing an hour after that, and the team registered `registered` ms into it.
 */
export const hourEndsIn = (ms: number, stage: TeamStage = {}, registered = 0): Given[] => [
  night({ opensAt: ms - TIME_LIMIT_MS, closesAt: ms + 60 * MINUTE }),
  team({ startedAt: ms - TIME_LIMIT_MS + registered, ...stage }),
];

/** Which proof a guess holds: riddle q's right answer, its accepted spelling, a wrong one, or any. */
export type ProofOf = 'right' | 'accepted' | 'wrong' | ((world: World) => string);
/** A proof shaped as every proof is (64 hex characters) that is no riddle's answer. */
export const PROOF_OF_NO_ANSWER = '0123456789abcdef'.repeat(4);
export const proofOf = (proof: ProofOf, question: number, world: World): string =>
  typeof proof === 'function' ? proof(world) : world[proof](question);

/** The team's last recorded guess: by default a wrong one at riddle 1, a minute ago. */
export const guessed =
  (
    { question = 1, proof = 'wrong' as ProofOf, at = -MINUTE, count = 1 } = {},
    which: Team = 'team',
  ): Given =>
  (world) => ({
    [`guesses/${world.key[which]}`]: {
      question,
      proof: proofOf(proof, question, world),
      at: world.now + at,
      count,
    },
  });

/** The team's saved proofs of these riddles. */
export const proved =
  (...questions: number[]): Given =>
  (world) =>
    Object.fromEntries(questions.map((q) => [`proofs/${world.key.team}/${q}`, world.right(q)]));

/** When the team solved riddle `question`. */
export const solved = (question: number, at = -MINUTE): Given =>
  holding(
    (world) => `solves/${world.key.team}/${question}`,
    (world) => world.now + at,
  );

export const granted = (actor: Actor, grant = true): Given =>
  holding((world) => `admins/${world.uid[actor]}`, grant);

/** The account banned tonight, its team's key kept. */
export const evicted = (actor: Actor = 'owner'): Given =>
  holding(
    (world) => `evicted/${world.uid[actor]}`,
    (world) => world.key.team,
  );

/** The account's device code registered. */
export const device = (actor: Actor): Given =>
  holding(
    (world) => `devices/${world.code[actor]}`,
    (world) => world.uid[actor],
  );

/** An announcement posted a minute ago, with its stamp in the polled node. */
export const announced: Given = (world) => ({
  announcement: { text: 'Riddle 7: read "north" for "south".', at: world.now - MINUTE },
  'game/announcedAt': world.now - MINUTE,
});
export const frozen = holding('game/frozenAt', (world) => world.now - MINUTE);
