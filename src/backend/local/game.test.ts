import { describe, expect, it, vi } from 'vitest';
import bank from '@/content/cos-questions.sample.json';
import { QUESTION_COUNT } from '@/game/numbers.ts';
import { localIdentity, otherSpellingProof, sampleProof } from '@/test/sample-riddles.ts';
import { describeAidPortContract } from '@/test/aid-port.contract.ts';
import { describeTeamPortContract } from '@/test/team-port.contract.ts';
import { seedTables, storedTable, tablePrefix } from '@/test/local-tables.ts';
import { createLocalGame } from './game.ts';

const EVENING = Date.parse('2026-11-21T18:05:00');
/** A team port on local storage whose clock stands still at EVENING. */
const eveningTeams = () => createLocalGame({ storage: localStorage, now: () => EVENING }).teams;
const evening = (uid: string) => localIdentity(uid, { clock: () => EVENING });

/** Makes every write of a team's key throw, as a full storage does; the spy restores it. */
function failTeamWrites() {
  const setItem = Storage.prototype.setItem;
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
    this: Storage,
    key,
    value,
  ) {
    if (key.startsWith(tablePrefix('teams'))) throw new DOMException('full', 'QuotaExceededError');
    setItem.call(this, key, value);
  });
}

describeTeamPortContract('local storage', async () => {
  localStorage.clear();
  let clock = EVENING;
  const now = () => clock;
  const open = () => createLocalGame({ storage: localStorage, now }).teams;
  return {
    teams: open(),
    reload: open,
    identity: async (device) => localIdentity(`device-${device}`, { clock: now }),
    proof: sampleProof,
    otherSpellingProof,
    recordedGuess: (key, guess) => {
      seedTables({ guesses: { ...storedTable('guesses'), [key]: guess } });
    },
    advanceClock: (ms) => {
      clock += ms;
    },
    setDisqualified: (key, disqualified) => {
      const teams = storedTable('teams');
      seedTables({ teams: { ...teams, [key]: { ...teams[key], disqualified } } });
    },
    takeAway: (key, to) => {
      const { [key]: team, ...others } = storedTable('teams');
      const { [key]: guess, ...guesses } = storedTable('guesses');
      const owners = Object.entries(storedTable<string>('owners')).filter(
        ([, owned]) => owned !== key,
      );
      seedTables({
        teams: to === undefined ? others : { ...others, [key]: { ...team, owner: to } },
        guesses: to === undefined ? guesses : { ...guesses, [key]: guess },
        owners: Object.fromEntries(to === undefined ? owners : [...owners, [to, key]]),
      });
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

  it("keeps the last guess per team in the storage's guesses", async () => {
    const teams = eveningTeams();
    const owner = evening('keeper');
    const created = await teams.register(owner, 'keepers', 'keepers');
    await teams.guess(owner, 'keepers', created, 'f'.repeat(64), 'tesla');
    expect(storedTable('guesses')).toEqual({
      keepers: { question: 1, proof: 'f'.repeat(64), at: EVENING, count: 1 },
    });
  });

  it('reports a right guess whose save failed as a failure, not as a wrong answer', async () => {
    const teams = eveningTeams();
    const owner = evening('full');
    const created = await teams.register(owner, 'full', 'full');
    const storageFull = failTeamWrites();
    const right = await sampleProof(1);
    await expect(teams.guess(owner, 'full', created, right, 'tesla')).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
    storageFull.mockRestore();
    expect(await teams.lastGuess(owner, 'full')).toMatchObject({ question: 1, proof: right });
    expect(storedTable('solves')).toEqual({});
    // Nothing of the refused save was kept (its proof neither): the page opened again saves it.
    const reopened = eveningTeams();
    expect(await reopened.advance(owner, 'full', created, right)).toMatchObject({ question: 2 });
  });

  it("keeps solve times in the storage's solves, written with the advance", async () => {
    const teams = eveningTeams();
    const owner = evening('solver');
    const created = await teams.register(owner, 'solvers', 'solvers');
    await teams.guess(owner, 'solvers', created, await sampleProof(1), 'tesla');
    expect(storedTable('solves')).toEqual({ solvers: { '1': EVENING } });
  });

  it('refuses the advance of a disqualified team, even from a right guess it recorded', async () => {
    const teams = eveningTeams();
    const owner = evening('cheat');
    const created = await teams.register(owner, 'cheats', 'cheats');
    const right = await sampleProof(1);
    const guess = { question: 1, proof: right, at: EVENING, count: 1 };
    const disqualified = { ...created, disqualified: true };
    seedTables({ guesses: { cheats: guess }, teams: { cheats: disqualified } });
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
    const owner = localIdentity('early', { clock: () => clock });
    const created = await teams.register(owner, 'early birds', 'early birds');
    const postponed = { opensAt: clock + 600_000, closesAt: clock + 7_800_000 };
    seedTables({ night: { schedule: postponed } });
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

  it("keeps who owns which team in the storage's owners, written with the team or not at all", async () => {
    const teams = eveningTeams();
    const owner = evening('owner');
    const storageFull = failTeamWrites();
    await expect(teams.register(owner, 'owners', 'owners')).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
    storageFull.mockRestore();
    expect(storedTable('owners')).toEqual({});
    expect(await teams.ownedTeam(owner)).toBeNull();
    await teams.register(owner, 'owners', 'owners');
    expect(storedTable('owners')).toEqual({ owner: 'owners' });
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
  const schedule = { opensAt: EVENING - 60 * 60_000, closesAt: EVENING + 2 * 60 * 60_000 };
  const game = createLocalGame({ storage: localStorage, now: () => clock, schedule });
  return {
    aids: game.aids,
    teams: game.teams,
    identity: async (device) => localIdentity(`device-${device}`, { clock: () => clock }),
    advanceClock: (ms) => {
      clock += ms;
    },
    release: (qNo, n) => {
      seedTables({ night: { ...storedTable('night'), released: { [qNo]: { [n]: true } } } });
    },
    closeNight: () => {
      clock = schedule.closesAt;
    },
  };
});
