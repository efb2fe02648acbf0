import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GuessCooldown } from './guess-cooldown.tsx';

describe('GuessCooldown', () => {
  it('says the wait once as it begins, while the seconds shown run down', () => {
    const { rerender } = render(<GuessCooldown seconds={5} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Next guess in 5 s$/);
    for (const seconds of [4, 3, 2, 1]) {
      rerender(<GuessCooldown seconds={seconds} />);
      expect(screen.getByText(`Next guess in ${seconds} s`)).toHaveAttribute('aria-hidden', 'true');
      expect(status).toHaveTextContent(/^Next guess in 5 s$/);
    }
  });

  it('says nothing once guessing is possible, and says the next wait as it begins', () => {
    const { rerender } = render(<GuessCooldown seconds={1} />);
    rerender(<GuessCooldown seconds={0} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByText(/Next guess in/)).toBeNull();
    rerender(<GuessCooldown seconds={3} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Next guess in 3 s$/);
  });
});
