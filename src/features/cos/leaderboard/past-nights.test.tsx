import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ArchivedNight, NightState } from '@/game/types.ts';
import type { ArchivePort } from '@/backend/ports.ts';
import { renderLeaderboard } from './leaderboard-test-utils.tsx';
import { archiveOf, fixtureNight } from '@/test/past-test-utils.ts';
import { boardBackend, liveNight } from '@/test/board-test-utils.ts';

async function renderBoard(archive: ArchivePort) {
  const backend = boardBackend((callback) => {
    callback([]);
    return () => undefined;
  }, archive);
  await renderLeaderboard(backend);
}

describe("Leaderboard's past nights", () => {
  it('links to every past night by its date in words, newest first', async () => {
    await renderBoard(archiveOf(fixtureNight, { ...fixtureNight, date: '2025-12-06' }));
    const section = await screen.findByRole('region', { name: 'Past nights' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Past nights');
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['5 December 2026', '/CoS/leaderboard/2026-12-05'],
      ['6 December 2025', '/CoS/leaderboard/2025-12-06'],
    ]);
  });

  it('is not shown when no night has been archived', async () => {
    const archive = archiveOf();
    const listed = vi.spyOn(archive, 'listNights');
    await renderBoard(archive);
    await waitFor(() => expect(listed).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.queryByRole('heading', { name: 'Past nights' })).not.toBeInTheDocument();
  });

  it('appears on an open board when the next night is scheduled and the last one archived', async () => {
    const archived: ArchivedNight[] = [];
    const archive = { ...archiveOf(), listNights: async () => archived.map((night) => night.date) };
    let tell = (_night: NightState) => undefined as void;
    const backend = boardBackend(
      (callback) => {
        callback([]);
        return () => undefined;
      },
      archive,
      {
        watchNight: (callback) => {
          tell = callback;
          callback({ ...liveNight, schedule: fixtureNight });
          return () => undefined;
        },
      },
    );
    await renderLeaderboard(backend);
    expect(screen.queryByRole('region', { name: 'Past nights' })).not.toBeInTheDocument();

    // The announcement changes: nothing new is archived, nothing is read again.
    archived.push(fixtureNight);
    await act(async () => tell({ ...liveNight, schedule: fixtureNight, frozenAt: 1 }));
    expect(screen.queryByRole('region', { name: 'Past nights' })).not.toBeInTheDocument();

    const nextWeek = 7 * 24 * 60 * 60_000;
    await act(async () =>
      tell({
        ...liveNight,
        schedule: {
          opensAt: fixtureNight.opensAt + nextWeek,
          closesAt: fixtureNight.closesAt + nextWeek,
        },
      }),
    );
    const section = await screen.findByRole('region', { name: 'Past nights' });
    expect(within(section).getByRole('link', { name: '5 December 2026' })).toBeInTheDocument();
  });

  it('says when the past nights could not be listed', async () => {
    await renderBoard({ ...archiveOf(), listNights: () => Promise.reject(new Error('offline')) });
    expect(await screen.findByText('The past nights could not be loaded.')).toBeInTheDocument();
  });
});
