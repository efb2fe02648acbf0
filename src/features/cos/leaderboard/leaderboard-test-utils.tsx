import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { BoardBackend } from './board-backend.ts';
import { Leaderboard } from './leaderboard.tsx';

/** The leaderboard page over `backend`, once its first reads have settled. */
export async function renderLeaderboard(backend: BoardBackend): Promise<void> {
  render(
    <MemoryRouter>
      <Leaderboard loadGameBackend={async () => backend} />
    </MemoryRouter>,
  );
  await act(async () => undefined);
}
