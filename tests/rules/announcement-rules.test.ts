import type { Auth } from 'targaryen';
import { describe, expect, it } from 'vitest';
import {
  CLOSES_AT,
  databaseWith,
  HOUR,
  OPENS_AT,
  ORGANIZER,
  OWNER,
  SERVER_TIME,
  STRANGER,
  withOrganizer,
} from './rules-fixture.ts';

/** game/announcement and game/frozenAt: posted and cleared by organizers, at the server's time. */
const now = OPENS_AT + HOUR;
const ANNOUNCEMENT = '/game/announcement';
const FROZEN_AT = '/game/frozenAt';
const posted = { text: 'Riddle 7: read "north" for "south".', at: now - 60_000 };
const night = withOrganizer(databaseWith(null));
const announced = withOrganizer(
  night.as(ORGANIZER).write(ANNOUNCEMENT, posted, { now: posted.at }).newDatabase,
);
const frozen = withOrganizer(
  night.as(ORGANIZER).write(FROZEN_AT, SERVER_TIME, { now: now - 1 }).newDatabase,
);
const write = (path: string, value: unknown, who: Auth | null = ORGANIZER, db = night) =>
  db.as(who).write(path, value, { now }).allowed;
const announcement = (overrides: Record<string, unknown> = {}) => ({
  text: 'Riddle 7 has a typo.',
  at: SERVER_TIME,
  ...overrides,
});

describe('game/announcement', () => {
  it("lets an organizer post one at the server's time, replace it and clear it", () => {
    const result = night.as(ORGANIZER).write(ANNOUNCEMENT, announcement(), { now });
    expect(result.allowed).toBe(true);
    expect(result.newDatabase.root.$value()).toMatchObject({
      game: { announcement: { text: 'Riddle 7 has a typo.', at: now } },
    });
    expect(write(ANNOUNCEMENT, announcement(), ORGANIZER, announced)).toBe(true);
    expect(write(ANNOUNCEMENT, null, ORGANIZER, announced)).toBe(true);
  });

  it('takes a text of 1 to 280 characters', () => {
    expect(write(ANNOUNCEMENT, announcement({ text: 'x' }))).toBe(true);
    expect(write(ANNOUNCEMENT, announcement({ text: 'x'.repeat(280) }))).toBe(true);
  });

  it.each([
    ['an empty text', { text: '' }],
    ['a text of 281 characters', { text: 'x'.repeat(281) }],
    ['a text that is not a string', { text: 42 }],
    ['no text', { text: null }],
    ['a backdated time', { at: now - 1 }],
    ['a future time', { at: now + 1 }],
    ['no time', { at: null }],
    ['another child', { author: 'the organizers' }],
  ])('refuses an announcement with %s', (_label, overrides) => {
    expect(write(ANNOUNCEMENT, announcement(overrides))).toBe(false);
  });

  it('refuses changing the text of the posted one without a new time', () => {
    const edit = { 'game/announcement/text': 'Riddle 8 has a typo.' };
    expect(announced.as(ORGANIZER).update('/', edit, { now }).allowed).toBe(false);
    const withTime = { ...edit, 'game/announcement/at': SERVER_TIME };
    expect(announced.as(ORGANIZER).update('/', withTime, { now }).allowed).toBe(true);
  });

  it('refuses posting or clearing by anyone but an organizer', () => {
    for (const who of [OWNER, STRANGER, null]) {
      expect(write(ANNOUNCEMENT, announcement(), who)).toBe(false);
      expect(write(ANNOUNCEMENT, null, who, announced)).toBe(false);
      expect(write(`${ANNOUNCEMENT}/text`, 'Hacked', who, announced)).toBe(false);
    }
  });

  it('is read by everyone, signed in or not', () => {
    for (const who of [OWNER, null])
      expect(announced.as(who).read(ANNOUNCEMENT).allowed).toBe(true);
  });
});

describe('game/frozenAt', () => {
  it("lets an organizer freeze the board at the server's time, and unfreeze it", () => {
    const result = night.as(ORGANIZER).write(FROZEN_AT, SERVER_TIME, { now });
    expect(result.allowed).toBe(true);
    expect(result.newDatabase.root.$value()).toMatchObject({ game: { frozenAt: now } });
    expect(write(FROZEN_AT, null, ORGANIZER, frozen)).toBe(true);
  });

  it.each([
    ['a backdated time', now - 1],
    ['a future time', now + 1],
    ['true', true],
    ['a time as text', String(now)],
  ])('refuses freezing at %s', (_label, value) => {
    expect(write(FROZEN_AT, value)).toBe(false);
  });

  it('refuses a second freeze while frozen, which would move the freeze point later', () => {
    expect(write(FROZEN_AT, SERVER_TIME, ORGANIZER, frozen)).toBe(false);
    const unfrozen = frozen.as(ORGANIZER).write(FROZEN_AT, null, { now }).newDatabase;
    expect(write(FROZEN_AT, SERVER_TIME, ORGANIZER, withOrganizer(unfrozen))).toBe(true);
  });

  it('refuses freezing or unfreezing by anyone but an organizer', () => {
    for (const who of [OWNER, STRANGER, null]) {
      expect(write(FROZEN_AT, SERVER_TIME, who)).toBe(false);
      expect(write(FROZEN_AT, null, who, frozen)).toBe(false);
    }
  });
});

describe('the rest of game/, for organizers too', () => {
  it('refuses the schedule, any other child and the whole node', () => {
    expect(write('/game/schedule', { opensAt: OPENS_AT, closesAt: CLOSES_AT + HOUR })).toBe(false);
    expect(write('/game/schedule/closesAt', CLOSES_AT + HOUR)).toBe(false);
    expect(write('/game/schedule', null)).toBe(false);
    expect(write('/game/banner', 'hello')).toBe(false);
    expect(write('/game', null, ORGANIZER, announced)).toBe(false);
    expect(write('/game', { announcement: announcement(), frozenAt: SERVER_TIME })).toBe(false);
  });
});
