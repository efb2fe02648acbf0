import targaryen from 'targaryen';
import { describe, expect, it } from 'vitest';
import { CLOSES_AT, databaseRules, OPENS_AT, ORGANIZER, OWNER, STRANGER } from './rules-fixture.ts';

/** archive/{date}: past nights, read by everyone; admins/{uid}: who organizes. Only firebase-admin writes either. */
const DATE = '2026-12-05';
const NIGHT = `/archive/${DATE}`;
const now = CLOSES_AT + 24 * 3_600_000;
const pastNight = {
  opensAt: OPENS_AT,
  closesAt: CLOSES_AT,
  teams: {
    'tesla coils': {
      teamName: 'tesla coils',
      question: 5,
      score: 40,
      startedAt: OPENS_AT,
      timestamp: OPENS_AT + 600_000,
      disqualified: false,
    },
  },
};
const db = targaryen.database(
  databaseRules,
  { archive: { [DATE]: pastNight }, admins: { [ORGANIZER.uid]: true } },
  now,
);
const everyone = [null, OWNER, STRANGER, ORGANIZER];

describe('archive', () => {
  it('is read by everyone, signed in or not: the list and each night', () => {
    for (const who of everyone) {
      expect(db.as(who).read('/archive').allowed).toBe(true);
      expect(db.as(who).read(NIGHT).allowed).toBe(true);
      expect(db.as(who).read(`${NIGHT}/teams/tesla coils/score`).allowed).toBe(true);
    }
  });

  it('is written by no client, organizers included: no new night, no change, no delete', () => {
    for (const who of everyone) {
      const as = db.as(who);
      expect(as.write('/archive/2027-12-04', pastNight, { now }).allowed).toBe(false);
      expect(as.write(`${NIGHT}/teams/tesla coils/score`, 210, { now }).allowed).toBe(false);
      expect(
        as.write(`${NIGHT}/teams/forged`, pastNight.teams['tesla coils'], { now }).allowed,
      ).toBe(false);
      expect(as.write(NIGHT, null, { now }).allowed).toBe(false);
      expect(as.write('/archive', null, { now }).allowed).toBe(false);
      expect(as.update('/', { [`archive/${DATE}/closesAt`]: now }, { now }).allowed).toBe(false);
    }
  });
});

describe('admins', () => {
  it('lets an account read its own entry, and nobody the list or another entry', () => {
    expect(db.as(ORGANIZER).read(`/admins/${ORGANIZER.uid}`).allowed).toBe(true);
    expect(db.as(OWNER).read(`/admins/${OWNER.uid}`).allowed).toBe(true);
    expect(db.as(OWNER).read(`/admins/${ORGANIZER.uid}`).allowed).toBe(false);
    expect(db.as(null).read(`/admins/${ORGANIZER.uid}`).allowed).toBe(false);
    for (const who of everyone) expect(db.as(who).read('/admins').allowed).toBe(false);
  });

  it('is written by no client: no one makes themselves or anyone an organizer, or removes one', () => {
    for (const who of everyone) {
      const as = db.as(who);
      expect(as.write(`/admins/${OWNER.uid}`, true, { now }).allowed).toBe(false);
      expect(as.write(`/admins/${STRANGER.uid}`, true, { now }).allowed).toBe(false);
      expect(as.write(`/admins/${ORGANIZER.uid}`, null, { now }).allowed).toBe(false);
      expect(as.write('/admins', null, { now }).allowed).toBe(false);
    }
  });
});
