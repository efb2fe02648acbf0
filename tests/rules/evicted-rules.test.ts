import type { Auth, Database } from 'targaryen';
import { describe, expect, it } from 'vitest';
import {
  answers,
  creation,
  databaseWith,
  newTeam,
  ORGANIZER,
  OWNER,
  SCHEDULE,
  STARTED_AT,
  STRANGER,
  TEAM_KEY,
  teamRecord,
  withOrganizer,
} from './rules-fixture.ts';

/**
 * evicted/{uid} = teamKey: an organizer removes a squatter's team and keeps its account out
 * for the rest of the night (`game:new-night` clears the list).
 */
const now = STARTED_AT + 20 * 60_000;
const ENTRY = `/evicted/${OWNER.uid}`;
const OTHER_NAME = 'spark gap';
/** `tesla coils`, owned by OWNER, on question 2 with its proof, guess and solve. */
const playing = withOrganizer(
  databaseWith(
    teamRecord(2, 10),
    { '1': answers['1'] },
    SCHEDULE,
    { question: 1, proof: answers['1'], at: now - 60_000, count: 1 },
    { '1': now - 60_000 },
  ),
);
const reset = {
  [`user/${TEAM_KEY}`]: null,
  [`proofs/${TEAM_KEY}`]: null,
  [`guesses/${TEAM_KEY}`]: null,
  [`solves/${TEAM_KEY}`]: null,
  [`owners/${OWNER.uid}`]: null,
};
const evict = { ...reset, [`evicted/${OWNER.uid}`]: TEAM_KEY };
const update = (patch: Record<string, unknown>, who: Auth | null = ORGANIZER, db = playing) =>
  db.as(who).update('/', patch, { now }).allowed;
const evicted: Database = withOrganizer(
  playing.as(ORGANIZER).update('/', evict, { now }).newDatabase,
);
const registers = (db: Database, who: Auth, name = TEAM_KEY) =>
  db.as(who).update('/', creation(newTeam({ teamName: name, owner: who.uid }), name, who.uid), {
    now,
  }).allowed;

describe('organizers evict a team', () => {
  it('deletes the team as a reset does and records its account, in one update', () => {
    const result = playing.as(ORGANIZER).update('/', evict, { now });
    expect(result.allowed).toBe(true);
    const after = result.newDatabase.root.$value() as Record<string, Record<string, unknown>>;
    expect(after.evicted).toEqual({ [OWNER.uid]: TEAM_KEY });
    expect(after.user ?? {}).not.toHaveProperty([TEAM_KEY]);
  });

  it('keeps the evicted account from registering again, under any name', () => {
    expect(registers(evicted, OWNER)).toBe(false);
    expect(registers(evicted, OWNER, OTHER_NAME)).toBe(false);
  });

  it('frees the name for any other account', () => {
    expect(registers(evicted, STRANGER)).toBe(true);
  });

  it('lets the same account register again after a plain reset', () => {
    const afterReset = withOrganizer(playing.as(ORGANIZER).update('/', reset, { now }).newDatabase);
    expect(registers(afterReset, OWNER)).toBe(true);
  });

  it('refuses an entry without the deletion of its team, or naming another account or team', () => {
    expect(update({ [`evicted/${OWNER.uid}`]: TEAM_KEY })).toBe(false);
    expect(update({ ...reset, [`evicted/${STRANGER.uid}`]: TEAM_KEY })).toBe(false);
    expect(update({ ...reset, [`evicted/${OWNER.uid}`]: OTHER_NAME })).toBe(false);
    expect(update({ ...reset, [`evicted/${OWNER.uid}`]: true })).toBe(false);
    expect(update({ ...reset, [`evicted/${OWNER.uid}`]: { team: TEAM_KEY } })).toBe(false);
  });

  it('refuses an eviction by a player, even of its own team', () => {
    for (const who of [OWNER, STRANGER, null]) expect(update(evict, who)).toBe(false);
    expect(update({ [`evicted/${STRANGER.uid}`]: TEAM_KEY }, STRANGER)).toBe(false);
  });

  it('never lets a client lift an eviction: the next night does', () => {
    for (const who of [OWNER, STRANGER, ORGANIZER]) {
      expect(evicted.as(who).write(ENTRY, null, { now }).allowed).toBe(false);
      expect(evicted.as(who).write('/evicted', null, { now }).allowed).toBe(false);
    }
  });
});

describe('who reads an eviction', () => {
  it('lets the account read its own entry, and organizers any; nobody else, never the list', () => {
    expect(evicted.as(OWNER).read(ENTRY).allowed).toBe(true);
    expect(evicted.as(ORGANIZER).read(ENTRY).allowed).toBe(true);
    expect(evicted.as(STRANGER).read(ENTRY).allowed).toBe(false);
    expect(evicted.as(null).read(ENTRY).allowed).toBe(false);
    expect(evicted.as(OWNER).read('/evicted').allowed).toBe(false);
    expect(evicted.as(STRANGER).read(`/evicted/${STRANGER.uid}`).allowed).toBe(true);
  });
});
