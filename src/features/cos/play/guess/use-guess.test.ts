import { describe, expect, it, vi } from 'vitest';
import {
  type AidPort,
  BackendError,
  type GameIdentity,
  type NightPort,
  type TeamPort,
} from '@/backend/ports.ts';
import { answerProof } from '@/game/answer-proof.ts';
import { GUESS_COOLDOWN_MS } from '@/game/numbers.ts';
import { initialGameState, type GameState } from '@/game/machine.ts';
import type { TeamRecord } from '@/game/types.ts';
import { readLastTyped } from './last-typed.ts';
import { judgeGuess, type Judges } from './use-guess.ts';

const me: GameIdentity = { uid: 'me', getIdToken: async () => 't', clockOffset: async () => 0 };
const record: TeamRecord = {
  teamName: 'ohms',
  question: 3,
  score: 20,
  owner: 'me',
  startedAt: 0,
  timestamp: 0,
};
const playing: GameState = {
  ...initialGameState,
  phase: 'playing',
  team: { teamKey: 'ohms', teamName: 'ohms', deadline: Date.now() + 60_000 },
  question: 3,
  score: 20,
  saved: record,
};
const riddle = { qNo: '3', question: 'What flows?' };

function judges(teams: Partial<TeamPort>, night: Partial<NightPort> = {}): Judges {
  return {
    teams: teams as TeamPort,
    night: night as NightPort,
    identity: me,
    clockOffset: 2000,
  };
}

describe('judgeGuess: one typed answer, one judgement', () => {
  it("sends a team's guess as the proof of the normalised answer, with what was typed normalised; a right one moves it on", async () => {
    const moved = { ...record, question: 4, score: 30 };
    const guess = vi.fn(async () => ({ type: 'correct' as const, record: moved }));
    const judgement = await judgeGuess(' Cur Rent ', riddle, playing, judges({ guess }));
    expect(guess).toHaveBeenCalledWith(
      me,
      'ohms',
      record,
      await answerProof('3', 'current'),
      'current',
    );
    expect(judgement).toEqual({
      verdict: 'correct',
      event: { type: 'GUESS_CORRECT', record: moved },
    });
  });

  it('after a wrong guess, the wait on this device clock', async () => {
    const at = 1_000_000;
    const guess = async () => ({
      type: 'wrong' as const,
      guess: { question: 3, proof: 'p', at, count: 1 },
    });
    expect(await judgeGuess('voltage', riddle, playing, judges({ guess }))).toEqual({
      verdict: 'wrong',
      event: { type: 'GUESS_WAIT', nextGuessAt: at + GUESS_COOLDOWN_MS - 2000 },
    });
  });

  it('keeps a wrong answer as typed, without the spaces around it, for the spelling offer', async () => {
    const guess = async () => ({
      type: 'wrong' as const,
      guess: { question: 3, proof: 'p', at: 1_000_000, count: 1 },
    });
    await judgeGuess(' Volt Age ', riddle, playing, judges({ guess }));
    expect(readLastTyped('ohms', 3)).toEqual({
      teamKey: 'ohms',
      question: 3,
      text: 'Volt Age',
      at: 1_000_000,
    });
  });

  it('an answer refused after the bell is left to the progress saver, which may still count it', async () => {
    const guess = async () => ({
      type: 'wrong' as const,
      guess: { question: 3, proof: 'p', at: 1_000_000, count: 1 },
    });
    const rang = { ...playing, team: { teamKey: 'ohms', teamName: 'ohms', deadline: Date.now() } };
    expect(await judgeGuess('current', riddle, rang, judges({ guess }))).toEqual({
      verdict: 'pending',
      event: { type: 'SAVE_FAILED' },
    });
  });

  it('a lost reply is left to the progress saver; a team taken away is told', async () => {
    const lost = async () => Promise.reject(new BackendError('NETWORK'));
    expect(await judgeGuess('x', riddle, playing, judges({ guess: lost }))).toEqual({
      verdict: 'pending',
      event: { type: 'SAVE_FAILED' },
    });
    const refused = async () => Promise.reject(new BackendError('PERMISSION_DENIED'));
    const gone = judges({ guess: refused, get: async () => null });
    expect(await judgeGuess('x', riddle, playing, gone)).toEqual({
      verdict: 'pending',
      event: { type: 'TEAM_GONE' },
    });
  });

  it("a practice asks the database's oracle, which records nothing", async () => {
    const practice = { ...playing, practice: true, team: null, saved: null };
    const checkPractice = vi.fn(async () => true);
    const guess = vi.fn();
    const judgement = await judgeGuess(
      'current',
      riddle,
      practice,
      judges({ guess }, { checkPractice }),
    );
    expect(checkPractice).toHaveBeenCalledWith(3, await answerProof('3', 'current'));
    expect(guess).not.toHaveBeenCalled();
    expect(judgement).toEqual({ verdict: 'correct', event: { type: 'ANSWER_CORRECT' } });
  });

  describe('nudges', () => {
    const at = 1_000_000;
    const wrong = async () => ({
      type: 'wrong' as const,
      guess: { question: 3, proof: 'p', at, count: 1 },
    });
    const nudging = (readNudge: AidPort['readNudge'], has = true) => ({
      ...judges({ guess: wrong }),
      nudges: { aids: { readNudge }, has: (q: number) => has && q === 3 },
    });

    it("reads a wrong answer's reply after its verdict, as the team's last guess", async () => {
      const readNudge = vi.fn(async () => 'Keep going.');
      const judgement = await judgeGuess('volt age', riddle, playing, nudging(readNudge));
      expect(readNudge).toHaveBeenCalledWith(me, 3, await answerProof('3', 'voltage'));
      expect(judgement).toEqual({
        verdict: 'wrong',
        event: { type: 'GUESS_WAIT', nextGuessAt: at + GUESS_COOLDOWN_MS - 2000 },
        reply: 'Keep going.',
      });
    });

    it('costs no request on a riddle without nudges, nor after a right answer or a refused one', async () => {
      const readNudge = vi.fn(async () => null);
      await judgeGuess('voltage', riddle, playing, nudging(readNudge, false));
      const right = async () => ({ type: 'correct' as const, record });
      await judgeGuess('current', riddle, playing, {
        ...nudging(readNudge),
        teams: { guess: right } as unknown as TeamPort,
      });
      const tooSoon = async () => ({
        type: 'cooldown' as const,
        guess: { question: 3, proof: 'p', at, count: 1 },
      });
      await judgeGuess('x', riddle, playing, {
        ...nudging(readNudge),
        teams: { guess: tooSoon } as unknown as TeamPort,
      });
      expect(readNudge).not.toHaveBeenCalled();
    });

    it('says a plain Wrong answer when the reply cannot be read', async () => {
      const readNudge = vi.fn(async () => Promise.reject(new BackendError('NETWORK')));
      const judgement = await judgeGuess('voltage', riddle, playing, nudging(readNudge));
      expect(judgement).not.toHaveProperty('reply');
      expect(judgement.verdict).toBe('wrong');
    });
  });
});
