import { readFileSync } from 'node:fs';
import targaryen, {
  type Auth,
  type Database,
  type Result,
  type RulesFile,
} from 'targaryen/lib/database/index.js';
import { withValueAt } from '../../src/backend/tree.ts';
import { type Actor, type Case, type Given, type Request, resolve, VERIFIED } from './case.ts';
import { OPEN_NIGHT } from './given.ts';
import { offlineBase, offlineWorld as world } from './offline-world.ts';

/** The rules as deployed: the committed file, which rules/build.test.ts holds to its source. */
const rules = JSON.parse(
  readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8'),
) as RulesFile;

/** Reading the rules takes milliseconds; a database built on them takes none (`with`). */
const empty = targaryen.create(rules, null, world.now);

/** The database as a case's stage leaves it, over the organizers' riddles and the open night. */
export function staged(given: Given[]): Database {
  let tree: unknown = offlineBase(world);
  for (const part of [OPEN_NIGHT, ...given]) {
    for (const [path, value] of Object.entries(part(world))) tree = withValueAt(tree, path, value);
  }
  return empty.with({ data: tree });
}

/** The request judged by targaryen as `auth`, sent `late` ms after the stage's moment. */
export function send(database: Database, auth: Auth | null, request: Request, late = 0): Result {
  const as = database.as(auth);
  const path = `/${resolve(request.path, world)}`;
  const now = world.now + late;
  if (request.method === 'GET') return as.read(path, { now });
  if (request.method === 'PUT') return as.write(path, resolve(request.body, world), { now });
  return as.update(path, resolve(request.body, world), { now });
}

/** `auth` as the rules see an actor's ID token, with its address verified or not. */
const authOf = (actor: Actor): Auth => ({
  uid: world.uid[actor],
  token: { email_verified: VERIFIED.includes(actor) },
});

/** A case judged by targaryen, its request sent `late` ms after its stage's moment. */
export function judge({ as, given, request }: Case, late = 0): Result {
  return send(staged(given), as === 'signed out' ? null : authOf(as), request, late);
}
