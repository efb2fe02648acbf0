import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { standing } from '@/game/standing-test-utils.ts';
import { QUESTION_COUNT } from '@/game/numbers.ts';
import { points } from '@/test/game-texts.ts';
import { RiddlesPanel } from './riddles-panel.tsx';

const MINUTE = 60_000;
const TEAMS = [
  standing('ohms', points(2), 0),
  standing('diodes', points(1), 0),
  standing('gates', 0, 0),
];
const SOLVES = { ohms: { 1: 4 * MINUTE, 2: 10 * MINUTE }, diodes: { 1: 10 * MINUTE } };

const cells = (riddle: string) =>
  within(screen.getByRole('rowheader', { name: riddle }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the riddles funnel', () => {
  it('shows per riddle the teams that reached it and their median minutes, in a table', () => {
    render(<RiddlesPanel teams={TEAMS} solves={SOLVES} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Riddles' })).toBeVisible();
    const table = screen.getByRole('table', { name: /^Per riddle, the teams that reached it/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Riddle', 'Teams that reached it', 'Median minutes on it']);
    expect(cells('1')).toEqual(['3', '7']);
    expect(cells('2')).toEqual(['2', '6']);
    expect(cells('3')).toEqual(['1', '–']);
    expect(cells(String(QUESTION_COUNT))).toEqual(['0', '–']);
  });

  it('draws each number as a bar, out of the reach of screen readers', () => {
    const { container } = render(<RiddlesPanel teams={TEAMS} solves={SOLVES} />);
    const bars = container.querySelectorAll('[aria-hidden] > span');
    expect(bars).toHaveLength(2 * QUESTION_COUNT);
    expect((bars[0] as HTMLElement).style.inlineSize).toBe('100%');
    expect((bars[2] as HTMLElement).style.inlineSize).toBe(`${(2 / 3) * 100}%`);
  });

  it('waits for the teams and solves, and says when nobody has entered', () => {
    const { rerender } = render(<RiddlesPanel teams={TEAMS} solves={null} />);
    expect(screen.getByText('Loading…')).toBeVisible();
    rerender(<RiddlesPanel teams={[]} solves={{}} />);
    expect(screen.getByText('No team has entered the chamber yet.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
