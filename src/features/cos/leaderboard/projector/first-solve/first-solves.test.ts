import { describe, expect, it } from 'vitest';
import { standing } from '@/game/standing-test-utils.ts';
import { highestSolved, newFirstSolves } from './first-solves.ts';

const onRiddle = (name: string, question: number, timestamp: number) => ({
  ...standing(name, (question - 1) * 10, timestamp),
});

describe('first solves', () => {
  it('finds the highest riddle solved on the board, 0 before any', () => {
    expect(highestSolved([])).toBe(0);
    expect(highestSolved([onRiddle('a', 1, 0), onRiddle('b', 4, 0), onRiddle('c', 2, 0)])).toBe(3);
  });

  it('announces a riddle above the highest solved before, for the team past it', () => {
    const teams = [onRiddle('owls', 8, 700), onRiddle('bats', 7, 650)];
    expect(newFirstSolves(6, teams)).toEqual([{ riddle: 7, teamKey: 'owls', teamName: 'owls' }]);
    expect(newFirstSolves(7, teams)).toEqual([]);
  });

  it('of two teams past the riddle in one update, names the one that solved it first', () => {
    const teams = [onRiddle('owls', 3, 900), onRiddle('bats', 3, 800)];
    expect(newFirstSolves(1, teams)).toEqual([{ riddle: 2, teamKey: 'bats', teamName: 'bats' }]);
  });

  it('names the first solver from the solves read when a team is already past the riddle', () => {
    const teams = [onRiddle('owls', 4, 900), onRiddle('bats', 3, 800)];
    expect(newFirstSolves(1, teams, { owls: { '2': 500, '3': 900 } })).toEqual([
      { riddle: 2, teamKey: 'owls', teamName: 'owls' },
      { riddle: 3, teamKey: 'owls', teamName: 'owls' },
    ]);
  });

  it('leaves out a riddle whose first solver it cannot prove', () => {
    const teams = [onRiddle('owls', 4, 900), onRiddle('bats', 3, 800)];
    expect(newFirstSolves(1, teams)).toEqual([{ riddle: 3, teamKey: 'owls', teamName: 'owls' }]);
  });

  it('announces nothing for a disqualified team', () => {
    const teams = [{ ...onRiddle('owls', 5, 900), disqualified: true }, onRiddle('bats', 3, 800)];
    expect(newFirstSolves(1, teams)).toEqual([{ riddle: 2, teamKey: 'bats', teamName: 'bats' }]);
  });
});
