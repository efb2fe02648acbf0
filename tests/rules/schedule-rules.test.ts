import { describe, expect, it } from 'vitest';
import {
  advance,
  answers,
  CLOSES_AT,
  creation,
  databaseWith,
  HOUR,
  newTeam,
  OPENS_AT,
  OWNER,
  SCHEDULE,
  SERVER_TIME,
  STRANGER,
  teamRecord,
} from './rules-fixture.ts';

const MINUTE = 60_000;
const advanceTo2 = advance(1, 0);

describe('the night schedule: registration', () => {
  const create = (now: number, schedule: Partial<typeof SCHEDULE> | null = SCHEDULE) =>
    databaseWith(null, {}, schedule).as(OWNER).update('/', creation(newTeam()), { now }).allowed;

  it('refuses a team one millisecond before the night opens, and takes one at opensAt', () => {
    expect(create(OPENS_AT - 1)).toBe(false);
    expect(create(OPENS_AT)).toBe(true);
  });

  it('takes a team during the night, up to the last millisecond before closesAt', () => {
    expect(create(OPENS_AT + HOUR)).toBe(true);
    expect(create(CLOSES_AT - 1)).toBe(true);
  });

  it('refuses a team at closesAt and after', () => {
    expect(create(CLOSES_AT)).toBe(false);
    expect(create(CLOSES_AT + HOUR)).toBe(false);
  });

  it('refuses every team when no night is scheduled, or only half of one', () => {
    expect(create(OPENS_AT + MINUTE, null)).toBe(false);
    expect(create(OPENS_AT + MINUTE, { opensAt: OPENS_AT })).toBe(false);
    expect(create(OPENS_AT + MINUTE, { closesAt: CLOSES_AT })).toBe(false);
  });

  it('refuses a schedule whose times are not numbers', () => {
    const asText = { opensAt: String(OPENS_AT), closesAt: String(CLOSES_AT) } as never;
    expect(create(OPENS_AT + MINUTE, asText)).toBe(false);
  });
});

describe('the night schedule: advances', () => {
  /** A team that started 10 minutes before the close: the close comes before its hour is up. */
  const lateStart = CLOSES_AT - 10 * MINUTE;
  const lateTeam = (schedule: Partial<typeof SCHEDULE> | null = SCHEDULE) =>
    databaseWith(
      { ...teamRecord(1, 0, lateStart), startedAt: lateStart },
      { '1': answers['1'] },
      schedule,
    );
  const advance = (now: number, schedule?: Partial<typeof SCHEDULE> | null) =>
    lateTeam(schedule).as(OWNER).update('/', advanceTo2, { now }).allowed;

  it('lets a team advance until the millisecond before closesAt, even inside its hour', () => {
    expect(advance(CLOSES_AT - 1)).toBe(true);
    expect(advance(CLOSES_AT)).toBe(false);
    expect(advance(CLOSES_AT + MINUTE)).toBe(false);
  });

  it('refuses every advance when the schedule is gone', () => {
    expect(advance(lateStart + MINUTE, null)).toBe(false);
    expect(advance(lateStart + MINUTE, { opensAt: OPENS_AT })).toBe(false);
  });

  it('still ends a team that started early at startedAt + 60 minutes, before the close', () => {
    const early = databaseWith(teamRecord(1, 0), { '1': answers['1'] });
    const startedAt = teamRecord(1, 0).startedAt;
    expect(startedAt + HOUR).toBeLessThan(CLOSES_AT);
    expect(early.as(OWNER).update('/', advanceTo2, { now: startedAt + HOUR - 1 }).allowed).toBe(
      true,
    );
    expect(early.as(OWNER).update('/', advanceTo2, { now: startedAt + HOUR }).allowed).toBe(false);
  });
});

describe('the game node', () => {
  const night = databaseWith(null);
  const now = OPENS_AT + MINUTE;

  it('is readable by everyone, signed in or not', () => {
    expect(night.as(null).read('/game').allowed).toBe(true);
    expect(night.as(null).read('/game/schedule').allowed).toBe(true);
    expect(night.as(OWNER).read('/game/schedule/closesAt').allowed).toBe(true);
  });

  it('is written by no client: not the schedule, not a new child, not a delete', () => {
    for (const who of [OWNER, STRANGER, null]) {
      const as = night.as(who);
      expect(
        as.write('/game/schedule', { opensAt: 0, closesAt: CLOSES_AT + HOUR }, { now }).allowed,
      ).toBe(false);
      expect(as.write('/game/schedule/closesAt', CLOSES_AT + HOUR, { now }).allowed).toBe(false);
      expect(as.write('/game/schedule', null, { now }).allowed).toBe(false);
      expect(as.write('/game/frozenAt', SERVER_TIME, { now }).allowed).toBe(false);
      expect(as.write('/game', null, { now }).allowed).toBe(false);
    }
  });

  it('cannot be moved by a multi-path update that also creates a team', () => {
    const early = OPENS_AT - HOUR;
    const both = { 'game/schedule/opensAt': early, ...creation(newTeam()) };
    expect(night.as(OWNER).update('/', both, { now: early + 1 }).allowed).toBe(false);
  });
});
