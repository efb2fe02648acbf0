import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COOLDOWN_SECONDS, nextGuessIn } from '@/test/game-texts.ts';
import { GuessCooldown } from './guess-cooldown.tsx';

describe('GuessCooldown', () => {
  it('says the wait once as it begins, while the seconds shown run down', () => {
    const { rerender } = render(<GuessCooldown seconds={COOLDOWN_SECONDS} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(nextGuessIn(COOLDOWN_SECONDS));
    for (let seconds = COOLDOWN_SECONDS - 1; seconds > 0; seconds -= 1) {
      rerender(<GuessCooldown seconds={seconds} />);
      expect(screen.getByText(nextGuessIn(seconds))).toHaveAttribute('aria-hidden', 'true');
      expect(status.textContent).toBe(nextGuessIn(COOLDOWN_SECONDS));
    }
  });

  it('says nothing once guessing is possible, and says the next wait as it begins', () => {
    const { rerender } = render(<GuessCooldown seconds={1} />);
    rerender(<GuessCooldown seconds={0} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByText(/Next guess in/)).toBeNull();
    rerender(<GuessCooldown seconds={3} />);
    expect(screen.getByRole('status').textContent).toBe(nextGuessIn(3));
  });
});
