import { isDeepStrictEqual } from 'node:util';
import { SERVER_TIMESTAMP } from '../../src/backend/rtdb/rtdb-rest.ts';
import { answerProof } from '../../src/game/answer-proof.ts';
import { QUESTION_COUNT } from '../../src/game/numbers.ts';
import { aidWrites, proofWrites } from '../../src/backend/rtdb/bank-writes.ts';
import {
  toUploads,
  type BankEntry,
  type Upload,
} from '../../scripts/questions-upload/question-bank.ts';
import type { Context, Riddle } from './context.ts';
import { reasonOf } from '../../scripts/common/game-command.ts';

/** The rehearsal night is open this long, unless the rehearsal closes it first (it does). */
export const NIGHT_MS = 30 * 60_000;
/** Before the opening, the night is set this far ahead: the riddles and registrations stay shut. */
export const OPENS_LATER_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** What the scripted teams type when they are to be wrong. */
export const WRONG_ANSWER = 'not the answer';

/** The nodes a rehearsal replaces and puts back as they were. */
export const RESTORED_NODES = [
  'game',
  'announcement',
  'errata',
  'answers',
  'alternatives',
  'aids',
  'hints',
  'nudges',
  'solutions',
] as const;

/**
 * Why the database is no place for a rehearsal now: a night that runs or opens within 24 hours,
 * or teams on the board. `schedule` as `game/schedule` holds it; `now` on the server's clock.
 */
export function busyReasons(schedule: unknown, teamCount: number, now: number): string[] {
  const reasons: string[] = [];
  const { opensAt, closesAt } = (schedule ?? {}) as Record<string, unknown>;
  if (typeof opensAt === 'number' && typeof closesAt === 'number') {
    if (opensAt <= now && now < closesAt) reasons.push('a night is running now (game/schedule)');
    else if (now < opensAt && opensAt - now <= DAY_MS) {
      const hours = Math.ceil((opensAt - now) / 3_600_000);
      reasons.push(`a night opens within ${hours} hour${hours === 1 ? '' : 's'} (game/schedule)`);
    }
  }
  if (teamCount > 0) {
    reasons.push(`the board holds ${teamCount} team${teamCount === 1 ? '' : 's'} (user/)`);
  }
  return reasons;
}

/**
 * The bank as the rehearsal uploads it: one riddle for each of the game's QUESTION_COUNT, made up
 * where the bank has none, so that every case of the rules finds its riddle's proof.
 */
export function nightBank(bank: BankEntry[]): BankEntry[] {
  const madeUp = Array.from({ length: Math.max(0, QUESTION_COUNT - bank.length) }, (_, index) => {
    const qNo = String(bank.length + index + 1);
    return { qNo, question: `Rehearsal riddle ${qNo}`, answer: `rehearsal answer ${qNo}` };
  });
  return [...bank, ...madeUp].slice(0, QUESTION_COUNT);
}

/**
 * The riddles of the bank, with the proofs of a right answer, of the first accepted spelling
 * (if any) and of a wrong answer, hashed as the browser hashes what a team types: the upload
 * hashes the bank with node:crypto, so a difference shows as a refused proof.
 */
export async function rehearsalRiddles(bank: BankEntry[]): Promise<Riddle[]> {
  return Promise.all(
    bank.map(async (entry) => {
      const [spelling] = entry.accept ?? [];
      return {
        number: Number(entry.qNo),
        qNo: entry.qNo,
        answer: entry.answer,
        right: await answerProof(entry.qNo, entry.answer),
        accepted:
          spelling === undefined
            ? null
            : { typed: spelling, proof: await answerProof(entry.qNo, spelling) },
        wrong: await answerProof(entry.qNo, WRONG_ANSWER),
        nudged: (entry.nudges ?? []).length > 0,
      };
    }),
  );
}

/** Reads what the rehearsal would have to leave alone. */
export async function busyNow(context: Context): Promise<string[]> {
  const { database } = context.admin;
  const schedule = await database.get('game/schedule');
  const teams = await database.get('user', { shallow: true });
  const teamCount = typeof teams === 'object' && teams !== null ? Object.keys(teams).length : 0;
  return busyReasons(schedule, teamCount, Date.now());
}

/**
 * The night, set to open an hour from now, with the riddles the teams play (Firestore, stamped
 * with that opening), the proofs of every riddle of the night's bank (`answers/`) and of their
 * accepted spellings (`alternatives/`) and their help (`aids/`, `hints/`, `nudges/`,
 * `solutions/`), written as questions:upload writes them, and `organizerUid` made an organizer.
 * What RESTORED_NODES held, and the riddle documents it replaces, are noted first, to be put back.
 */
export async function setUpNight(
  context: Context,
  bank: BankEntry[],
  organizerUid: string,
): Promise<void> {
  const { admin, ledger } = context;
  const read = (path: string) => admin.database.get(path);
  for (const node of RESTORED_NODES) await ledger.keep(node, read);
  ledger.note(`admins/${organizerUid}`);
  const uploads: Upload[] = await toUploads(nightBank(bank));
  const played = uploads.slice(0, context.riddles.length);
  const opensAt = Date.now() + OPENS_LATER_MS;
  if (admin.riddles) {
    ledger.riddles = await admin.riddles.snapshot(played.map(({ qNo }) => qNo));
    const documents = played.map(({ qNo, document }) => ({ id: qNo, document }));
    await admin.riddles.write(documents, opensAt);
  }
  await admin.database.update({
    game: { schedule: { opensAt, closesAt: opensAt + NIGHT_MS } },
    ...proofWrites(uploads),
    ...aidWrites(uploads),
    [`admins/${organizerUid}`]: true,
  });
}

async function stampNow(context: Context, path: string): Promise<number> {
  const before = Date.now();
  const written = await context.admin.database.update({ [path]: SERVER_TIMESTAMP });
  const after = Date.now();
  const stamped = written[path] ?? (await context.admin.database.get(path));
  if (typeof stamped !== 'number') throw new Error(`The database did not stamp ${path}.`);
  // The server's clock against this machine's: the stamp fell between sending and the answer.
  context.clock.offset = stamped - (before + after) / 2;
  return stamped;
}

/** Opens the night at the server's time now (riddles too), for NIGHT_MS. */
export async function openNight(context: Context): Promise<{ opensAt: number; closesAt: number }> {
  const opensAt = await stampNow(context, 'game/schedule/opensAt');
  const closesAt = opensAt + NIGHT_MS;
  await context.admin.database.update({ 'game/schedule/closesAt': closesAt });
  await context.admin.riddles?.open(context.riddles.map(({ qNo }) => qNo));
  return { opensAt, closesAt };
}

export interface CleanupReport {
  problems: string[];
  lines: string[];
}

/**
 * Puts back everything in the ledger, whatever failed before: database paths (last written
 * first), riddle documents, accounts. Then checks: no team of this run left, the restored
 * nodes as they were, no account left.
 */
export async function cleanUp(context: Context): Promise<CleanupReport> {
  const { admin, ledger } = context;
  const problems: string[] = [];
  const lines: string[] = [];
  const attempt = async (what: string, work: () => Promise<string | null>) => {
    try {
      const done = await work();
      if (done) lines.push(done);
    } catch (error) {
      problems.push(`${what}: ${reasonOf(error)}`);
    }
  };
  const originals = new Map<string, unknown>();
  await attempt('database', async () => {
    for (const node of RESTORED_NODES) {
      if (ledger.isNoted(node)) originals.set(node, ledger.originalOf(node));
    }
    for (const update of ledger.undoUpdates()) await admin.database.update(update);
    return `${ledger.paths} database paths put back`;
  });
  await attempt('riddles', async () => {
    if (!admin.riddles || !ledger.riddles) return null;
    await admin.riddles.restore(ledger.riddles);
    const restored = [...ledger.riddles.values()].filter((held) => held !== null).length;
    return `${ledger.riddles.size} riddle documents put back (${restored} restored, ${ledger.riddles.size - restored} deleted)`;
  });
  await attempt('accounts', async () => {
    if (ledger.accounts.length === 0) return null;
    const deleted = await admin.auth.deleteAccounts(ledger.accounts);
    return `${deleted} of ${ledger.accounts.length} accounts deleted`;
  });
  await attempt('check', async () => {
    const teams = await admin.database.get('user', { shallow: true });
    const marker = `rehearsal ${context.runId} `;
    const left = Object.keys((teams as object | null) ?? {}).filter((key) =>
      key.startsWith(marker),
    );
    if (left.length > 0) problems.push(`${left.length} rehearsal teams are still on the board`);
    for (const [node, original] of originals) {
      if (!isDeepStrictEqual(await admin.database.get(node), original)) {
        problems.push(`${node} is not as it was before the rehearsal`);
      }
    }
    const accounts =
      ledger.accounts.length === 0 ? 0 : await admin.auth.countAccounts(ledger.accounts);
    if (accounts > 0) problems.push(`${accounts} rehearsal accounts are still there`);
    return problems.length === 0
      ? `checked: no rehearsal team or account left, ${[...originals.keys()].join(', ')} as before`
      : null;
  });
  return { problems, lines };
}
