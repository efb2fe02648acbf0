import { describe, expect, it } from 'vitest';
import { describePlan, planNight } from './night-plan.mjs';

const opensAt = Date.parse('2026-12-05T12:30:00Z');
const night = { opensAt, closesAt: opensAt + 7_200_000 };
const earlier = { opensAt: opensAt - 86_400_000, closesAt: opensAt - 79_200_000 };
const uploads = [
  { qNo: '1', document: { qNo: '1', question: 'I resist.' }, proof: 'p1' },
  { qNo: '2', document: { qNo: '2', question: 'Hear me.', audio: '/a.mp3' }, proof: 'p2' },
];
const empty = { schedule: null, questions: [] };
const base = { offsetMinutes: 330, replace: false, now: opensAt - 60_000 };

function planned(request: Parameters<typeof planNight>[0]) {
  const plan = planNight(request);
  if (!plan.firestore) throw new Error(plan.problem);
  return plan;
}

describe('planning a night', () => {
  it('game:schedule sets the schedule and stamps every riddle', () => {
    const stored = {
      schedule: null,
      questions: [
        { id: '1', opensAt: null },
        { id: '2', opensAt: opensAt },
      ],
    };
    expect(planNight({ ...base, schedule: night, uploads: null, stored })).toEqual({
      firestore: { opensAt, set: [], stamp: ['1', '2'] },
      database: { 'game/schedule': night },
    });
  });

  it('an upload replaces its riddles whole, stamps the others and writes proofs and schedule', () => {
    const stored = {
      schedule: night,
      questions: [
        { id: '2', opensAt },
        { id: '9', opensAt },
      ],
    };
    const plan = planned({ ...base, schedule: night, uploads, stored });
    expect(plan).toEqual({
      firestore: {
        opensAt,
        set: [
          { id: '1', document: uploads[0]?.document },
          { id: '2', document: uploads[1]?.document },
        ],
        stamp: ['9'],
      },
      database: { 'answers/1': 'p1', 'answers/2': 'p2', 'game/schedule': night },
    });
    expect(describePlan(plan)).toBe(
      [
        '  questions/1 = { qNo, question, opensAt }',
        '  questions/2 = { qNo, question, audio, opensAt }',
        '  questions/9: opensAt only, an older answerHash removed',
        '  RTDB answers/{qNo}: 2 proofs',
        '  RTDB game/schedule = { opensAt, closesAt }',
      ].join('\n'),
    );
  });

  it('an upload with --no-schedule writes riddles without opensAt and no schedule', () => {
    const stored = { schedule: null, questions: [{ id: '5', opensAt: null }] };
    const plan = planned({ ...base, schedule: null, uploads, stored });
    expect(plan.firestore).toEqual({ opensAt: null, set: expect.any(Array), stamp: [] });
    expect(plan.database).toEqual({ 'answers/1': 'p1', 'answers/2': 'p2' });
    expect(describePlan(plan)).toContain('questions/1 = { qNo, question }\n');
  });

  it('accepts the same night again, so a command can simply be run twice', () => {
    const stored = { schedule: night, questions: [{ id: '1', opensAt }] };
    expect(planNight({ ...base, schedule: night, uploads, stored }).problem).toBeUndefined();
    expect(
      planNight({ ...base, schedule: night, uploads: null, stored: empty }).problem,
    ).toBeUndefined();
  });
});

describe('refusing a night the databases would disagree with', () => {
  it.each([
    [
      'another stored schedule',
      { schedule: earlier, questions: [] },
      /game\/schedule is Fri 4 Dec 2026, 18:00 \(\+05:30\) to 20:00/,
    ],
    [
      'the same opening but another close',
      { schedule: { ...night, closesAt: night.closesAt + 1000 }, questions: [] },
      /game\/schedule is Sat 5 Dec/,
    ],
    [
      'riddles stamped with another time',
      {
        schedule: null,
        questions: [
          { id: '3', opensAt: earlier.opensAt },
          { id: '7', opensAt: earlier.opensAt },
        ],
      },
      /questions\/3, questions\/7 open at Fri 4 Dec 2026, 18:00 \(\+05:30\)/,
    ],
    [
      'a riddle whose opensAt is not a timestamp',
      { schedule: night, questions: [{ id: '4', opensAt: NaN }] },
      /questions\/4 open at not a timestamp/,
    ],
    [
      'a stored schedule that is not valid',
      { schedule: { opensAt: NaN, closesAt: NaN }, questions: [] },
      /game\/schedule is not valid/,
    ],
  ])('refuses %s unless told --replace', (_label, stored, message) => {
    for (const uploadsOrNone of [uploads, null]) {
      const refused = planNight({ ...base, schedule: night, uploads: uploadsOrNone, stored });
      expect(refused.problem).toMatch(message);
      expect(refused.problem).toMatch(/Nothing was written\. .*--replace/);
      const replaced = planned({
        ...base,
        replace: true,
        schedule: night,
        uploads: uploadsOrNone,
        stored,
      });
      expect(replaced.problem).toBeUndefined();
      expect(replaced.database['game/schedule']).toEqual(night);
    }
  });

  it('refuses --no-schedule when a night is set, pointing to --opens and --hours', () => {
    for (const stored of [
      { schedule: night, questions: [] },
      { schedule: null, questions: [{ id: '1', opensAt }] },
    ]) {
      const refused = planNight({ ...base, schedule: null, uploads, stored });
      expect(refused.problem).toMatch(/Give that night with --opens and --hours/);
      expect(
        planNight({ ...base, replace: true, schedule: null, uploads, stored }).problem,
      ).toBeDefined();
    }
  });
});

describe('refusing a night that has already opened', () => {
  const during = { ...base, now: opensAt + 60_000 };

  it('refuses a new night whose opening has passed: its riddles would be readable at once', () => {
    for (const replace of [false, true]) {
      const refused = planNight({ ...during, replace, schedule: night, uploads, stored: empty });
      expect(refused.problem).toMatch(
        /already opened \(Sat 5 Dec 2026, 18:00 \(\+05:30\) to 20:00\).*Nothing was written/,
      );
    }
    expect(
      planNight({ ...base, now: opensAt, schedule: night, uploads, stored: empty }).problem,
    ).toMatch(/already opened/);
  });

  it('lets the night the databases already hold be written again during it', () => {
    for (const stored of [
      { schedule: night, questions: [] },
      { schedule: null, questions: [{ id: '1', opensAt }] },
    ]) {
      expect(planNight({ ...during, schedule: night, uploads, stored }).problem).toBeUndefined();
    }
    const longer = { ...night, closesAt: night.closesAt + 1_800_000 };
    const stored = { schedule: night, questions: [{ id: '1', opensAt }] };
    expect(
      planNight({ ...during, replace: true, schedule: longer, uploads: null, stored }).problem,
    ).toBeUndefined();
  });

  it('skips the check when now is null (a dry run)', () => {
    expect(
      planNight({ ...base, now: null, schedule: night, uploads, stored: empty }).problem,
    ).toBeUndefined();
  });
});
