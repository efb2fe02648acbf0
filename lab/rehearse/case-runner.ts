import { restRequest, restUrl } from '../../src/backend/rtdb/rtdb-rest.ts';
import { errorCode } from '../../src/backend/ports.ts';
import { keysOf, valueAt, withValueAt } from '../../src/backend/tree.ts';
import { deviceCode } from '../../src/game/device-code.ts';
import { encodeTeamKey } from '../../src/game/team-name.ts';
import { type Actor, type Case, resolve, type World } from '../../rules/cases/case.ts';
import { OPEN_NIGHT } from '../../rules/cases/given.ts';
import { serverNow, type Context, type Player } from './context.ts';
import { Ledger } from './ledger.ts';
import { verdictOf, type SentRequest } from './meter.ts';
import { RESTORED_NODES } from './night.ts';
import { reasonOf } from '../../scripts/common/game-command.ts';

export type Cast = Record<Actor, Player>;
/** The accounts the cases act as, the night's organizer among them. */
export const CAST: Actor[] = ['organizer', 'stranger', 'owner', 'rival', 'newcomer', 'twin'];

export interface CaseOutcome {
  entry: Case;
  /** What the database did; 'no verdict' when it answered neither way (an error, no answer). */
  verdict: 'allowed' | 'refused' | 'no verdict' | 'skipped';
  held: boolean;
  sent: SentRequest | null;
  /** Why there is no verdict, or why the case was not sent. */
  note: string;
}

const fromCast = <T>(cast: Cast, value: (player: Player) => T) =>
  Object.fromEntries(
    Object.entries(cast).map(([actor, player]) => [actor, value(player)]),
  ) as Record<Actor, T>;

/** The cases' world on the rehearsal's night: its accounts, its riddles' proofs, the server's clock. */
export function liveWorld(context: Context, cast: Cast): World {
  const label = (text: string) => `rehearsal ${context.runId} ${text}`;
  const name = { team: label('team'), rival: label('rival') };
  const riddle = (question: number) => {
    const found = context.proofs[question - 1];
    if (!found) throw new Error(`The rehearsal has no riddle ${question}.`);
    return found;
  };
  return {
    now: serverNow(context),
    uid: fromCast(cast, ({ identity }) => identity.uid),
    code: fromCast(cast, ({ identity }) => deviceCode(identity.uid) ?? ''),
    name,
    key: { team: encodeTeamKey(name.team), rival: encodeTeamKey(name.rival) },
    label,
    right: (question) => riddle(question).right,
    accepted: (question) => {
      const spelling = riddle(question).accepted;
      if (!spelling) throw new Error(`The bank accepts no other spelling for riddle ${question}.`);
      return spelling.proof;
    },
    wrong: (question) => riddle(question).wrong,
  };
}

/** The stage as one root update: later parts over earlier ones, and no path inside another. */
function stageWrites(entry: Case, world: World): Record<string, unknown> {
  const writes: Record<string, unknown> = {};
  for (const part of [OPEN_NIGHT, ...entry.given]) {
    for (const [path, value] of Object.entries(part(world))) {
      for (const inner of Object.keys(writes))
        if (inner.startsWith(`${path}/`)) delete writes[inner];
      const outer = Object.keys(writes).find((other) => path.startsWith(`${other}/`));
      if (outer) writes[outer] = withValueAt(writes[outer], path.slice(outer.length + 1), value);
      else writes[path] = value;
    }
  }
  return writes;
}

function writtenPaths(entry: Case, world: World): string[] {
  const { request } = entry;
  if (request.method === 'GET') return [];
  const path = resolve(request.path, world);
  if (request.method === 'PUT') return [path];
  return Object.keys(resolve(request.body, world)).map((key) => (path ? `${path}/${key}` : key));
}

/**
 * Sends each case the real database can judge, one at a time: its stage written by the service
 * account, its request as the site sends it with the actor's ID token, then everything the case
 * wrote put back. The nodes the night replaced (RESTORED_NODES) and the organizer's
 * grant go back to what the night holds; any other path to what it held before. Every path is
 * also in the run's ledger before it is written, so Ctrl-C leaves nothing behind.
 */
export async function runCases(
  context: Context,
  cast: Cast,
  cases: Case[],
): Promise<CaseOutcome[]> {
  const { admin, ledger } = context;
  const night: Record<string, unknown> = {};
  for (const node of RESTORED_NODES) night[node] = await admin.database.get(node);
  night.admins = { [cast.organizer.identity.uid]: true };
  // Paths that hold the run's own teams, accounts or device codes held nothing before the run.
  const ours = [
    `rehearsal ${context.runId} `,
    ...Object.values(cast).flatMap(({ identity }) => [
      identity.uid,
      deviceCode(identity.uid) ?? [],
    ]),
  ].flat();
  const outcomes: CaseOutcome[] = [];
  for (const entry of cases) {
    context.signal.throwIfAborted();
    if (entry.offline) {
      outcomes.push({ entry, verdict: 'skipped', held: true, sent: null, note: entry.offline });
      continue;
    }
    outcomes.push(await runCase(entry));
  }
  return outcomes;

  /** What `path` is put back to after a case: the night's value, else what it held before. */
  async function originalOf(path: string): Promise<unknown> {
    const [node = ''] = keysOf(path);
    if (node in night) return valueAt(night, path);
    if (ours.some((mark) => path.includes(mark))) return null;
    return admin.database.get(path);
  }

  async function runCase(entry: Case): Promise<CaseOutcome> {
    const world = liveWorld(context, cast);
    const row = new Ledger();
    try {
      const stage = stageWrites(entry, world);
      for (const path of [...Object.keys(stage), ...writtenPaths(entry, world)]) {
        const original = await originalOf(path);
        ledger.note(path, original);
        row.note(path, original);
      }
      await admin.database.update(stage);
      const token =
        entry.as === 'signed out' ? undefined : await cast[entry.as].identity.getIdToken();
      const { request } = entry;
      const query = request.method === 'GET' ? resolve(request.query ?? {}, world) : {};
      const url = restUrl(
        context.target.databaseURL,
        keysOf(resolve(request.path, world)),
        token,
        query,
      );
      const body = request.method === 'GET' ? undefined : resolve(request.body, world);
      const { requests, error } = await context.meter.capture(async () => {
        // The verdict is read from the status the meter saw; only a request never answered is news.
        await restRequest(context.meter.fetch, url, request.method, body).catch(
          (failure: unknown) => {
            if (errorCode(failure) === 'NETWORK') throw failure;
          },
        );
      });
      context.signal.throwIfAborted();
      const sent = requests.at(-1) ?? null;
      const verdict = verdictOf(sent);
      const note = error
        ? reasonOf(error)
        : verdict === 'no verdict'
          ? `status ${sent?.status}`
          : '';
      return { entry, verdict, held: verdict === entry.expect, sent, note };
    } catch (error) {
      context.signal.throwIfAborted();
      return { entry, verdict: 'no verdict', held: false, sent: null, note: reasonOf(error) };
    } finally {
      for (const update of row.undoUpdates()) await admin.database.update(update);
    }
  }
}
