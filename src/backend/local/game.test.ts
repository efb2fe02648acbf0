import { describe, expect, it, vi } from 'vitest';
import bank from '@/content/cos-questions.sample.json';
import { QUESTION_COUNT } from '@/game/numbers.ts';
import { localIdentity, otherSpellingProof, sampleProof } from '@/test/sample-riddles.ts';
import { describeAidPortContract } from '@/test/aid-port.contract.ts';
import { describeTeamPortContract } from '@/test/team-port.contract.ts';
import { createLocalGame } from './game.ts';

const stored = <T>(key: string) => JSON.parse(localStorage.getItem(key) ?? '{}') as T;

const EVENING = Date.parse('2026-11-21T18:05:00');
/** A team port on local storage whose clock stands still at EVENING. */
const eveningTeams = () => createLocalGame({ storage: localStorage, now: () => EVENING }).teams;

/** Makes every write of ecs.cos.teams throw, as a full storage does; the spy restores it. */
function failTeamWrites() {
  const setItem = Storage.prototype.setItem;
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
    this: Storage,
    key,
    value,
  ) {
    if (key === 'ecs.cos.teams') throw new DOMException('full', 'QuotaExceededError');
    setItem.call(this, key, value);
  });
}

describeTeamPortContract('local storage', async () => {
  localStorage.clear();
  let clock = EVENING;
  const open = () => createLocalGame({ storage: localStorage, now: () => clock }).teams;
  return {
    teams: open(),
    reload: open,
    identity: async (device) => localIdentity(`device-${device}`),
    proof: sampleProof,
    otherSpellingProof,
    recordedGuess: (key, guess) => {
      const guesses = stored<Record<string, object>>('ecs.cos.guesses');
      localStorage.setItem('ecs.cos.guesses', JSON.stringify({ ...guesses, [key]: guess }));
    },
    advanceClock: (ms) => {
      clock += ms;
    },
    setDisqualified: (key, disqualified) => {
      const teams = stored<Record<string, object>>('ecs.cos.teams');
      const team = { ...teams[key], disqualified };
      localStorage.setItem('ecs.cos.teams', JSON.stringify({ ...teams, [key]: team }));
    },
    takeAway: (key, to) => {
      const { [key]: team, ...others } = stored<Record<string, object>>('ecs.cos.teams');
      const teams = to === undefined ? others : { ...others, [key]: { ...team, owner: to } };
      const { [key]: guess, ...guesses } = stored<Record<string, object>>('ecs.cos.guesses');
      const owners = Object.entries(stored<Record<string, string>>('ecs.cos.owners')).filter(
        ([, owned]) => owned !== key,
      );
      localStorage.setItem('ecs.cos.teams', JSON.stringify(teams));
      localStorage.setItem(
        'ecs.cos.guesses',
        JSON.stringify(to === undefined ? guesses : { ...guesses, [key]: guess }),
      );
      localStorage.setItem(
        'ecs.cos.owners',
        JSON.stringify(Object.fromEntries(to === undefined ? owners : [...owners, [to, key]])),
      );
    },
  };
});

describe('local questions', () => {
  it('hands the UI the riddle only: no answer and nothing derived from it', async () => {
    const { questions } = createLocalGame({ storage: localStorage });
    const question = await questions.getQuestion(2);
    expect(question).toEqual({
      qNo: '2',
      question: bank[1]?.question,
      image: '/cos/capacitor.svg',
    });
  });

  it('keeps the last guess per team in ecs.cos.guesses', async () => {
    const teams = eveningTeams();
    const owner = localIdentity('keeper');
    const created = await teams.register(owner, 'keepers', 'keepers');
    await teams.guess(owner, 'keepers', created, 'f'.repeat(64), 'tesla');
    expect(stored('ecs.cos.guesses')).toEqual({
      keepers: { question: 1, proof: 'f'.repeat(64), at: EVENING, count: 1 },
    });
  });

  it('reports a right guess whose save failed as a failure, not as a wrong answer', async () => {
    const teams = eveningTeams();
    const owner = localIdentity('full');
    const created = await teams.register(owner, 'full', 'full');
    const storageFull = failTeamWrites();
    const right = await sampleProof(1);
    await expect(teams.guess(owner, 'full', created, right, 'tesla')).rejects.toThrow('full');
    storageFull.mockRestore();
    expect(await teams.lastGuess(owner, 'full')).toMatchObject({ question: 1, proof: right });
    expect(localStorage.getItem('ecs.cos.solves')).toBeNull();
  });

  it('keeps solve times in ecs.cos.solves, written with the advance', async () => {
    const teams = eveningTeams();
    const owner = localIdentity('solver');
    const created = await teams.register(owner, 'solvers', 'solvers');
    await teams.guess(owner, 'solvers', created, await sampleProof(1), 'tesla');
    expect(stored('ecs.cos.solves')).toEqual({ solvers: { '1': EVENING } });
  });

  it('refuses the advance of a disqualified team, even from a right guess it recorded', async () => {
    const teams = eveningTeams();
    const owner = localIdentity('cheat');
    const created = await teams.register(owner, 'cheats', 'cheats');
    const right = await sampleProof(1);
    const guess = { question: 1, proof: right, at: EVENING, count: 1 };
    localStorage.setItem('ecs.cos.guesses', JSON.stringify({ cheats: guess }));
    const disqualified = { ...created, disqualified: true };
    localStorage.setItem('ecs.cos.teams', JSON.stringify({ cheats: disqualified }));
    await expect(teams.advance(owner, 'cheats', created, right)).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
    expect(await teams.get('cheats')).toEqual(disqualified);
  });

  it('refuses guesses once the night is postponed until its new opening, as the rules do', async () => {
    localStorage.clear();
    let clock = Date.parse('2026-11-21T18:05:00');
    const schedule = { opensAt: clock - 60_000, closesAt: clock + 7_200_000 };
    const { teams } = createLocalGame({ storage: localStorage, now: () => clock, schedule });
    const owner = localIdentity('early');
    const created = await teams.register(owner, 'early birds', 'early birds');
    const postponed = { opensAt: clock + 600_000, closesAt: clock + 7_800_000 };
    localStorage.setItem('ecs.cos.night', JSON.stringify({ schedule: postponed }));
    const right = await sampleProof(1);
    await expect(teams.guess(owner, 'early birds', created, right, 'tesla')).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
    expect(await teams.lastGuess(owner, 'early birds')).toBeNull();
    clock = postponed.opensAt;
    expect(await teams.guess(owner, 'early birds', created, right, 'tesla')).toMatchObject({
      type: 'correct',
    });
  });

  it('keeps who owns which team in ecs.cos.owners, written with the team or not at all', async () => {
    const teams = eveningTeams();
    const owner = localIdentity('owner');
    const storageFull = failTeamWrites();
    await expect(teams.register(owner, 'owners', 'owners')).rejects.toThrow('full');
    storageFull.mockRestore();
    expect(localStorage.getItem('ecs.cos.owners')).toBeNull();
    expect(await teams.ownedTeam(owner)).toBeNull();
    await teams.register(owner, 'owners', 'owners');
    expect(stored('ecs.cos.owners')).toEqual({ owner: 'owners' });
  });

  it('has no question past the last one', async () => {
    const { questions } = createLocalGame({ storage: localStorage });
    expect(await questions.getQuestion(QUESTION_COUNT + 1)).toBeNull();
    expect(await questions.getQuestion(0)).toBeNull();
  });
});

describeAidPortContract('local storage', async () => {
  localStorage.clear();
  let clock = EVENING;
  const schedule = { opensAt: EVENING - 60_000, closesAt: EVENING + 2 * 60 * 60_000 };
  const game = createLocalGame({ storage: localStorage, now: () => clock, schedule });
  return {
    aids: game.aids,
    teams: game.teams,
    identity: async (device) => localIdentity(`device-${device}`),
    advanceClock: (ms) => {
      clock += ms;
    },
    release: (qNo, n) => {
      const night = stored<Record<string, unknown>>('ecs.cos.night');
      const released = { ...night, released: { [qNo]: { [n]: true } } };
      localStorage.setItem('ecs.cos.night', JSON.stringify(released));
    },
    closeNight: () => {
      clock = schedule.closesAt;
    },
  };
});
