import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamStanding } from '@/game/types.ts';
import { renderLeaderboard } from './leaderboard-test-utils.tsx';
import { StandingRow } from './standing-row.tsx';
import { BackendError, type BoardWatch } from '@/backend/ports.ts';
import type { NightState } from '@/game/types.ts';
import { boardBackend, liveNight } from '@/test/board-test-utils.ts';
import { standing } from '@/game/standing-test-utils.ts';
import { HIDDEN_GRACE_MS } from './use-live-standings.ts';

vi.mock('./standing-row.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./standing-row.tsx')>();
  return { StandingRow: vi.fn(actual.StandingRow) };
});

/** A leaderboard over a port the test drives; counts its subscriptions, notes how it watches. */
async function renderBoard() {
  const port = {
    push: (_teams: TeamStanding[]) => undefined as void,
    fail: (_error: BackendError) => undefined as void,
    night: (_night: NightState) => undefined as void,
    open: 0,
    closed: 0,
    how: [] as (BoardWatch | undefined)[],
  };
  const backend = boardBackend(
    (callback, onError, how) => {
      port.open += 1;
      port.how.push(how);
      port.push = (list) => act(() => callback(list));
      port.fail = (error) => act(() => onError?.(error));
      return () => {
        port.closed += 1;
      };
    },
    undefined,
    {
      watchNight: (callback) => {
        port.night = (night) => act(() => callback(night));
        callback(liveNight);
        return () => undefined;
      },
    },
  );
  await renderLeaderboard(backend);
  return port;
}

const three = () => [
  standing('ohms', 20, 500),
  standing('diodes', 30, 900),
  standing('gates', 20, 100),
];

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('Leaderboard, live', () => {
  beforeEach(() => {
    vi.mocked(StandingRow).mockClear();
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    visibility = 'visible';
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('renders no row for a snapshot equal to the last, and one row for one changed team', async () => {
    const port = await renderBoard();
    port.push(three());
    expect(StandingRow).toHaveBeenCalledTimes(3);
    vi.mocked(StandingRow).mockClear();
    port.push(three());
    expect(StandingRow).not.toHaveBeenCalled();
    port.push([
      standing('ohms', 40, 1000),
      standing('diodes', 30, 900),
      standing('gates', 20, 100),
    ]);
    expect(StandingRow).toHaveBeenCalledTimes(1);
    const names = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names).toEqual(['ohms', 'diodes', 'gates']);
  });

  it('lets go of the stream after 30 s hidden, and catches up at once when shown again', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T19:40:00') });
    const port = await renderBoard();
    port.push(three());
    setVisibility('hidden');
    act(() => vi.advanceTimersByTime(HIDDEN_GRACE_MS - 1));
    expect(port.closed).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(port.closed).toBe(1);

    act(() => vi.advanceTimersByTime(600_000));
    setVisibility('visible');
    expect(port.open).toBe(2);
    port.push(three());
    const shownAt = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' }).format(Date.now());
    expect(screen.getByText(`Last updated ${shownAt}`)).toBeInTheDocument();
  });

  it('keeps the stream through a short look away', async () => {
    vi.useFakeTimers();
    const port = await renderBoard();
    setVisibility('hidden');
    act(() => vi.advanceTimersByTime(HIDDEN_GRACE_MS - 1000));
    setVisibility('visible');
    act(() => vi.advanceTimersByTime(HIDDEN_GRACE_MS));
    expect(port).toMatchObject({ open: 1, closed: 0 });
  });

  it("reads what changed, in short requests, and every team again after an organizer's edit", async () => {
    const port = await renderBoard();
    port.push(three());
    expect(port.how).toEqual(['changes']);
    port.night({ ...liveNight, boardEditedAt: 1_000 });
    await act(async () => undefined);
    expect(port).toMatchObject({ open: 2, closed: 1 });
    port.night({ ...liveNight, boardEditedAt: 1_000, announcement: { text: 'Hi', at: 2 } });
    await act(async () => undefined);
    expect(port).toMatchObject({ open: 2, closed: 1 });
    expect(screen.getAllByRole('rowheader')).toHaveLength(3);
  });

  it('keeps the board it shows while the database cannot be reached, and says nothing of its own', async () => {
    const port = await renderBoard();
    port.push(three());
    port.fail(new BackendError('NETWORK'));
    expect(screen.getAllByRole('rowheader')).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
    port.fail(new BackendError('PERMISSION_DENIED'));
    expect(screen.getByRole('alert')).toHaveTextContent('The leaderboard could not be loaded.');
  });
});
