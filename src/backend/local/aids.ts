import { answerProof } from '@/game/answer-proof.ts';
import { MINUTE_MS } from '@/game/hints.ts';
import type { GuessRecord, NightState, RiddleAids, TeamRecord } from '@/game/types.ts';
import type { AidPort, GameIdentity } from '../ports.ts';
import type { BankEntry } from './questions.ts';
import { GUESSES_STORAGE_KEY, OWNERS_STORAGE_KEY, readTable, TEAMS_STORAGE_KEY } from './tables.ts';

export interface LocalAidsOptions {
  storage: Storage;
  now: () => number;
  bank: readonly BankEntry[];
  /** The night now (its close, and the hints released). */
  night: () => NightState;
}

/** What help the bank gives riddle `entry`, as `aids/{q}` says it. */
function aidsOf(entry: BankEntry): RiddleAids {
  return {
    hints: (entry.hints ?? []).map(({ after }) => after),
    nudges: (entry.nudges ?? []).length > 0,
    solution: entry.solution !== undefined,
  };
}

/** A riddle's help from the sample bank, held to the rules of rules/database/aids.ts. */
export function createLocalAids({ storage, now, bank, night }: LocalAidsOptions): AidPort {
  const byNumber = new Map(bank.map((entry) => [Number(entry.qNo), entry]));
  const closed = () => {
    const { schedule } = night();
    return schedule !== null && now() >= schedule.closesAt;
  };

  /** The identity's team, on riddle `qNo`, and its key; null otherwise. */
  function teamOn(identity: GameIdentity | null, qNo: number) {
    const key = identity ? readTable<string>(storage, OWNERS_STORAGE_KEY)[identity.uid] : undefined;
    const team = key ? readTable<TeamRecord>(storage, TEAMS_STORAGE_KEY)[key] : undefined;
    return key && team?.question === qNo ? { key, team } : null;
  }

  return {
    async getAids() {
      return Object.fromEntries(bank.map((entry) => [entry.qNo, aidsOf(entry)]));
    },
    async readHint(identity, qNo, n) {
      const hint = byNumber.get(qNo)?.hints?.[n - 1];
      if (!hint) return null;
      const released = night().hintsReleased?.[String(qNo)]?.includes(n) === true;
      const on = teamOn(identity, qNo);
      const due = on !== null && now() >= on.team.timestamp + hint.after * MINUTE_MS;
      return closed() || released || due ? hint.text : null;
    },
    async readNudge(identity, qNo, proof) {
      const on = teamOn(identity, qNo);
      const last = on ? readTable<GuessRecord>(storage, GUESSES_STORAGE_KEY)[on.key] : undefined;
      const asked = last?.question === qNo && last.proof === proof;
      if (!closed() && !asked) return null;
      for (const { answer, reply } of byNumber.get(qNo)?.nudges ?? []) {
        if ((await answerProof(String(qNo), answer)) === proof) return reply;
      }
      return null;
    },
    async readSolution(qNo) {
      return closed() ? (byNumber.get(qNo)?.solution ?? null) : null;
    },
  };
}
