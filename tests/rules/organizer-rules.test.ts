import targaryen, { type Auth, type Database } from 'targaryen';
import { describe, expect, it } from 'vitest';
import {
  advance,
  answers,
  creation,
  databaseRules,
  databaseWith,
  newTeam,
  ORGANIZER,
  OWNER,
  SCHEDULE,
  SERVER_TIME,
  STARTED_AT,
  STRANGER,
  TEAM_KEY,
  teamRecord,
  withOrganizer,
} from './rules-fixture.ts';

/** What an organizer does to a team (reset, move) and what nobody can do with it. */
const now = STARTED_AT + 20 * 60_000;
const NEW_DEVICE = { uid: 'new-device-uid', provider: 'anonymous' };
const field = (name: string) => `user/${TEAM_KEY}/${name}`;
const lastGuess = { question: 3, proof: answers['3'], at: now - 60_000, count: 4 };
/** `tesla coils` on question 3 (proven, not yet advanced), with its guesses and solves. */
const playing = withOrganizer(
  databaseWith(
    teamRecord(3, 20, STARTED_AT + 600_000),
    { '1': answers['1'], '2': answers['2'], '3': answers['3'] },
    SCHEDULE,
    lastGuess,
    { '1': STARTED_AT + 300_000, '2': STARTED_AT + 600_000 },
  ),
);
const update = (patch: Record<string, unknown>, who: Auth | null = ORGANIZER, db = playing) =>
  db.as(who).update('/', patch, { now }).allowed;
/** `db` with another team, `spark gap`, owned by `uid`. */
const withSecondTeam = (db: Database, uid: string) => {
  const data = db.root.$value() as { user: object; owners: object };
  const spark = { ...teamRecord(1, 0), teamName: 'spark gap', owner: uid };
  return targaryen.database(
    databaseRules,
    {
      ...data,
      user: { ...data.user, 'spark gap': spark },
      owners: { ...data.owners, [uid]: 'spark gap' },
    },
    STARTED_AT,
  );
};

const reset = {
  [`user/${TEAM_KEY}`]: null,
  [`proofs/${TEAM_KEY}`]: null,
  [`guesses/${TEAM_KEY}`]: null,
  [`solves/${TEAM_KEY}`]: null,
  [`owners/${OWNER.uid}`]: null,
};
const move = (to = NEW_DEVICE.uid) => ({
  [field('owner')]: to,
  [`owners/${OWNER.uid}`]: null,
  [`owners/${to}`]: TEAM_KEY,
});
const without = (patch: Record<string, unknown>, path: string) =>
  Object.fromEntries(Object.entries(patch).filter(([key]) => key !== path));

describe('organizers reset a team', () => {
  it('deletes the team, its proofs, guesses, solves and owner entry in one update; the name starts again', () => {
    const result = playing.as(ORGANIZER).update('/', reset, { now });
    expect(result.allowed).toBe(true);
    const after = result.newDatabase.root.$value() as Record<string, unknown>;
    for (const node of ['user', 'proofs', 'guesses', 'solves', 'owners']) {
      expect(after[node] ?? {}).not.toHaveProperty([TEAM_KEY]);
    }
    expect(after.owners ?? {}).not.toHaveProperty([OWNER.uid]);
    const again = result.newDatabase.as(OWNER).update('/', creation(newTeam()), { now });
    expect(again.allowed).toBe(true);
  });

  it.each(Object.keys(reset))('refuses a reset that leaves %s behind', (path) => {
    expect(update(without(reset, path))).toBe(false);
  });

  it("refuses deleting a playing team's proofs, guesses or solves on their own", () => {
    for (const node of ['proofs', 'guesses', 'solves']) {
      expect(update({ [`${node}/${TEAM_KEY}`]: null })).toBe(false);
    }
  });

  it('refuses a reset by a player, even of its own team', () => {
    for (const who of [OWNER, STRANGER, null]) expect(update(reset, who)).toBe(false);
  });

  it('refuses a reset that puts a record back in the same update', () => {
    const rewritten = { ...reset, [`user/${TEAM_KEY}`]: teamRecord(21, 200) };
    expect(update(rewritten)).toBe(false);
  });
});

describe('organizers move a team to another device', () => {
  it("hands the team to the new device's account, which then plays on at its question", () => {
    const result = playing.as(ORGANIZER).update('/', move(), { now });
    expect(result.allowed).toBe(true);
    expect(result.newDatabase.root.$value()).toMatchObject({
      user: { [TEAM_KEY]: { ...teamRecord(3, 20, STARTED_AT + 600_000), owner: NEW_DEVICE.uid } },
      owners: { [NEW_DEVICE.uid]: TEAM_KEY },
    });
    const moved = result.newDatabase;
    expect(moved.as(NEW_DEVICE).update('/', advance(3, 20), { now }).allowed).toBe(true);
    expect(moved.as(OWNER).update('/', advance(3, 20), { now }).allowed).toBe(false);
  });

  it('refuses a move to a device that owns a team already', () => {
    expect(update(move(), ORGANIZER, withSecondTeam(playing, NEW_DEVICE.uid))).toBe(false);
  });

  it.each([`owners/${OWNER.uid}`, `owners/${NEW_DEVICE.uid}`])(
    'refuses a move without %s',
    (path) => {
      expect(update(without(move(), path))).toBe(false);
    },
  );

  it("refuses a move to an organizer's account, its own or another's, who could then answer for the team", () => {
    expect(update(move(ORGANIZER.uid))).toBe(false);
    const data = playing.root.$value() as { admins: object };
    const admins = { ...data.admins, [NEW_DEVICE.uid]: true };
    const twoOrganizers = targaryen.database(databaseRules, { ...data, admins }, STARTED_AT);
    expect(update(move(), ORGANIZER, twoOrganizers)).toBe(false);
  });

  it('refuses a move whose new owner entry names another team', () => {
    expect(update({ ...move(), [`owners/${NEW_DEVICE.uid}`]: 'spark gap' })).toBe(false);
  });

  it('refuses a move by a player, even of its own team, or to itself', () => {
    for (const who of [OWNER, NEW_DEVICE, STRANGER, null]) expect(update(move(), who)).toBe(false);
    expect(update(move(OWNER.uid))).toBe(false);
  });

  it.each([
    ['question', 21],
    ['score', 200],
    ['startedAt', now],
    ['timestamp', SERVER_TIME],
    ['teamName', 'other name'],
    ['disqualified', true],
  ])('refuses a move that also changes %s', (name, value) => {
    expect(update({ ...move(), [field(name)]: value })).toBe(false);
  });
});

describe('organizers cannot raise a team or make one', () => {
  it.each([
    ['question', 4],
    ['score', 30],
    ['startedAt', now],
    ['timestamp', SERVER_TIME],
    ['teamName', 'other name'],
  ])('refuses an organizer changing %s', (name, value) => {
    expect(update({ [field(name)]: value })).toBe(false);
  });

  it('refuses an organizer creating a team for someone, with or without its owner entry', () => {
    const empty = withOrganizer(databaseWith(null));
    const forOwner = creation(newTeam());
    expect(update(forOwner, ORGANIZER, empty)).toBe(false);
    expect(update(without(forOwner, `owners/${OWNER.uid}`), ORGANIZER, empty)).toBe(false);
    expect(update(without(forOwner, `user/${TEAM_KEY}`), ORGANIZER, empty)).toBe(false);
  });
});

describe('organizers do not play', () => {
  const empty = withOrganizer(databaseWith(null));
  const ownTeam = (uid: string) => creation(newTeam({ owner: uid }), TEAM_KEY, uid);

  it("refuses an organizer's own team, which a player's account may register", () => {
    expect(update(ownTeam(ORGANIZER.uid), ORGANIZER, empty)).toBe(false);
    expect(update(ownTeam(STRANGER.uid), STRANGER, empty)).toBe(true);
  });

  it('lets an account register again once it no longer organizes', () => {
    const data = empty.root.$value() as object;
    const revoked = targaryen.database(
      databaseRules,
      { ...data, admins: { [ORGANIZER.uid]: false } },
      STARTED_AT,
    );
    expect(update(ownTeam(ORGANIZER.uid), ORGANIZER, revoked)).toBe(true);
  });
});
