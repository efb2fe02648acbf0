import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { runScheduleCommand } from './schedule-command.ts';
import { answerProof } from '../../src/game/answer-proof.ts';
import { adminNightStore } from '../common/night-store.ts';
import { night, opensAt } from '../common/night-test-fixtures.ts';
import { emulators } from '../common/night-store-test-utils.ts';

const NIGHT_ARGS = ['--opens', '2026-12-05T18:00+05:30', '--hours', '2'];
const now = () => opensAt - 86_400_000;
const bank = [
  { qNo: '1', question: 'I resist.', answer: 'ohm' },
  {
    qNo: '2',
    question: 'Hear me.',
    answer: 'buzzer',
    accept: ['buzz-er', 'piezo buzzer'],
    audio: '/audio/cos/buzz.mp3',
  },
];
/** What RTDB holds once `bank` is uploaded. */
const uploadedBank = {
  answers: { '1': await answerProof('1', 'ohm'), '2': await answerProof('2', 'buzzer') },
  alternatives: {
    '2': {
      [await answerProof('2', 'buzz-er')]: true,
      [await answerProof('2', 'piezo buzzer')]: true,
    },
  },
};

type Call = [string, ...unknown[]];

/** firebase-admin's Firestore and Database as far as the store uses them, recording every write. */
function recordedAdmin(held: {
  schedule?: unknown;
  docs?: Record<string, Record<string, unknown>>;
  bank?: { answers?: Record<string, string>; alternatives?: Record<string, object> };
}) {
  const calls: Call[] = [];
  const docs = held.docs ?? {};
  const firestore = {
    collection: (name: string) => ({
      select: () => ({
        get: async () => ({
          docs: Object.entries(docs).map(([id, data]) => ({
            id,
            get: (field: string) => data[field],
          })),
        }),
      }),
      doc: (id: string) => ({ path: `${name}/${id}` }),
    }),
    batch: () => ({
      set: (ref: { path: string }, data: unknown) => calls.push(['set', ref.path, data]),
      update: (ref: { path: string }, data: unknown) => calls.push(['update', ref.path, data]),
      delete: (ref: { path: string }) => calls.push(['delete', ref.path]),
      commit: async () => calls.push(['commit']),
    }),
  };
  const database = {
    ref: (path?: string) => ({
      get: async () => ({
        val: () => {
          if (path === 'game/schedule') return held.schedule ?? null;
          return held.bank?.[path as 'answers' | 'alternatives'] ?? null;
        },
      }),
      update: async (updates: unknown) => calls.push(['rtdb update', path ?? '/', updates]),
    }),
  };
  return {
    calls,
    fakes: { firestore, database },
    store: adminNightStore({ firestore, database, Timestamp, FieldValue }),
  };
}

/** Runs questions:upload when `argv` names a bank first, else game:schedule. */
async function run(
  argv: string[],
  options: {
    held?: Parameters<typeof recordedAdmin>[0];
    failing?: Partial<ReturnType<typeof adminNightStore>>;
    env?: NodeJS.ProcessEnv;
    bankText?: string;
    now?: () => number;
  } = {},
) {
  const admin = recordedAdmin(options.held ?? {});
  const close = vi.fn(async () => undefined);
  const openStore = vi.fn(async () => ({ store: { ...admin.store, ...options.failing }, close }));
  const out: string[] = [];
  const code = await runScheduleCommand({
    argv,
    withBank: argv[0] === 'bank.json',
    env: options.env ?? emulators,
    readText: async () => options.bankText ?? JSON.stringify(bank),
    openStore,
    log: (line: string) => out.push(line),
    error: (line: string) => out.push(`ERROR ${line}`),
    now: options.now ?? now,
  });
  return { code, calls: admin.calls, openStore, close, out: out.join('\n') };
}

const stamp = Timestamp.fromMillis(opensAt);
/** A stamp also deletes an older upload's answerHash, which firestore.rules refuse to serve. */
const stamped = { opensAt: stamp, answerHash: FieldValue.delete() };

describe('npm run game:schedule', () => {
  it('stamps every riddle with opensAt as a Timestamp, deleting answerHash, then writes game/schedule', async () => {
    const held = { docs: { '1': { answerHash: 'old' }, '2': { opensAt: stamp } } };
    const { code, calls, close, out } = await run(NIGHT_ARGS, { held });
    expect(code).toBe(0);
    expect(calls).toEqual([
      ['update', 'questions/1', stamped],
      ['update', 'questions/2', stamped],
      ['commit'],
      ['rtdb update', '/', { 'game/schedule': night }],
    ]);
    expect(close).toHaveBeenCalledOnce();
    expect(out).toContain(
      'Game night: Sat 5 Dec 2026, 18:00 (+05:30) to 20:00.\n2 riddles open then.',
    );
  });

  it('writes nothing and says why when another night is stored', async () => {
    const held = { schedule: { opensAt: opensAt - 3_600_000, closesAt: opensAt } };
    const { code, calls, close, out } = await run(NIGHT_ARGS, { held });
    expect(code).toBe(1);
    expect(calls).toEqual([]);
    expect(close).toHaveBeenCalledOnce();
    expect(out).toMatch(
      /game\/schedule is Sat 5 Dec 2026, 17:00 \(\+05:30\) to 18:00\nNothing was written/,
    );
  });

  it('moves a night that has not closed with --replace', async () => {
    const held = {
      schedule: { opensAt: opensAt + 3_600_000, closesAt: opensAt + 7_200_000 },
      docs: { '1': { opensAt: Timestamp.fromMillis(opensAt + 3_600_000) } },
    };
    const { code, calls } = await run([...NIGHT_ARGS, '--replace'], { held });
    expect(code).toBe(0);
    expect(calls).toContainEqual(['update', 'questions/1', stamped]);
    expect(calls).toContainEqual(['rtdb update', '/', { 'game/schedule': night }]);
  });

  it('refuses to move the close of a night that has closed, even with --replace, writing nothing', async () => {
    const closed = { opensAt: opensAt - 3 * 3_600_000, closesAt: opensAt - 3_600_000 };
    const held = {
      schedule: closed,
      docs: { '1': { opensAt: Timestamp.fromMillis(closed.opensAt) } },
    };
    const longer = ['--opens', '2026-12-05T15:00+05:30', '--hours', '5', '--replace'];
    const { code, calls, out } = await run(longer, {
      held,
      now: () => closed.closesAt + 5 * 60_000,
    });
    expect(code).toBe(1);
    expect(calls).toEqual([]);
    expect(out).toMatch(
      /^ERROR The night Sat 5 Dec 2026, 15:00 \(\+05:30\) to 17:00 has closed: .* no command moves its close or reopens it, not even with --replace\. Nothing was written\. Run npm run game:new-night/,
    );
  });

  it('connects to nothing on --dry-run, a bad argument or a missing target', async () => {
    const cases: [string[], NodeJS.ProcessEnv][] = [
      [[...NIGHT_ARGS, '--dry-run'], emulators],
      [['--opens', '2026-12-05T18:00', '--hours', '2'], emulators],
      [NIGHT_ARGS, {}],
    ];
    for (const [argv, env] of cases) {
      const { openStore, code, out } = await run(argv, { env });
      expect(openStore).not.toHaveBeenCalled();
      expect(code).toBe(argv.includes('--dry-run') ? 0 : 1);
      expect(out).toMatch(/Would write|no UTC offset|GOOGLE_APPLICATION_CREDENTIALS/);
    }
  });

  it('refuses a night that has already opened, and warns of it on --dry-run', async () => {
    const late = () => opensAt + 1;
    const refused = await run(NIGHT_ARGS, { now: late });
    expect(refused.code).toBe(1);
    expect(refused.calls).toEqual([]);
    expect(refused.out).toMatch(/already opened .*every riddle would be readable at once/);

    const dry = await run([...NIGHT_ARGS, '--dry-run'], { now: late });
    expect(dry.code).toBe(0);
    expect(dry.out).toMatch(/already opened: the real run refuses it/);
    expect((await run([...NIGHT_ARGS, '--dry-run'])).out).not.toMatch(/already opened/);
  });

  it('writes only game/schedule into the night it holds once that has opened, stamping nothing', async () => {
    const held = { schedule: night, docs: { '1': { opensAt: stamp } } };
    const longer = ['--opens', '2026-12-05T18:00+05:30', '--hours', '3', '--replace'];
    const { code, calls, out } = await run(longer, { held, now: () => opensAt + 1 });
    expect(code).toBe(0);
    expect(calls).toEqual([
      ['rtdb update', '/', { 'game/schedule': { ...night, closesAt: opensAt + 10_800_000 } }],
    ]);
    expect(out).toMatch(/to 21:00\.\nIt has opened: its riddles stay as they are\.$/);
  });

  it('refuses to stamp a riddle into a night that has opened, pointing to game:new-night', async () => {
    const held = { schedule: night, docs: { '1': { opensAt: stamp }, '2': { question: 'q' } } };
    const refused = await run(NIGHT_ARGS, { held, now: () => night.closesAt + 1 });
    expect(refused.code).toBe(1);
    expect(refused.calls).toEqual([]);
    expect(refused.out).toBe(
      'ERROR The night Sat 5 Dec 2026, 18:00 (+05:30) to 20:00 has already opened: stamping questions/2 with it would make it readable at once. Nothing was written. Run npm run game:new-night first: it archives that night and sets the next one.',
    );
  });

  it('tells a failed read, which wrote nothing, from a failed write, to be run again', async () => {
    const offline = async () => Promise.reject(new Error('offline'));
    const read = await run(NIGHT_ARGS, { failing: { readQuestions: offline } });
    expect(read).toMatchObject({
      code: 1,
      out: 'ERROR Reading failed: offline\nNothing was written.',
    });
    expect(read.close).toHaveBeenCalledOnce();
    expect(read.calls).toEqual([]);
    const written = await run(NIGHT_ARGS, { failing: { updateDatabase: offline } });
    expect(written).toMatchObject({
      code: 1,
      out: 'ERROR Writing failed: offline\nThe databases may disagree now: run the same command again.',
    });
    expect(written.close).toHaveBeenCalledOnce();
  });
});

describe('a database that does not answer', () => {
  const never = () => new Promise<never>(() => undefined);
  const quick = { ...emulators, GAME_COMMAND_TIMEOUT_MS: '20' };

  /** Runs the command on the store built from its own target, with `stall` calls never answering. */
  async function stalled(
    argv: string[],
    stall: 'rtdb read' | 'firestore read' | 'firestore write',
  ) {
    const admin = recordedAdmin({});
    const { firestore, database } = admin.fakes;
    const fakes = {
      firestore: {
        ...firestore,
        collection: (name: string) => ({
          ...firestore.collection(name),
          select: () => ({ get: stall === 'firestore read' ? never : async () => ({ docs: [] }) }),
        }),
        batch: () => ({
          ...firestore.batch(),
          commit: stall === 'firestore write' ? never : firestore.batch().commit,
        }),
      },
      database: {
        ref: (path?: string) => ({
          ...database.ref(path),
          ...(stall === 'rtdb read' && { get: never }),
        }),
      },
    };
    const close = vi.fn(async () => undefined);
    const lines: string[] = [];
    const code = await runScheduleCommand({
      argv,
      withBank: argv[0] === 'bank.json',
      env: quick,
      readText: async () => JSON.stringify(bank),
      openStore: async (target: object) => ({
        store: adminNightStore({ ...fakes, Timestamp, FieldValue, target }),
        close,
      }),
      log: (line: string) => lines.push(line),
      error: (line: string) => lines.push(`ERROR ${line}`),
      now,
    });
    return { code, closed: close.mock.calls.length, out: lines.join('\n'), calls: admin.calls };
  }

  it('says in one line which service at which host did not answer, and that nothing was written', async () => {
    for (const argv of [NIGHT_ARGS, ['bank.json', ...NIGHT_ARGS]]) {
      expect(await stalled(argv, 'rtdb read')).toEqual({
        code: 1,
        closed: 1,
        out: 'ERROR The Realtime Database at 127.0.0.1:2 did not answer within 0.02 s. Nothing was written.',
        calls: [],
      });
      expect(await stalled(argv, 'firestore read')).toEqual({
        code: 1,
        closed: 1,
        out: 'ERROR Firestore at 127.0.0.1:1 did not answer within 0.02 s. Nothing was written.',
        calls: [],
      });
    }
  });

  it('does not claim that nothing was written when a write never answered, nor write more', async () => {
    const stuck = await stalled(['bank.json', ...NIGHT_ARGS], 'firestore write');
    expect(stuck).toMatchObject({
      code: 1,
      closed: 1,
      out: 'ERROR Firestore at 127.0.0.1:1 did not answer within 0.02 s. The write may or may not have landed: run the same command again.',
    });
    expect(stuck.calls.some(([kind]) => kind === 'rtdb update')).toBe(false);
  });
});

describe('npm run questions:upload', () => {
  it('writes each riddle whole with opensAt, the proofs and the schedule in one RTDB update', async () => {
    const held = { docs: { '1': { opensAt: stamp, answerHash: 'old' } } };
    const { code, calls, out } = await run(['bank.json', ...NIGHT_ARGS], { held });
    expect(code).toBe(0);
    const sets = calls.filter(([kind]) => kind === 'set');
    expect(sets.map(([, path]) => path)).toEqual(['questions/1', 'questions/2']);
    expect(sets.map(([, , data]) => data)).toEqual([
      { qNo: '1', question: 'I resist.', opensAt: stamp },
      { qNo: '2', question: 'Hear me.', audio: '/audio/cos/buzz.mp3', opensAt: stamp },
    ]);
    expect(calls.at(-1)).toEqual([
      'rtdb update',
      '/',
      {
        'answers/1': await answerProof('1', 'ohm'),
        'answers/2': await answerProof('2', 'buzzer'),
        'alternatives/1': null,
        'alternatives/2': uploadedBank.alternatives['2'],
        ...Object.fromEntries(
          ['hints', 'nudges', 'solutions', 'aids'].flatMap((node) => [
            [`${node}/1`, null],
            [`${node}/2`, null],
          ]),
        ),
        'game/schedule': night,
      },
    ]);
    expect(out).toContain('Uploaded 2 riddles and 2 answer proofs.');
    expect(out).toContain(
      '  RTDB alternatives/{qNo}: 1 riddle, 2 spellings; cleared for 1 riddle without accept\n',
    );
    const proofs = [
      ...Object.values(uploadedBank.answers),
      ...Object.keys(uploadedBank.alternatives['2']),
    ];
    for (const secret of ['ohm', 'buzz', 'piezo', ...proofs]) expect(out).not.toContain(secret);
  });

  it('needs --replace-live to change a bank already uploaded, and runs the same bank again without it', async () => {
    const held = { schedule: night, bank: { answers: { '1': 'old' } } };
    const refused = await run(['bank.json', ...NIGHT_ARGS], { held });
    expect(refused.code).toBe(1);
    expect(refused.calls).toEqual([]);
    expect(refused.out).toBe(
      'ERROR The databases already hold a bank, and this upload changes the answer or accepted spellings of riddle 1. Nothing was written. To replace that bank on purpose, run the same command with --replace-live.',
    );
    const replaced = await run(['bank.json', ...NIGHT_ARGS, '--replace-live'], {
      held,
    });
    expect(replaced.code).toBe(0);
    expect(replaced.calls.at(-1)?.[2]).toMatchObject({
      'answers/1': await answerProof('1', 'ohm'),
    });

    const again = await run(['bank.json', ...NIGHT_ARGS], {
      held: { schedule: night, bank: uploadedBank },
    });
    expect(again.code).toBe(0);
  });

  it('refuses to upload into a night that has opened, even with --replace-live, pointing to game:new-night', async () => {
    for (const now of [() => opensAt, () => night.closesAt + 60_000]) {
      for (const flag of [[], ['--replace-live']]) {
        const refused = await run(['bank.json', ...NIGHT_ARGS, ...flag], {
          held: { schedule: night, bank: uploadedBank },
          now,
        });
        expect(refused.code).toBe(1);
        expect(refused.calls).toEqual([]);
        expect(refused.out).toMatch(
          /^ERROR The night Sat 5 Dec 2026, 18:00 \(\+05:30\) to 20:00 has already opened: .*Nothing was written\. Run npm run game:new-night first: it archives that night and sets the next one\. Then upload for the next night\.$/,
        );
      }
    }
  });

  it('lists on --dry-run the fields it would write, none derived from an answer', async () => {
    const { code, openStore, out } = await run(['bank.json', ...NIGHT_ARGS, '--dry-run']);
    expect(code).toBe(0);
    expect(openStore).not.toHaveBeenCalled();
    expect(out).toContain('questions/1 = { qNo, question, opensAt }');
    expect(out).toContain('questions/2 = { qNo, question, audio, opensAt }');
    expect(out).toContain('RTDB alternatives/{qNo}: 1 riddle, 2 spellings;');
    expect(out).not.toMatch(/hash|answer\b|buzz|piezo|[0-9a-f]{64}/i);
  });

  it('warns on --dry-run that the real run refuses a night that has already opened', async () => {
    const dry = await run(['bank.json', ...NIGHT_ARGS, '--dry-run'], {
      now: () => opensAt,
    });
    expect(dry.out).toMatch(/It has already opened: the real run refuses it\.$/);
  });

  it('uploads hidden riddles with --no-schedule, and refuses that once a night is set', async () => {
    const hidden = await run(['bank.json', '--no-schedule']);
    expect(hidden.code).toBe(0);
    expect(hidden.calls.find(([kind]) => kind === 'set')?.[2]).not.toHaveProperty('opensAt');
    expect(hidden.out).toContain('the riddles stay unreadable until npm run game:schedule');

    const refused = await run(['bank.json', '--no-schedule'], {
      held: { schedule: night },
    });
    expect(refused.code).toBe(1);
    expect(refused.calls).toEqual([]);
  });

  it('refuses an invalid bank before connecting', async () => {
    const banks: [string, RegExp][] = [
      ['[{"qNo": "1", "question": "q"}]', /not valid:\n- Entry 1: answer must be/],
      ['[{"answer": "sesame"', /not valid JSON/],
    ];
    for (const [bankText, message] of banks) {
      const { code, openStore, out } = await run(['bank.json', ...NIGHT_ARGS], {
        bankText,
      });
      expect(code).toBe(1);
      expect(openStore).not.toHaveBeenCalled();
      expect(out).toMatch(message);
      expect(out).not.toContain('sesame');
    }
  });
});
