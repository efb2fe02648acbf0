import { describe, expect, it } from 'vitest';
import { describePlan, planSchedule } from './schedule-plan.ts';
import { later, night, opensAt, uploads } from '../common/night-test-fixtures.ts';

const earlier = { opensAt: opensAt - 86_400_000, closesAt: opensAt - 79_200_000 };
/** What RTDB holds after `uploads`: each riddle's proof and accepted spellings. */
const uploaded = { answers: { '1': 'p1', '2': 'p2' }, alternatives: { '1': { a1: true } } };
const empty = { schedule: null, questions: [] };
const base = { offsetMinutes: 330, replace: false, now: opensAt - 60_000, schedule: night };

function planned(request: Parameters<typeof planSchedule>[0]) {
  const plan = planSchedule(request);
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
    expect(planSchedule({ ...base, uploads: null, stored })).toEqual({
      firestore: { opensAt, set: [], stamp: ['1', '2'], remove: [] },
      database: { 'game/schedule': night },
      removed: [],
    });
  });

  it('an upload replaces its riddles whole, removes the stored ones its bank leaves out, and writes proofs and schedule', () => {
    const stored = {
      schedule: night,
      questions: [
        { id: '2', opensAt },
        { id: '9', opensAt },
      ],
      answers: { '2': 'p2', '9': 'p9', '12': 'p12' },
    };
    const gone = (qNo: string) =>
      Object.fromEntries(
        ['answers', 'alternatives', 'aids', 'hints', 'nudges', 'solutions'].map((node) => [
          `${node}/${qNo}`,
          null,
        ]),
      );
    const plan = planned({ ...base, replaceLive: true, uploads, stored });
    expect(plan).toEqual({
      firestore: {
        opensAt,
        set: [
          { id: '1', document: uploads[0]?.document },
          { id: '2', document: uploads[1]?.document },
        ],
        stamp: [],
        remove: ['9'],
      },
      database: {
        'answers/1': 'p1',
        'answers/2': 'p2',
        'alternatives/1': { a1: true },
        'alternatives/2': null,
        ...gone('9'),
        ...gone('12'),
        'game/schedule': night,
      },
      removed: ['9', '12'],
    });
    expect(describePlan(plan)).toBe(
      [
        '  questions/1 = { qNo, question, opensAt }',
        '  questions/2 = { qNo, question, audio, opensAt }',
        '  removed, not in the bank: riddles 9, 12 (questions/{qNo} and RTDB answers, alternatives, aids, hints, nudges, solutions)',
        '  RTDB answers/{qNo}: 2 proofs',
        '  RTDB alternatives/{qNo}: 1 riddle, 1 spelling; cleared for 1 riddle without accept',
        '  RTDB game/schedule = { opensAt, closesAt }',
      ].join('\n'),
    );
  });

  it("replaces each riddle's accepted spellings whole, and names them in counts only", () => {
    const spelled = [
      { ...uploads[0], alternatives: ['a1', 'b1'] },
      { qNo: '3', document: { qNo: '3', question: 'q' }, proof: 'p3', alternatives: ['a3'] },
    ] as typeof uploads;
    const plan = planned({ ...base, uploads: spelled, stored: empty });
    expect(plan.database).toMatchObject({
      'alternatives/1': { a1: true, b1: true },
      'alternatives/3': { a3: true },
    });
    const described = describePlan(plan);
    expect(described).toContain('  RTDB alternatives/{qNo}: 2 riddles, 3 spellings\n');
    for (const proof of ['p1', 'a1', 'b1', 'a3']) expect(described).not.toContain(proof);
  });

  it('an upload with --no-schedule writes riddles without opensAt and no schedule', () => {
    const stored = { schedule: null, questions: [{ id: '1', opensAt: null }] };
    const plan = planned({ ...base, schedule: null, uploads, stored });
    expect(plan.firestore).toEqual({
      opensAt: null,
      set: expect.any(Array),
      stamp: [],
      remove: [],
    });
    expect(plan.database).toEqual({
      'answers/1': 'p1',
      'answers/2': 'p2',
      'alternatives/1': { a1: true },
      'alternatives/2': null,
    });
    expect(describePlan(plan)).toContain('questions/1 = { qNo, question }\n');
  });

  it('accepts the same night again, so a command can simply be run twice', () => {
    const stored = { schedule: night, questions: [{ id: '1', opensAt }] };
    expect(planSchedule({ ...base, uploads, stored }).problem).toBeUndefined();
    expect(planSchedule({ ...base, uploads: null, stored: empty }).problem).toBeUndefined();
  });
});

describe('refusing a night the databases would disagree with', () => {
  it.each([
    [
      'another stored schedule',
      { schedule: later, questions: [] },
      /game\/schedule is Sun 6 Dec 2026, 18:00 \(\+05:30\) to 20:00/,
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
      const refused = planSchedule({ ...base, uploads: uploadsOrNone, stored });
      expect(refused.problem).toMatch(message);
      expect(refused.problem).toMatch(/Nothing was written\. .*--replace/);
      const replaced = planned({
        ...base,
        replace: true,
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
      const refused = planSchedule({ ...base, schedule: null, uploads, stored });
      expect(refused.problem).toMatch(/Give that night with --opens and --hours/);
      expect(
        planSchedule({ ...base, replace: true, schedule: null, uploads, stored }).problem,
      ).toBeDefined();
    }
  });
});

describe('replacing a bank already uploaded', () => {
  it('needs --replace-live when a stored proof or its spellings would change', () => {
    const changes: [string, object][] = [
      ['another answer', { answers: { '1': 'old', '2': 'p2' } }],
      ['a spelling more', { alternatives: {} }],
      ['a spelling less', { alternatives: { '1': { a1: true, b1: true } } }],
      ['other spellings', { alternatives: { '1': { b1: true } }, answers: { '1': 'p1' } }],
      [
        'spellings for a riddle without accept',
        { alternatives: { ...uploaded.alternatives, '2': { x: true } } },
      ],
    ];
    for (const [label, held] of changes) {
      const stored = { schedule: night, questions: [], ...uploaded, ...held };
      const refused = planSchedule({ ...base, uploads, stored });
      expect(refused.problem, label).toMatch(
        /^The databases already hold a bank, and this upload changes the answer or accepted spellings of (riddle 1|riddle 2|riddles 1, 2)\. Nothing was written\. To replace that bank on purpose, run the same command with --replace-live\.$/,
      );
      const replaced = planned({ ...base, replaceLive: true, uploads, stored });
      expect(replaced.database['answers/1'], label).toBe('p1');
    }
  });

  it('names the riddles it would change or remove, never a proof', () => {
    const stored = { ...empty, answers: { '1': 'old1', '2': 'p2', '5': 'p5' } };
    const refused = planSchedule({ ...base, uploads, stored });
    expect(refused.problem).toBe(
      'The databases already hold a bank, and this upload changes the answer or accepted spellings of riddle 1, and removes riddle 5, which the bank leaves out, with their answers, spellings and help. Nothing was written. To replace that bank on purpose, run the same command with --replace-live.',
    );
    expect(refused.problem).not.toMatch(/old1|p2|p5|a1/);
  });

  it('needs --replace-live to remove a stored riddle the bank leaves out, and none for a riddle with no proof', () => {
    const smaller = {
      schedule: night,
      questions: [],
      ...uploaded,
      answers: { ...uploaded.answers, '9': 'p9' },
    };
    expect(planSchedule({ ...base, uploads, stored: smaller }).problem).toMatch(
      /removes riddle 9, which the bank leaves out/,
    );
    const documentOnly = { ...empty, questions: [{ id: '9', opensAt: null }] };
    expect(planned({ ...base, uploads, stored: documentOnly }).removed).toEqual(['9']);
  });

  it('goes ahead without it on a first upload, a run of the same bank again, or new riddles only', () => {
    const stores = [empty, { schedule: night, questions: [{ id: '1', opensAt }], ...uploaded }];
    for (const stored of stores) {
      expect(planSchedule({ ...base, uploads, stored }).problem).toBeUndefined();
    }
  });

  it('leaves game:schedule alone, which writes no answers', () => {
    const stored = { ...empty, answers: { '1': 'old' } };
    expect(planSchedule({ ...base, uploads: null, stored }).problem).toBeUndefined();
  });
});

describe('refusing a night that has already opened', () => {
  const during = { ...base, now: opensAt + 60_000 };

  it('refuses a new night whose opening has passed: its riddles would be readable at once', () => {
    for (const replace of [false, true]) {
      const refused = planSchedule({ ...during, replace, uploads, stored: empty });
      expect(refused.problem).toMatch(
        /already opened \(Sat 5 Dec 2026, 18:00 \(\+05:30\) to 20:00\).*Nothing was written/,
      );
    }
    expect(planSchedule({ ...base, now: opensAt, uploads, stored: empty }).problem).toMatch(
      /already opened/,
    );
  });

  it('lets game:schedule write the night the databases already hold again during it, stamping nothing', () => {
    for (const stored of [
      { schedule: night, questions: [] },
      { schedule: null, questions: [{ id: '1', opensAt }] },
    ]) {
      const plan = planned({ ...during, uploads: null, stored });
      expect(plan.firestore.stamp).toEqual([]);
      expect(plan.database).toEqual({ 'game/schedule': night });
    }
    const longer = { ...night, closesAt: night.closesAt + 1_800_000 };
    const stored = { schedule: night, questions: [{ id: '1', opensAt }] };
    expect(
      planSchedule({ ...during, replace: true, schedule: longer, uploads: null, stored }).problem,
    ).toBeUndefined();
  });

  it('refuses game:schedule stamping a riddle into a night that has opened: it would be readable at once', () => {
    const stored = {
      schedule: night,
      questions: [
        { id: '1', opensAt },
        { id: '2', opensAt: null },
        { id: '3', opensAt: earlier.opensAt },
      ],
    };
    for (const replace of [false, true]) {
      const refused = planSchedule({ ...during, replace, uploads: null, stored });
      expect(refused.problem).toBe(
        'The night Sat 5 Dec 2026, 18:00 (+05:30) to 20:00 has already opened: stamping questions/2, questions/3 with it would make them readable at once. Nothing was written. Run npm run game:new-night first: it archives that night and sets the next one.',
      );
    }
  });

  it('refuses any upload once the stored night has opened, running or over, whatever the flags', () => {
    const over = { ...base, now: night.closesAt + 60_000 };
    const cases = [
      { ...during, stored: { schedule: night, questions: [] } },
      { ...over, stored: { schedule: night, questions: [{ id: '1', opensAt }] } },
      { ...during, schedule: null, stored: { schedule: night, questions: [] } },
      { ...during, stored: { schedule: null, questions: [{ id: '1', opensAt }] } },
    ];
    for (const request of cases) {
      for (const replaceLive of [false, true]) {
        const refused = planSchedule({
          ...request,
          replaceLive,
          uploads,
          stored: { ...request.stored, ...uploaded },
        });
        expect(refused.problem).toMatch(
          /^The night Sat 5 Dec 2026, 18:00 \(\+05:30\) to 20:00 has already opened: an upload now would make its riddles readable and its answers count at once\. Nothing was written\. Run npm run game:new-night first/,
        );
      }
    }
  });

  it('lets --replace move a night that has opened to a later one, hiding its riddles again', () => {
    const stored = { schedule: night, questions: [{ id: '1', opensAt }], ...uploaded };
    for (const uploadsOrNone of [uploads, null]) {
      const moved = planned({
        ...during,
        replace: true,
        schedule: later,
        uploads: uploadsOrNone,
        stored,
      });
      expect(moved.firestore.stamp).toEqual(uploadsOrNone ? [] : ['1']);
      expect(moved.database['game/schedule']).toEqual(later);
    }
  });

  it('points to game:new-night when the night the databases hold is over', () => {
    const stored = { schedule: night, questions: [] };
    const over = planSchedule({
      ...base,
      now: night.closesAt,
      schedule: later,
      uploads: null,
      stored,
    });
    expect(over.problem).toMatch(
      /Run npm run game:new-night: it archives that night and sets the next one\.$/,
    );
    const running = planSchedule({ ...during, schedule: later, uploads: null, stored });
    expect(running.problem).toMatch(/--replace\.$/);
  });
});

describe('a night that has closed', () => {
  const stored = { schedule: night, questions: [{ id: '1', opensAt }] };
  const afterTheClose = { ...base, now: night.closesAt + 5 * 60_000 };
  const longer = { ...night, closesAt: night.closesAt + 3_600_000 };

  it('is never moved or reopened, not even with --replace: its answers have been public since', () => {
    for (const schedule of [longer, { ...night, opensAt: night.opensAt + 1 }, later]) {
      for (const uploadsOrNone of [null, uploads]) {
        for (const replace of [false, true]) {
          const refused = planSchedule({
            ...afterTheClose,
            replace,
            replaceLive: true,
            schedule,
            uploads: uploadsOrNone,
            stored: { ...stored, ...uploaded },
          });
          expect(refused.problem).toBe(
            'The night Sat 5 Dec 2026, 18:00 (+05:30) to 20:00 has closed: its solutions, hints and practice have been public since, so no command moves its close or reopens it, not even with --replace. Nothing was written. Run npm run game:new-night: it archives that night and sets the next one.',
          );
        }
      }
    }
  });

  it('is refused from the very millisecond of its close', () => {
    const atTheClose = { ...base, now: night.closesAt, replace: true };
    expect(
      planSchedule({ ...atTheClose, schedule: longer, uploads: null, stored }).problem,
    ).toMatch(/has closed/);
    expect(
      planSchedule({
        ...atTheClose,
        now: night.closesAt - 1,
        schedule: longer,
        uploads: null,
        stored,
      }).problem,
    ).toBeUndefined();
  });

  it('gives way to game:new-night, which archives it in the same write', () => {
    const next = planned({
      ...afterTheClose,
      replace: true,
      newNight: true,
      schedule: later,
      uploads: null,
      stored,
    });
    expect(next.database['game/schedule']).toEqual(later);
  });

  it('skips the check when now is null (a dry run)', () => {
    expect(planSchedule({ ...base, now: null, uploads, stored: empty }).problem).toBeUndefined();
  });
});
