import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalArchive } from './archive.ts';
import { ARCHIVE_STORAGE_KEY } from './tables.ts';

const team = {
  teamName: 'alpha',
  question: 4,
  score: 30,
  startedAt: 1,
  timestamp: 2,
  disqualified: false,
};
const stored = {
  '2025-12-06': { opensAt: 100, closesAt: 200, teams: { alpha: team } },
  '2026-12-05': { opensAt: 300, closesAt: 400, teams: {} },
};

beforeEach(() => localStorage.clear());

describe('the local archive (ecs.cos.archive)', () => {
  it('lists the stored nights newest first, and none when nothing is stored', async () => {
    const archive = createLocalArchive(localStorage);
    expect(await archive.listNights()).toEqual([]);
    localStorage.setItem(ARCHIVE_STORAGE_KEY, JSON.stringify(stored));
    expect(await archive.listNights()).toEqual(['2026-12-05', '2025-12-06']);
  });

  it('gives one night with its date, and null for a date it does not hold', async () => {
    localStorage.setItem(ARCHIVE_STORAGE_KEY, JSON.stringify(stored));
    const archive = createLocalArchive(localStorage);
    expect(await archive.getNight('2025-12-06')).toEqual({
      date: '2025-12-06',
      opensAt: 100,
      closesAt: 200,
      teams: { alpha: team },
    });
    expect(await archive.getNight('2024-12-07')).toBeNull();
  });

  it('does not look up a malformed date', async () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    expect(await createLocalArchive(localStorage).getNight('2025-12-6')).toBeNull();
    expect(getItem).not.toHaveBeenCalled();
    getItem.mockRestore();
  });

  it('counts an unreadable entry as an empty archive', async () => {
    localStorage.setItem(ARCHIVE_STORAGE_KEY, '{not json');
    const archive = createLocalArchive(localStorage);
    expect(await archive.listNights()).toEqual([]);
    expect(await archive.getNight('2025-12-06')).toBeNull();
  });
});
