import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRestArchive } from '@/backend/rtdb/archive-rest.ts';
import {
  startLoopbackDatabase,
  type LoopbackDatabase,
} from '../../lab/loopback/loopback-database.ts';

const team = {
  teamName: 'alpha',
  question: 4,
  score: 30,
  startedAt: 1_000,
  timestamp: 2_000,
  disqualified: false,
};
const night = (opensAt: number) => ({
  opensAt,
  closesAt: opensAt + 7_200_000,
  teams: { alpha: team },
});

describe('past nights over the RTDB REST API, signed out', () => {
  let server: LoopbackDatabase;

  beforeEach(async () => {
    server = await startLoopbackDatabase({
      archive: { '2025-12-06': night(1_765_024_200_000), '2026-12-05': night(1_796_473_800_000) },
      user: { beta: { ...team, teamName: 'beta', owner: 'u' } },
    });
  });
  afterEach(() => server.close());

  it('lists the nights newest first and reads one, as the rules let anyone', async () => {
    const archive = createRestArchive(server.databaseURL);
    expect(await archive.listNights()).toEqual(['2026-12-05', '2025-12-06']);
    expect(await archive.getNight('2025-12-06')).toEqual({
      date: '2025-12-06',
      ...night(1_765_024_200_000),
    });
    expect(await archive.getNight('2024-12-07')).toBeNull();
  });

  it('lists none when no night was ever archived', async () => {
    server.seed('archive', null);
    expect(await createRestArchive(server.databaseURL).listNights()).toEqual([]);
  });
});
