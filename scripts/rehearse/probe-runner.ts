import { deviceCode } from '../../src/game/device-code.ts';
import { createRestOrganizer } from '../../src/backend/firebase/organizer-rest.ts';
import { restRequest, restUrl, SERVER_TIMESTAMP } from '../../src/backend/firebase/rtdb-rest.ts';
import { encodeTeamKey } from '../../src/game/team-name.ts';
import { nextGuessAt } from '../../src/game/guess-wait.ts';
import { errorCode } from '../../src/backend/ports.ts';
import { pause, serverNow, type Context, type Player } from './context.ts';
import type { SentRequest } from './meter.ts';
import { noteTeam, registerTeam } from './team-play.ts';
import {
  type Actor,
  type Probe,
  type ProbePhase,
  type ProbeRequest,
  type ProbeWorld,
  type Team,
} from './probes/probe.ts';
import { PROBES } from './probes/table.ts';

export type Cast = Record<Exclude<Actor, 'signed out'>, Player>;

/** The probes' cast, the night's organizer among them. */
export const CAST: (keyof Cast)[] = [
  'organizer',
  'stranger',
  'probe team',
  'rival team',
  'newcomer',
];
/** The accounts besides the teams: the cast, and the device a team is moved to. */
export const EXTRA_ACCOUNTS = CAST.length + 1;

export interface ProbeOutcome {
  probe: Probe;
  /** What the database did; 'no verdict' when it answered neither way (an error, no answer). */
  verdict: 'allowed' | 'refused' | 'no verdict' | 'skipped';
  /** Who sent the request. */
  actor: Actor | null;
  held: boolean;
  sent: SentRequest | null;
  /** Why there is no verdict, or why the stage could not be set. */
  note: string;
}

const teamNames: Record<Team, string> = { 'probe team': 'probe', 'rival team': 'rival' };

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}

/** The probes' world over the rehearsal: the cast's accounts, the admin's reads, the site's adapters. */
export function probeWorld(context: Context, cast: Cast): ProbeWorld {
  const name = (team: Team) => `rehearsal ${context.runId} ${teamNames[team]}`;
  for (const team of Object.keys(teamNames) as Team[]) noteTeam(context, encodeTeamKey(name(team)));
  const organizers = createRestOrganizer(context.target.databaseURL, context.meter.fetch);
  const world: ProbeWorld = {
    runId: context.runId,
    uid: (actor) => cast[actor].identity.uid,
    teamName: name,
    teamKey: (team) => encodeTeamKey(name(team)),
    riddle(number) {
      const riddle = context.riddles[number - 1];
      if (!riddle) throw new Error(`The rehearsal has no riddle ${number}.`);
      return riddle;
    },
    now: () => serverNow(context),
    async team(team) {
      const key = world.teamKey(team);
      const record = (await context.admin.database.get(`user/${key}`)) as Record<
        string,
        unknown
      > | null;
      const guess = (await context.admin.database.get(`guesses/${key}`)) as Record<
        string,
        unknown
      > | null;
      return {
        question: numberOr(record?.question, 1),
        score: numberOr(record?.score, 0),
        guesses: numberOr(guess?.count, 0),
      };
    },
    deviceCode(actor) {
      const code = deviceCode(cast[actor].identity.uid);
      if (!code) throw new Error(`the ${actor}'s uid gives no device code`);
      return code;
    },
    async register(team) {
      if (!(await registerTeam(context, cast[team], name(team)))) {
        throw new Error(`the ${team} could not register`);
      }
    },
    async answer(team) {
      const player = cast[team];
      const key = world.teamKey(team);
      const record = await player.teams.get(key);
      if (!record) throw new Error(`the ${team} is not on the board`);
      await world.waitOutGuess(team);
      const outcome = await player.teams.guess(
        player.identity,
        key,
        record,
        world.riddle(record.question).right,
      );
      if (outcome.type !== 'correct') throw new Error(`its right answer came back ${outcome.type}`);
    },
    async waitOutGuess(team) {
      const { question } = await world.team(team);
      const next = nextGuessAt(await lastGuess(team), question);
      if (Number.isFinite(next)) await pause(context, next + 60 - serverNow(context));
    },
    async waitSinceGuess(team, ms) {
      const last = await lastGuess(team);
      if (!last) throw new Error(`the ${team} has no guess`);
      const age = serverNow(context) - last.at;
      if (age > ms + 1000) throw new Error(`its last guess is ${age} ms old already, not ${ms}`);
      await pause(context, last.at + ms - serverNow(context));
    },
    async registerDevice(actor) {
      await cast[actor].night.registerDevice(cast[actor].identity);
    },
    async disqualify(team, disqualified) {
      await organizers.setDisqualified(cast.organizer.identity, await standing(team), disqualified);
    },
    async reset(team) {
      await organizers.resetTeam(cast.organizer.identity, await standing(team));
    },
  };
  async function lastGuess(team: Team): Promise<{ question: number; at: number } | null> {
    const guess = (await context.admin.database.get(`guesses/${world.teamKey(team)}`)) as Record<
      string,
      unknown
    > | null;
    return typeof guess?.at === 'number' && typeof guess.question === 'number'
      ? { question: guess.question, at: guess.at }
      : null;
  }
  async function standing(team: Team) {
    const key = world.teamKey(team);
    const record = await cast[team].teams.get(key);
    if (!record) throw new Error(`the ${team} is not on the board`);
    return { teamKey: key, ...record };
  }
  return world;
}

/**
 * The probe team records the right answer to its riddle and saves its proof, without moving on:
 * set just before the close, so that its advance lands after the bell, in the minute of grace a
 * guess recorded before the bell is given.
 */
export async function saveRightAnswer(
  context: Context,
  world: ProbeWorld,
  cast: Cast,
): Promise<void> {
  const key = world.teamKey('probe team');
  const { question, guesses } = await world.team('probe team');
  const proof = world.riddle(question).right;
  await world.waitOutGuess('probe team');
  const token = await cast['probe team'].identity.getIdToken();
  const url = (segments: string[]) => restUrl(context.target.databaseURL, segments, token);
  const guess = { question, proof, at: SERVER_TIMESTAMP, count: guesses + 1 };
  await context.meter.capture(async () => {
    await restRequest(context.meter.fetch, url(['guesses', key]), 'PUT', guess);
    await restRequest(context.meter.fetch, url(['proofs', key, String(question)]), 'PUT', proof);
  });
  const saved = await context.admin.database.get(`proofs/${key}/${question}`);
  if (saved !== proof)
    throw new Error(`the probe team's proof of riddle ${question} was not saved`);
}

/** The paths a write would change, to note (with what they hold) before it is sent. */
function writtenPaths(request: ProbeRequest): string[] {
  if ('firestore' in request || request.method === 'GET') return [];
  return request.path === '' ? Object.keys(request.body as object) : [request.path];
}

function firestoreBase(context: Context): string {
  const host = context.target.firestoreEmulatorHost;
  const origin = host ? `http://${host}` : 'https://firestore.googleapis.com';
  return `${origin}/v1/projects/${context.target.projectId}/databases/(default)/documents`;
}

async function send(context: Context, cast: Cast, request: ProbeRequest): Promise<void> {
  if ('firestore' in request) {
    const init: RequestInit = { method: request.firestore };
    if (request.body !== undefined) {
      init.body = JSON.stringify(request.body);
      init.headers = { 'Content-Type': 'application/json' };
    }
    // Signed out, with the web API key, as the Firestore SDK reads a riddle.
    const url = new URL(`${firestoreBase(context)}/${request.document}`);
    url.searchParams.set('key', context.target.apiKey);
    await context.meter.fetch(url.toString(), init);
    return;
  }
  const token =
    request.as === 'signed out' ? undefined : await cast[request.as].identity.getIdToken();
  const segments = request.path.split('/').filter(Boolean);
  const url = new URL(restUrl(context.target.databaseURL, segments, token));
  if (request.shallow) url.searchParams.set('shallow', 'true');
  try {
    await restRequest(context.meter.fetch, url.toString(), request.method, request.body);
  } catch (error) {
    // The verdict is read from the status the meter saw; only a request never answered is news.
    if (errorCode(error) === 'NETWORK') throw error;
  }
}

function verdictOf(sent: SentRequest | null): ProbeOutcome['verdict'] {
  if (!sent || sent.status === 'no answer') return 'no verdict';
  if (sent.status === 401 || sent.status === 403) return 'refused';
  // A riddle that is readable but absent answers 404: the rules let the read through.
  if ((sent.status >= 200 && sent.status < 300) || sent.status === 404) return 'allowed';
  return 'no verdict';
}

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs the probes of `phase` in order, each after its stage is set; never throws but on Ctrl-C. */
export async function runProbes(
  context: Context,
  world: ProbeWorld,
  cast: Cast,
  phase: ProbePhase,
): Promise<ProbeOutcome[]> {
  const outcomes: ProbeOutcome[] = [];
  for (const probe of PROBES.filter((each) => each.phase === phase)) {
    context.signal.throwIfAborted();
    const outcome = await runProbe(context, world, cast, probe);
    outcomes.push(outcome);
  }
  return outcomes;
}

async function runProbe(
  context: Context,
  world: ProbeWorld,
  cast: Cast,
  probe: Probe,
): Promise<ProbeOutcome> {
  const failed = (note: string): ProbeOutcome => ({
    probe,
    verdict: 'no verdict',
    actor: null,
    held: false,
    sent: null,
    note,
  });
  if (probe.prepare) {
    const prepare = probe.prepare;
    const { error } = await context.meter.capture(() => prepare(world));
    context.signal.throwIfAborted();
    if (error) return failed(`the stage could not be set: ${describeError(error)}`);
  }
  let request: ProbeRequest;
  try {
    request = await probe.request(world);
  } catch (error) {
    return failed(`the request could not be made: ${describeError(error)}`);
  }
  if ('firestore' in request && context.target.firestoreEmulatorHost === undefined) {
    return {
      probe,
      verdict: 'skipped',
      actor: request.as,
      held: true,
      sent: null,
      note: 'no Firestore',
    };
  }
  for (const path of writtenPaths(request)) {
    await context.ledger.keep(path, (held) => context.admin.database.get(held));
  }
  const { requests, error } = await context.meter.capture(() => send(context, cast, request));
  context.signal.throwIfAborted();
  const sent = requests.at(-1) ?? null;
  const verdict = verdictOf(sent);
  const note = error
    ? describeError(error)
    : verdict === 'no verdict'
      ? `status ${sent?.status}`
      : '';
  return { probe, verdict, actor: request.as, held: verdict === probe.expect, sent, note };
}
