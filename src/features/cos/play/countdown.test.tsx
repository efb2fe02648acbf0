import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown.tsx';

const START = Date.parse('2026-11-21T19:00:00');

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('counts the hour down, and calls onTimeUp once it is over', async () => {
    const onTimeUp = vi.fn();
    render(<Countdown deadline={START + 2 * 60_000} onTimeUp={onTimeUp} />);
    expect(screen.getByRole('timer')).toHaveTextContent('02:00');
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:59');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(onTimeUp).toHaveBeenCalledTimes(1);
  });

  it('stops for a disqualified team: no time left, as the console says, and no time-up', async () => {
    const onTimeUp = vi.fn();
    render(<Countdown deadline={START + 57 * 60_000} stopped onTimeUp={onTimeUp} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    await act(() => vi.advanceTimersByTimeAsync(60 * 60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(onTimeUp).not.toHaveBeenCalled();
  });
});
