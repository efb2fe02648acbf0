import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { standing } from '@/game/standing-test-utils.ts';
import type { TeamStanding } from '@/game/types.ts';
import { FirstSolveNotice } from './first-solve-notice.tsx';
import { NOTICE_MS, useFirstSolveNotices } from './use-first-solve-notices.ts';
import { mockReducedMotion } from '@/test/browser-stubs.ts';

function Wall({ teams, night }: { teams: TeamStanding[] | null; night: string | null }) {
  return <FirstSolveNotice notice={useFirstSolveNotices(teams, night, {})} place="board" />;
}

/** `name` on riddle `question`, its last solve at `at`. */
const onRiddle = (name: string, question: number, at = question) =>
  standing(name, (question - 1) * 10, at);

describe('first solves on the wall', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('announces a riddle first solved while the wall watches, for NOTICE_MS, not what was solved before', () => {
    const wall = render(<Wall teams={[onRiddle('owls', 3)]} night="n1" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    wall.rerender(<Wall teams={[onRiddle('owls', 3), onRiddle('bats', 3)]} night="n1" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    wall.rerender(<Wall teams={[onRiddle('owls', 3), onRiddle('bats', 4)]} night="n1" />);
    expect(screen.getByRole('status')).toHaveTextContent('First to solve riddle 3 bats');
    act(() => vi.advanceTimersByTime(NOTICE_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('First to solve riddle 3 bats');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps up with a fast team: a first solve a newer one follows before its turn is skipped', () => {
    const wall = render(<Wall teams={[onRiddle('owls', 1)]} night="n1" />);
    wall.rerender(<Wall teams={[onRiddle('owls', 2), onRiddle('bats', 1)]} night="n1" />);
    expect(screen.getByRole('status')).toHaveTextContent('First to solve riddle 1 owls');
    for (const question of [3, 4, 5]) {
      wall.rerender(<Wall teams={[onRiddle('owls', 2), onRiddle('bats', question)]} night="n1" />);
    }
    expect(screen.getByRole('status')).toHaveTextContent('First to solve riddle 1 owls');
    act(() => vi.advanceTimersByTime(NOTICE_MS));
    expect(screen.getByRole('status')).toHaveTextContent('First to solve riddle 4 bats');
    act(() => vi.advanceTimersByTime(NOTICE_MS));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('announces nothing that happened while the board was frozen, nor a new night at its start', () => {
    const wall = render(<Wall teams={[onRiddle('owls', 1)]} night="n1" />);
    wall.rerender(<Wall teams={[onRiddle('owls', 1)]} night={null} />);
    wall.rerender(<Wall teams={[onRiddle('owls', 5)]} night="n1" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    wall.rerender(<Wall teams={[onRiddle('larks', 4)]} night="n2" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    wall.rerender(<Wall teams={[onRiddle('larks', 5)]} night="n2" />);
    expect(screen.getByRole('status')).toHaveTextContent('First to solve riddle 4 larks');
  });

  it('announces nothing under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    const wall = render(<Wall teams={[onRiddle('owls', 1)]} night="n1" />);
    wall.rerender(<Wall teams={[onRiddle('owls', 2)]} night="n1" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
