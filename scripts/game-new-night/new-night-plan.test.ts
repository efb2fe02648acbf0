import { describe, expect, it } from 'vitest';
import { archiveDate } from '../../src/game/archive.ts';
import { CLEARED_PATHS } from '../../src/game/new-night.ts';
import { describeNewNight, planNewNight } from './new-night-plan.ts';
import { alpha, at, last, next } from '../../src/game/new-night-test-utils.ts';

const afterLast = last.closesAt + 60_000;
const beta = { ...alpha, teamName: 'be.ta', owner: 'uid-b', disqualified: true };
const teams = { alpha, 'be%2Eta': beta };
/** A team as the archive keeps it: its standing, no owner. */
const archivedTeam = (teamName: string, disqualified: boolean) => ({
  teamName,
  question: 4,
  score: 30,
  startedAt: alpha.startedAt,
  timestamp: alpha.timestamp,
  disqualified,
});
const archived = {
  ...last,
  teams: { alpha: archivedTeam('alpha', false), 'be%2Eta': archivedTeam('be.ta', true) },
};
/** What a new night sets to null: every path it clears (cleared-paths.test.ts checks them). */
const cleared = Object.fromEntries(CLEARED_PATHS.map((path) => [path, null]));
const questions = [
  { id: '1', opensAt: last.opensAt },
  { id: '2', opensAt: null },
];
const stored = { schedule: last, teams, archived: null, questions };
const base = { schedule: next, stored, force: false, offsetMinutes: 330, now: afterLast };

type Request = Parameters<typeof planNewNight>[0];

function planned(request: Request) {
  const plan = planNewNight(request);
  if (plan.problem !== undefined) throw new Error(plan.problem);
  return plan;
}

describe('planning a new night', () => {
  it('archives the standings, clears the night and writes the new one in one update', () => {
    const plan = planned(base);
    expect(plan.database).toEqual({
      'archive/2026-12-05': archived,
      ...cleared,
      'game/schedule': next,
    });
    expect(plan.archive).toEqual({ date: '2026-12-05', night: last, teams: 2, write: true });
    expect(plan.firestore).toEqual({
      opensAt: next.opensAt,
      set: [],
      stamp: ['1', '2'],
      remove: [],
    });
  });

  it('copies only the standings: no owner, and disqualified false when the record has none', () => {
    const entry = planned(base).database['archive/2026-12-05'] as typeof archived;
    expect(Object.keys(entry.teams.alpha).sort()).toEqual(
      ['disqualified', 'question', 'score', 'startedAt', 'teamName', 'timestamp'].sort(),
    );
    expect(entry.teams.alpha.disqualified).toBe(false);
    expect(entry.teams['be%2Eta'].disqualified).toBe(true);
  });

  it('dates the archive by the day the night opened in India', () => {
    expect(archiveDate(at('2026-12-05T23:30+05:30'))).toBe('2026-12-05');
    expect(archiveDate(at('2026-12-05T00:30+05:30'))).toBe('2026-12-05');
    expect(archiveDate(at('2026-12-05T19:30Z'))).toBe('2026-12-06');
    const late = { opensAt: at('2026-12-05T23:30+05:30'), closesAt: at('2026-12-06T01:30+05:30') };
    const plan = planned({ ...base, stored: { ...stored, schedule: late }, now: late.closesAt });
    expect(plan.database).toHaveProperty(['archive/2026-12-05']);
  });

  it('refuses while the night is running, unless forced', () => {
    for (const now of [last.opensAt, last.closesAt - 1]) {
      expect(planNewNight({ ...base, now }).problem).toMatch(
        /^A night is running \(Sat 5 Dec 2026, 18:00 \(\+05:30\) to 20:00\): nothing was written.*--force/,
      );
      expect(planned({ ...base, now, force: true }).database).toHaveProperty([
        'archive/2026-12-05',
      ]);
    }
    expect(planned({ ...base, now: last.closesAt }).archive).toMatchObject({ write: true });
  });

  it('keeps an identical archive as it is, and refuses to overwrite a different one', () => {
    const again = planned({ ...base, stored: { ...stored, archived } });
    expect(again.database).not.toHaveProperty(['archive/2026-12-05']);
    expect(again.database).toMatchObject(cleared);
    expect(again.archive).toMatchObject({ date: '2026-12-05', write: false });

    const other = { ...archived, teams: { alpha: { ...archived.teams.alpha, score: 40 } } };
    for (const held of [other, { ...archived, closesAt: last.closesAt + 1 }, true]) {
      const plan = planNewNight({ ...base, force: true, stored: { ...stored, archived: held } });
      expect(plan.problem).toMatch(/^archive\/2026-12-05 already holds another night/);
    }
  });

  it('archives nothing without teams or without a previous night, and says so', () => {
    const empty = planned({ ...base, stored: { ...stored, teams: {} } });
    expect(empty.archive).toEqual({ none: 'no team played the previous night' });
    expect(empty.database).toEqual({ ...cleared, 'game/schedule': next });

    const first = planned({ ...base, stored: { ...stored, schedule: null, teams: {} } });
    expect(first.archive).toEqual({ none: 'there is no previous night in game/schedule' });
    expect(describeNewNight(first)).toContain(
      'nothing archived: there is no previous night in game/schedule',
    );
  });

  it('refuses to clear teams with no night to archive them under, unless forced', () => {
    const orphans = { ...base, stored: { ...stored, schedule: null } };
    expect(planNewNight(orphans).problem).toMatch(/^user\/ holds 2 teams but game\/schedule/);
    expect(planned({ ...orphans, force: true }).database).toEqual({
      ...cleared,
      'game/schedule': next,
    });
  });

  it('refuses records it cannot archive, and a new night that has already opened', () => {
    const broken = { ...stored, teams: { ...teams, odd: { teamName: 'odd' } } };
    expect(planNewNight({ ...base, stored: broken }).problem).toMatch(
      /^Not team records, so they cannot be archived: user\/odd\./,
    );
    expect(planNewNight({ ...base, now: next.opensAt }).problem).toMatch(/already opened/);
  });

  it("names the archived night in India's time, the zone of its date, whatever offset was typed", () => {
    const late = { opensAt: at('2026-12-01T23:32Z'), closesAt: at('2026-12-02T01:32Z') };
    const words = describeNewNight(
      planned({ ...base, stored: { ...stored, schedule: late }, offsetMinutes: 0 }),
    );
    expect(words).toContain(
      'RTDB archive/2026-12-02 = the night of Wed 2 Dec 2026, 05:02 (+05:30) to 07:02, 2 teams',
    );
  });

  it('describes the plan in words', () => {
    expect(describeNewNight(planned(base))).toBe(
      [
        '  RTDB archive/2026-12-05 = the night of Sat 5 Dec 2026, 18:00 (+05:30) to 20:00, 2 teams',
        `  RTDB cleared: ${CLEARED_PATHS.join(', ')}`,
        '  questions/1, 2: opensAt only, an older answerHash removed',
        '  RTDB game/schedule = { opensAt, closesAt }',
      ].join('\n'),
    );
  });
});
