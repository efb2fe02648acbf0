import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/ports.ts';
import type { Announcement } from '@/game/types.ts';
import { PlayersScreensPanel } from './players-screens-panel.tsx';

interface Ports {
  announce: (text: string | null) => Promise<void>;
  setFrozen: (frozen: boolean) => Promise<void>;
}

const AT = new Date(2026, 11, 5, 19, 40).getTime();
const shortTime = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(AT);

function renderPanel(
  announcement: Announcement | null = null,
  frozenAt: number | null = null,
  ports: Ports = {
    announce: vi.fn(async () => undefined),
    setFrozen: vi.fn(async () => undefined),
  },
) {
  render(
    <MemoryRouter>
      <PlayersScreensPanel announcement={announcement} frozenAt={frozenAt} {...ports} />
    </MemoryRouter>,
  );
  return ports;
}

describe("the players' screens panel", () => {
  it('links to the leaderboard made for the projector', () => {
    renderPanel();
    expect(screen.getByRole('link', { name: 'Leaderboard for the projector' })).toHaveAttribute(
      'href',
      '/CoS/leaderboard/projector',
    );
  });

  it('previews the announcement as it is written, and posts it trimmed', async () => {
    const { announce } = renderPanel();
    const box = screen.getByRole('textbox', { name: 'Announcement' });
    expect(box).toHaveAttribute('maxLength', '280');
    await userEvent.type(box, ' Riddle 7 has a typo ');
    expect(screen.getByRole('heading', { name: 'Preview' }).nextElementSibling).toHaveTextContent(
      'Riddle 7 has a typo',
    );
    expect(screen.getByText('21 of 280 characters')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(announce).toHaveBeenCalledWith('Riddle 7 has a typo');
    expect(await screen.findByRole('status')).toHaveTextContent('The announcement is posted.');
  });

  it('posts nothing empty, and clears the one showing', async () => {
    const { announce } = renderPanel({ text: 'Riddle 7 has a typo', at: AT });
    expect(screen.getByText(`Showing since ${shortTime}: “Riddle 7 has a typo”`)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write the announcement first.');
    expect(announce).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(announce).toHaveBeenCalledWith(null);
  });

  it('freezes a live leaderboard', async () => {
    const { setFrozen } = renderPanel();
    expect(screen.getByText('Players see the leaderboard live.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Freeze the leaderboard' }));
    expect(setFrozen).toHaveBeenCalledWith(true);
  });

  it('says when a frozen leaderboard was frozen, and unfreezes it', async () => {
    const { setFrozen } = renderPanel(null, AT);
    expect(screen.getByText(new RegExp(`^Frozen at ${shortTime}`))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Unfreeze the leaderboard' }));
    expect(setFrozen).toHaveBeenCalledWith(false);
  });

  it('is busy while a change runs, and says so when the database refuses it', async () => {
    let refuse = () => undefined as void;
    const setFrozen = vi.fn(
      () =>
        new Promise<void>((_, reject) => {
          refuse = () => reject(new BackendError('PERMISSION_DENIED'));
        }),
    );
    renderPanel(null, null, { announce: vi.fn(), setFrozen });
    const freeze = screen.getByRole('button', { name: 'Freeze the leaderboard' });
    await userEvent.click(freeze);
    expect(freeze).toHaveAttribute('aria-disabled', 'true');
    expect(freeze).toBeEnabled();
    await userEvent.click(freeze);
    expect(setFrozen).toHaveBeenCalledTimes(1);
    refuse();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The database refused the change: your account may no longer make it.',
    );
    expect(freeze).not.toHaveAttribute('aria-disabled');
  });
});
