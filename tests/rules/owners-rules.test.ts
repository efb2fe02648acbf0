import targaryen from 'targaryen';
import { describe, expect, it } from 'vitest';
import {
  creation,
  databaseRules,
  databaseWith,
  newTeam,
  OWNER,
  STARTED_AT,
  STRANGER,
  TEAM_KEY,
  teamRecord,
} from './rules-fixture.ts';

/** owners/{uid} = teamKey: one team per account, written with the team and never again. */
const now = STARTED_AT + 60_000;
const OWN_ENTRY = `/owners/${OWNER.uid}`;
const THEIR_ENTRY = `/owners/${STRANGER.uid}`;
const SECOND = 'second team';
const secondTeam = newTeam({ teamName: SECOND });
const empty = databaseWith(null);
/** `tesla coils`, created by OWNER. */
const playing = databaseWith(teamRecord(1, 0));
/** `tesla coils` by OWNER, and STRANGER as an organizer. */
const withOrganizer = targaryen.database(
  databaseRules,
  { ...(playing.root.$value() as object), admins: { [STRANGER.uid]: true } },
  now,
);

describe('owners: a team is created with its owner entry', () => {
  it('creates the first team together with its owner entry, in one root update', () => {
    const result = empty.as(OWNER).update('/', creation(newTeam()), { now });
    expect(result.allowed).toBe(true);
    expect(result.newDatabase.root.$value()).toMatchObject({ owners: { [OWNER.uid]: TEAM_KEY } });
  });

  it('refuses a team without its owner entry', () => {
    expect(empty.as(OWNER).write(`/user/${TEAM_KEY}`, newTeam(), { now }).allowed).toBe(false);
  });

  it('refuses a team whose owner entry names another key, or another account', () => {
    const elsewhere = { [`user/${TEAM_KEY}`]: newTeam(), [`owners/${OWNER.uid}`]: SECOND };
    expect(empty.as(OWNER).update('/', elsewhere, { now }).allowed).toBe(false);
    const theirEntry = creation(newTeam(), TEAM_KEY, STRANGER.uid);
    expect(empty.as(OWNER).update('/', theirEntry, { now }).allowed).toBe(false);
  });

  it('refuses two teams created in one update', () => {
    const both = { ...creation(newTeam()), [`user/${SECOND}`]: secondTeam };
    expect(empty.as(OWNER).update('/', both, { now }).allowed).toBe(false);
  });
});

describe('owners: one team per account', () => {
  it('refuses a second team from the same account, whatever its owner entry says', () => {
    const owned = playing.as(OWNER);
    expect(owned.update('/', creation(secondTeam, SECOND), { now }).allowed).toBe(false);
    const keepEntry = { ...creation(secondTeam, SECOND), [`owners/${OWNER.uid}`]: TEAM_KEY };
    expect(owned.update('/', keepEntry, { now }).allowed).toBe(false);
    const noEntry = { [`user/${SECOND}`]: secondTeam };
    expect(owned.update('/', noEntry, { now }).allowed).toBe(false);
  });

  it('refuses a team at the key a stale owner entry of the account already names', () => {
    const stale = targaryen.database(
      databaseRules,
      { ...(empty.root.$value() as object), owners: { [OWNER.uid]: SECOND } },
      now,
    );
    const patch = { [`user/${SECOND}`]: secondTeam };
    expect(stale.as(OWNER).update('/', patch, { now }).allowed).toBe(false);
  });

  it('still lets another account create its own team', () => {
    const theirs = newTeam({ teamName: SECOND, owner: STRANGER.uid });
    const patch = creation(theirs, SECOND, STRANGER.uid);
    expect(playing.as(STRANGER).update('/', patch, { now }).allowed).toBe(true);
  });
});

describe('owners: the entry alone', () => {
  it("refuses writing, overwriting or deleting one's own entry", () => {
    expect(empty.as(OWNER).write(OWN_ENTRY, TEAM_KEY, { now }).allowed).toBe(false);
    expect(playing.as(OWNER).write(OWN_ENTRY, SECOND, { now }).allowed).toBe(false);
    expect(playing.as(OWNER).write(OWN_ENTRY, null, { now }).allowed).toBe(false);
  });

  it("refuses writing, overwriting or deleting another account's entry", () => {
    expect(empty.as(STRANGER).write(OWN_ENTRY, TEAM_KEY, { now }).allowed).toBe(false);
    expect(playing.as(STRANGER).write(OWN_ENTRY, SECOND, { now }).allowed).toBe(false);
    expect(playing.as(STRANGER).write(OWN_ENTRY, null, { now }).allowed).toBe(false);
    expect(playing.as(null).write(OWN_ENTRY, null, { now }).allowed).toBe(false);
  });

  it("refuses an entry for another account, even alongside one's own new team", () => {
    const theirs = newTeam({ teamName: SECOND, owner: STRANGER.uid });
    const patch = { ...creation(theirs, SECOND, STRANGER.uid), [`owners/${OWNER.uid}`]: SECOND };
    expect(empty.as(STRANGER).update('/', patch, { now }).allowed).toBe(false);
  });

  it('refuses an entry claiming an existing team, even one the account owns', () => {
    const unclaimed = targaryen.database(
      databaseRules,
      { ...(playing.root.$value() as object), owners: {} },
      now,
    );
    expect(unclaimed.as(OWNER).write(OWN_ENTRY, TEAM_KEY, { now }).allowed).toBe(false);
  });

  it('refuses an entry naming a team that someone else owns', () => {
    expect(playing.as(STRANGER).write(THEIR_ENTRY, TEAM_KEY, { now }).allowed).toBe(false);
    const rewritten = {
      [`owners/${STRANGER.uid}`]: TEAM_KEY,
      [`user/${TEAM_KEY}/owner`]: STRANGER.uid,
    };
    expect(playing.as(STRANGER).update('/', rewritten, { now }).allowed).toBe(false);
  });

  it("lets organizers change entries only with their team's reset or move", () => {
    const organizer = withOrganizer.as(STRANGER);
    const NEW_DEVICE = `${OWNER.uid}-new-device`;
    expect(organizer.write(OWN_ENTRY, null, { now }).allowed).toBe(false);
    expect(organizer.write(`/owners/${NEW_DEVICE}`, TEAM_KEY, { now }).allowed).toBe(false);
    expect(organizer.write(OWN_ENTRY, 42, { now }).allowed).toBe(false);
    const move = {
      [`user/${TEAM_KEY}/owner`]: NEW_DEVICE,
      [`owners/${OWNER.uid}`]: null,
      [`owners/${NEW_DEVICE}`]: TEAM_KEY,
    };
    expect(organizer.update('/', move, { now }).allowed).toBe(true);
  });

  it('lets organizers clear an entry whose team is gone', () => {
    const stale = targaryen.database(
      databaseRules,
      { admins: { [STRANGER.uid]: true }, owners: { [OWNER.uid]: TEAM_KEY } },
      now,
    );
    expect(stale.as(STRANGER).write(OWN_ENTRY, null, { now }).allowed).toBe(true);
    expect(stale.as(OWNER).write(OWN_ENTRY, null, { now }).allowed).toBe(false);
  });
});

describe('owners: who reads an entry', () => {
  it('lets an account read its own entry, and organizers any; nobody else, never the list', () => {
    expect(playing.as(OWNER).read(OWN_ENTRY).allowed).toBe(true);
    expect(playing.as(OWNER).read(THEIR_ENTRY).allowed).toBe(false);
    expect(playing.as(STRANGER).read(OWN_ENTRY).allowed).toBe(false);
    expect(playing.as(null).read(OWN_ENTRY).allowed).toBe(false);
    expect(playing.as(OWNER).read('/owners').allowed).toBe(false);
    expect(withOrganizer.as(STRANGER).read(OWN_ENTRY).allowed).toBe(true);
  });
});
