import { SERVER_TIMESTAMP } from '../../../src/backend/firebase/rtdb-rest.ts';
import { encodeTeamKey } from '../../../src/game/team-name.ts';
import type { Actor, ProbeRequest, ProbeWorld, Team } from './probe.ts';

/** Requests as the site sends them, and the probes' variations on them. */
export const SV = SERVER_TIMESTAMP;

export function newTeam(name: string, owner: string, changes: object = {}) {
  return { teamName: name, question: 1, score: 0, owner, startedAt: SV, timestamp: SV, ...changes };
}

/** A registration as the site sends it: the team and its owner entry in one root update. */
export function creation(key: string, record: object, uid: string) {
  return { [`user/${key}`]: record, [`owners/${uid}`]: key };
}

/** The probe team's registration under `name` (its key as the site makes it), with `changes`. */
export function probeCreation(
  world: ProbeWorld,
  changes: object = {},
  name = world.teamName('probe team'),
) {
  const uid = world.uid('probe team');
  return creation(encodeTeamKey(name), newTeam(name, uid, changes), uid);
}

/** An advance as the site sends it, from riddle `question` with `score`. */
export function advanceOf(
  key: string,
  question: number,
  score: number,
  changes: Record<string, unknown> = {},
) {
  return {
    [`user/${key}/question`]: question + 1,
    [`user/${key}/score`]: score + 10,
    [`user/${key}/timestamp`]: SV,
    [`solves/${key}/${question}`]: SV,
    ...changes,
  };
}

export function guessOf(question: number, proof: string, count: number, at: unknown = SV) {
  return { question, proof, at, count };
}

export async function probeAdvance(
  world: ProbeWorld,
  changes: Record<string, unknown> = {},
  as: Actor = 'probe team',
): Promise<ProbeRequest> {
  const key = world.teamKey('probe team');
  const { question, score } = await world.team('probe team');
  return {
    as,
    method: 'PATCH',
    path: '',
    body: advanceOf(key, question, score, changes),
  };
}

/** A guess at the team's riddle (or `changes.question`), as the site sends it, sent by `as`. */
export async function teamGuess(
  world: ProbeWorld,
  team: Team,
  as: Actor,
  proof: (world: ProbeWorld, question: number) => string,
  changes: { question?: number; count?: number; at?: unknown } = {},
): Promise<ProbeRequest> {
  const { question, guesses } = await world.team(team);
  const body = guessOf(
    changes.question ?? question,
    proof(world, question),
    changes.count ?? guesses + 1,
    'at' in changes ? changes.at : SV,
  );
  return { as, method: 'PUT', path: `guesses/${world.teamKey(team)}`, body };
}

export const probeGuess = (
  world: ProbeWorld,
  as: Actor,
  proof: (world: ProbeWorld, question: number) => string,
  changes: { question?: number; count?: number; at?: unknown } = {},
) => teamGuess(world, 'probe team', as, proof, changes);

export const right = (world: ProbeWorld, question: number) => world.riddle(question).right;
export const wrong = (world: ProbeWorld, question: number) => world.riddle(question).wrong;
/** The proof of the riddle's accepted spelling (the sample bank gives riddle 1 "Ohms"). */
export function accepted(world: ProbeWorld, question: number): string {
  const spelling = world.riddle(question).accepted;
  if (!spelling) throw new Error(`the bank accepts no other spelling for riddle ${question}`);
  return spelling.proof;
}
/** The team's registration as the site sends it, by its own account. */
export function registration(world: ProbeWorld, team: Team): ProbeRequest {
  const uid = world.uid(team);
  return {
    as: team,
    method: 'PATCH',
    path: '',
    body: creation(world.teamKey(team), newTeam(world.teamName(team), uid), uid),
  };
}
/** The console's Ban: the team's deletion (as a Reset) and its owner kept out, in one update. */
export function banOf(world: ProbeWorld, team: Team, banned = world.uid(team)) {
  const key = world.teamKey(team);
  return {
    [`user/${key}`]: null,
    [`proofs/${key}`]: null,
    [`guesses/${key}`]: null,
    [`solves/${key}`]: null,
    [`owners/${world.uid(team)}`]: null,
    [`evicted/${banned}`]: key,
  };
}
export const newcomerCreation = (world: ProbeWorld): ProbeRequest => {
  const name = `rehearsal ${world.runId} newcomer`;
  return {
    as: 'newcomer',
    method: 'PATCH',
    path: '',
    body: creation(name, newTeam(name, world.uid('newcomer')), world.uid('newcomer')),
  };
};
export const archiveNight = { opensAt: 1, closesAt: 2, teams: {} };
