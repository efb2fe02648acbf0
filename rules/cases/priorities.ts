import {
  allowed,
  type Case,
  cases,
  type Given,
  type Json,
  patch,
  put,
  refused,
  type Request,
  resolve,
  type World,
} from './case.ts';
import { guessed, SECOND, team } from './given.ts';
import { offlineWorld } from './offline-world.ts';
import { advance, banOf, guess, moveOf, register, SV, teamFields } from './requests.ts';

/** A priority as a script would send it: the SDK takes strings of up to 10 MB. */
const PRIORITY = 'a priority';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** `{".sv": "timestamp"}`: one value, a leaf of the database once written. */
const isServerValue = (value: unknown) => isNode(value) && '.sv' in value;

/**
 * `value` carrying a priority, as the REST API takes one: a node (or a server value) with a
 * `.priority` key, a leaf in the `{".value": ..., ".priority": ...}` form.
 */
function prioritized(value: unknown): Node {
  return isNode(value)
    ? { ...value, '.priority': PRIORITY }
    : { '.value': value, '.priority': PRIORITY };
}

/**
 * Where a body writes a node or a leaf, as the positions of the keys that lead there (none: the
 * body itself, unless it is a multi-path update's list of paths). Deletes write none.
 */
function placesIn(value: unknown, multiPath = false): number[][] {
  const own = multiPath || value === null ? [] : [[]];
  if (!isNode(value) || isServerValue(value)) return own;
  const children = Object.values(value).flatMap((child, index) =>
    placesIn(child).map((place) => [index, ...place]),
  );
  return [...own, ...children];
}

function withPriorityAt(value: unknown, [index, ...rest]: number[]): unknown {
  if (index === undefined) return prioritized(value);
  return Object.fromEntries(
    Object.entries(value as Node).map(([key, child], at) => [
      key,
      at === index ? withPriorityAt(child, rest) : child,
    ]),
  );
}

type Write = Exclude<Request, { method: 'GET' }>;
const bodyOf = (request: Write, world: World) => resolve(request.body, world) as unknown;

/** The keys from the request's path to a place, and what the body writes there. */
function reach(request: Write, world: World, place: number[]) {
  const keys = resolve(request.path, world).split('/').filter(Boolean);
  let value = bodyOf(request, world);
  for (const index of place) {
    const [key = '', child] = Object.entries(value as Node)[index] ?? [];
    keys.push(...key.split('/'));
    value = child;
  }
  return { keys, value };
}

/** A place's path, the world's keys, uids and device codes named as the rules name them. */
function pathName(keys: string[]): string {
  const { key, uid, code } = offlineWorld;
  const names = new Map<string, string>([
    ...Object.values(key).map((value) => [value, '$teamKey'] as const),
    ...Object.values(uid).map((value) => [value, '$uid'] as const),
    ...Object.values(code).map((value) => [value, '$code'] as const),
  ]);
  return keys.map((name) => names.get(name) ?? name).join('/');
}

const ON_A_SERVER_VALUE =
  "a priority on a server value: the REST API documents no form for it, so the real database's answer would be no verdict";

/**
 * A write the site sends, allowed; then the same write with a priority at each node and leaf it
 * writes, refused. Every world's body has the same shape: the offline one's names the places.
 */
function eachPlace(name: string, request: Request, stage: { as?: Case['as']; given?: Given[] }) {
  if (request.method === 'GET') throw new Error('A read carries no priority.');
  const places = placesIn(bodyOf(request, offlineWorld), request.method === 'PATCH');
  return [
    allowed(`${name}, as the site sends it`, request, stage),
    ...places.map((place) => {
      const { keys, value } = reach(request, offlineWorld, place);
      const body = (world: World) => withPriorityAt(bodyOf(request, world), place);
      return refused(
        `${name}, a priority at ${pathName(keys)}`,
        request.method === 'PUT'
          ? put(request.path, body as (world: World) => Json)
          : patch(body as (world: World) => Node, request.path),
        isServerValue(value) ? { ...stage, offline: ON_A_SERVER_VALUE } : stage,
      );
    }),
  ];
}

const ownDevice = put(
  (w) => `devices/${w.code.stranger}`,
  (w) => w.uid.stranger,
);

/** No write carries a priority: `$other` sees no `.priority`, so every node refuses one itself. */
export const PRIORITY_CASES = [
  ...cases('priorities', {}, [
    ...eachPlace('a device registers its code', ownDevice, { as: 'stranger' }),
    allowed(
      'a device registers its code as a leaf in the `.value` form, with no priority',
      put(
        (w) => `devices/${w.code.stranger}`,
        (w) => ({ '.value': w.uid.stranger }),
      ),
      { as: 'stranger' },
    ),
    ...eachPlace('a team registered', register(), {}),
    ...eachPlace('a guess', guess(), { given: [team()] }),
    ...eachPlace('a right answer: its proof, the advance and the solve', advance(), {
      given: [team(), guessed({ proof: 'right', at: -SECOND, count: 3 })],
    }),
  ]),
  ...cases('priorities', { as: 'organizer' }, [
    ...eachPlace(
      'an announcement',
      patch({ announcement: { text: 'Riddle 7 has a typo.', at: SV }, 'game/announcedAt': SV }),
      {},
    ),
    ...eachPlace(
      "a riddle's correction",
      patch({ 'errata/7': { text: 'Read "north" for "south".', at: SV }, 'game/errataAt/7': SV }),
      {},
    ),
    ...eachPlace('the board frozen', patch({ 'game/frozenAt': SV }), {}),
    ...eachPlace('a Move', patch(moveOf()), { given: [team()] }),
    ...eachPlace('a disqualification', patch(teamFields({ disqualified: true })), {
      given: [team()],
    }),
    ...eachPlace('a Ban', patch(banOf()), { given: [team()] }),
  ]),
];
