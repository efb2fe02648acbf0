import { describe, expect, it } from 'vitest';
import { boardPage, pageCount, PINNED_TEAMS, turnedStart } from './board-page.ts';

const teams = (count: number) => Array.from({ length: count }, (_, index) => `team ${index + 1}`);

describe('boardPage', () => {
  it('keeps the top three on every page and pages through the rest', () => {
    expect(PINNED_TEAMS).toBe(3);
    const first = boardPage(teams(12), 4, 0);
    expect(first).toEqual({
      top: ['team 1', 'team 2', 'team 3'],
      rows: ['team 4', 'team 5', 'team 6', 'team 7'],
      firstRank: 4,
      start: 0,
      pages: 3,
    });
    const last = boardPage(teams(12), 4, 8);
    expect(last.top).toEqual(first.top);
    expect(last.rows).toEqual(['team 12']);
    expect(last.firstRank).toBe(12);
  });

  it('starts a page where it is told, and at the first page past the last team', () => {
    expect(boardPage(teams(12), 4, 3).rows).toEqual(['team 7', 'team 8', 'team 9', 'team 10']);
    expect(boardPage(teams(12), 4, 9)).toMatchObject({ start: 0, firstRank: 4 });
  });

  it('has one page, perhaps empty, for a short board', () => {
    expect(boardPage(teams(2), 10, 0)).toEqual({
      top: ['team 1', 'team 2'],
      rows: [],
      firstRank: 4,
      start: 0,
      pages: 1,
    });
    expect(boardPage(teams(13), 10, 5)).toMatchObject({ start: 5, pages: 1 });
  });

  it('shows at least one team a page, whatever room it is given', () => {
    expect(boardPage(teams(6), 0, 1)).toMatchObject({ rows: ['team 5'], pages: 3 });
  });
});

describe('turnedStart', () => {
  it('starts the next page where this one ends, and comes round to the first after the last', () => {
    expect(turnedStart(9, 4, 0, 1)).toBe(4);
    expect(turnedStart(9, 4, 3, 1)).toBe(7);
    expect(turnedStart(9, 4, 8, 1)).toBe(0);
  });

  it('goes back a page, and from the first to the last', () => {
    expect(turnedStart(9, 4, 4, -1)).toBe(0);
    expect(turnedStart(9, 4, 3, -1)).toBe(0);
    expect(turnedStart(9, 4, 0, -1)).toBe(8);
    expect(turnedStart(8, 4, 0, -1)).toBe(4);
  });
});

describe('pageCount', () => {
  it('counts the pages of the teams after the top three', () => {
    expect(pageCount(3, 10)).toBe(1);
    expect(pageCount(13, 10)).toBe(1);
    expect(pageCount(14, 10)).toBe(2);
    expect(pageCount(503, 10)).toBe(50);
    expect(pageCount(0, 0)).toBe(1);
  });
});
