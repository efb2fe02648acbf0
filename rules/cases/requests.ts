import { POINTS_PER_ANSWER } from '../../src/game/numbers.ts';
import {
  type Actor,
  type Json,
  type Of,
  patch,
  type Request,
  resolve,
  type Team,
  type World,
} from './case.ts';
import { OWNER_OF, type ProofOf, proofOf } from './given.ts';

/** The site's requests (docs/game.md, "The exact requests") and the cases' variations on them. */
export const SV = { '.sv': 'timestamp' };

type Fields = Record<string, unknown>;

/** Paths of the stage's teams. */
export const teamPath =
  (which: Team = 'team') =>
  (world: World) =>
    `user/${world.key[which]}`;
export const fieldPath =
  (field: string, which: Team = 'team') =>
  (world: World) =>
    `user/${world.key[which]}/${field}`;
export const guessPath = (world: World) => `guesses/${world.key.team}`;
export const proofPath = (question: number) => (world: World) =>
  `proofs/${world.key.team}/${question}`;
export const solvePath = (question: number) => (world: World) =>
  `solves/${world.key.team}/${question}`;
export const ownerPath = (actor: Actor) => (world: World) => `owners/${world.uid[actor]}`;

/** `fields` of the team's record, as paths from the root. */
export const teamFields =
  (fields: Of<Fields>, which: Team = 'team') =>
  (world: World): Fields =>
    Object.fromEntries(
      Object.entries(resolve(fields, world)).map(([field, value]) => [
        `user/${world.key[which]}/${field}`,
        value,
      ]),
    );

/** A new record as the site sends it: riddle 1, no points, the server's times. */
export const newRecord =
  (changes: Of<Fields> = {}, which: Team = 'team') =>
  (world: World): Fields => ({
    teamName: world.name[which],
    question: 1,
    score: 0,
    owner: world.uid[OWNER_OF[which]],
    startedAt: SV,
    timestamp: SV,
    ...resolve(changes, world),
  });

/** A registration's body: the record and its owner entry, in one root update. */
export const creation =
  (record: Of<Fields>, key: Of<string>, uid: Of<string>) =>
  (world: World): Fields => {
    const teamKey = resolve(key, world);
    return {
      [`user/${teamKey}`]: resolve(record, world),
      [`owners/${resolve(uid, world)}`]: teamKey,
    };
  };

/** A registration as the site sends it, by the team's owner, with `changes` to its record. */
export const registration = (changes: Of<Fields> = {}, which: Team = 'team') =>
  creation(
    newRecord(changes, which),
    (world) => world.key[which],
    (world) => world.uid[OWNER_OF[which]],
  );
export const register = (changes: Of<Fields> = {}, which: Team = 'team'): Request =>
  patch(registration(changes, which));

/** A team named `name` (under `key`, its name by default) for `actor`. */
export const registerNamed = (name: Of<Json>, key?: Of<string>, actor: Actor = 'owner') =>
  patch((world) => {
    const teamName = resolve(name, world);
    const record = newRecord({ teamName, owner: world.uid[actor] })(world);
    return creation(record, key ?? String(teamName), world.uid[actor])(world);
  });

/** An advance's body: from riddle `question` with `score`, stamped, with its solve. */
export const advanceOf =
  (question: number, score = (question - 1) * POINTS_PER_ANSWER, changes: Of<Fields> = {}) =>
  (world: World): Fields => ({
    ...teamFields({ question: question + 1, score: score + POINTS_PER_ANSWER, timestamp: SV })(
      world,
    ),
    [solvePath(question)(world)]: SV,
    ...resolve(changes, world),
  });
/**
 * A right answer as the site saves it after its guess: the proof of riddle `question` (its right
 * answer's unless told), the advance and its solve, in one root update.
 */
export const answerOf =
  (question = 1, proof: ProofOf = 'right', changes: Of<Fields> = {}) =>
  (world: World): Fields => ({
    [proofPath(question)(world)]: proofOf(proof, question, world),
    ...advanceOf(question)(world),
    ...resolve(changes, world),
  });
/** A right answer saved as the site saves it: proof, advance and solve together. */
export const advance = (question = 1, changes: Of<Fields> = {}): Request =>
  patch(answerOf(question, 'right', changes));
/** The advance alone, its proof saved before (a database an older site wrote). */
export const advanceAlone = (question = 1): Request => patch(advanceOf(question));

/** What the stage's team typed with its guesses, normalised, unless a case says otherwise. */
export const TYPED_TEXT = 'tesla';
export const typedPath = (count: unknown) => (world: World) =>
  `typed/${world.key.team}/${String(count)}`;

/**
 * A guess as the site records it, in one root update with what the team typed: at riddle 1, a
 * wrong answer, at the server's time, counted 1; `at` stamps it that long from now instead, as a
 * device's clock would; `typed` replaces the typed entry (null: the update leaves it out).
 */
export const guess = ({
  question = 1,
  proof = 'wrong',
  at,
  typed,
  ...changes
}: Fields & { proof?: ProofOf | (() => unknown); at?: number; typed?: Of<Json> } = {}): Request =>
  patch((world) => {
    const record = {
      question,
      proof: typeof proof === 'function' ? proof(world) : proofOf(proof, Number(question), world),
      at: at === undefined ? SV : world.now + at,
      count: 1,
      ...changes,
    };
    const entry = typed === undefined ? { question, text: TYPED_TEXT } : resolve(typed, world);
    return {
      [guessPath(world)]: record,
      ...(entry === null ? {} : { [typedPath(record.count)(world)]: entry }),
    };
  });

/** The proof `proof` of riddle `question` saved as the site saves it, with the advance. */
export const prove = (question = 1, proof: ProofOf = 'right'): Request =>
  patch(answerOf(question, proof));

/** What the console stamps with each change to the board no timestamp shows. */
export const BOARD_EDITED = { 'game/boardEditedAt': SV };

/** The console's Reset: the team and all it left (its typed answers too), in one update. */
export const resetOf =
  (which: Team = 'team') =>
  (world: World): Fields => {
    const key = world.key[which];
    return {
      [`user/${key}`]: null,
      [`proofs/${key}`]: null,
      [`guesses/${key}`]: null,
      [`typed/${key}`]: null,
      [`solves/${key}`]: null,
      [`owners/${world.uid[OWNER_OF[which]]}`]: null,
      ...BOARD_EDITED,
    };
  };

/** The console's Ban: a Reset, and the account kept out for the night. */
export const banOf =
  (which: Team = 'team', banned: Actor = OWNER_OF[which], entry?: Of<Json>) =>
  (world: World): Fields => ({
    ...resetOf(which)(world),
    [`evicted/${world.uid[banned]}`]:
      entry === undefined ? world.key[which] : resolve(entry, world),
  });

/** The console's Move: the team handed to `to`'s account. */
export const moveOf =
  (to: Actor = 'newcomer', which: Team = 'team') =>
  (world: World): Fields => ({
    [`user/${world.key[which]}/owner`]: world.uid[to],
    [`owners/${world.uid[OWNER_OF[which]]}`]: null,
    [`owners/${world.uid[to]}`]: world.key[which],
    ...BOARD_EDITED,
  });

/** `body` without the path `path` makes. */
export const without =
  (body: (world: World) => Fields, path: Of<string>) =>
  (world: World): Fields => {
    const kept = { ...body(world) };
    delete kept[resolve(path, world)];
    return kept;
  };
