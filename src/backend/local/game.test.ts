import { describe, expect, it } from 'vitest';
import bank from '../../content/cos-questions.sample.json';
import { answerHash, answerProof } from '../answer-crypto.ts';
import type { GameIdentity } from '../ports.ts';
import { describeTeamPortContract } from '../team-port.contract.ts';
import { createLocalGame } from './game.ts';

function identity(uid: string): GameIdentity {
  return { uid, getIdToken: async () => `token-${uid}`, clockOffset: async () => 0 };
}

describeTeamPortContract('local storage', async () => {
  localStorage.clear();
  let clock = Date.parse('2026-11-21T18:05:00');
  const { teams } = createLocalGame({ storage: localStorage, now: () => clock });
  return {
    teams,
    identity: async (device) => identity(`device-${device}`),
    proof: async (qNo) => {
      const entry = bank.find((question) => question.qNo === String(qNo));
      return entry ? answerProof(entry.qNo, entry.answer) : 'f'.repeat(64);
    },
    advanceClock: (ms) => {
      clock += ms;
    },
  };
});

describe('local questions', () => {
  it('hands the UI an answerHash and never the plaintext answer', async () => {
    const { questions } = createLocalGame({ storage: localStorage });
    const question = await questions.getQuestion(2);
    expect(question).toMatchObject({ qNo: '2', image: '/cos/capacitor.svg' });
    expect(question).not.toHaveProperty('answer');
    expect(question?.answerHash).toBe(await answerHash('2', bank[1]?.answer ?? ''));
    expect(JSON.stringify(question)).not.toMatch(/capacitor"/i);
  });

  it('has no question past the last one', async () => {
    const { questions } = createLocalGame({ storage: localStorage });
    expect(await questions.getQuestion(22)).toBeNull();
    expect(await questions.getQuestion(0)).toBeNull();
  });
});
