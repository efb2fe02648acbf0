import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_MS } from '@/game/numbers.ts';
import { NightPanel } from './night-panel.tsx';

const opensAt = Date.parse('2026-12-05T12:30:00Z');
const schedule = { opensAt, closesAt: opensAt + 7_200_000 };

describe("the console's night", () => {
  it('says when registration closes, from the opening', () => {
    render(<NightPanel schedule={schedule} late={null} />);
    const times = screen.getAllByText((_, node) => node?.tagName === 'TIME');
    expect(times.map((time) => time.getAttribute('datetime'))).toEqual(
      [opensAt, opensAt + REGISTRATION_MS, schedule.closesAt].map((ms) =>
        new Date(ms).toISOString(),
      ),
    );
    expect(screen.getByText('Registration closes')).toBeInTheDocument();
  });

  it('lists the teams refused after registration closed, as their phones noted them', () => {
    const late = [
      { uid: 'u1', teamName: 'slow solder', at: opensAt + REGISTRATION_MS + 60_000 },
      { uid: 'u2', teamName: 'late latches', at: opensAt + REGISTRATION_MS + 120_000 },
    ];
    render(<NightPanel schedule={schedule} late={late} />);
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(',')[0]),
    ).toEqual(['slow solder', 'late latches']);
    expect(
      screen.getByRole('heading', { name: 'Refused after registration closed' }),
    ).toBeVisible();
  });

  it('says when no team has been refused, and nothing while the notes are unknown', () => {
    const { rerender } = render(<NightPanel schedule={schedule} late={[]} />);
    expect(screen.getByText('No team has been refused for registering late.')).toBeInTheDocument();
    rerender(<NightPanel schedule={schedule} late={null} />);
    expect(screen.queryByText(/refused/)).not.toBeInTheDocument();
  });
});
