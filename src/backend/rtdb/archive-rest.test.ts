import { describe, expect, it, vi } from 'vitest';
import { createRestArchive } from './archive-rest.ts';

const DATABASE = 'https://demo-ecs.firebaseio.test';
const team = {
  teamName: 'alpha',
  question: 4,
  score: 30,
  startedAt: 1,
  timestamp: 2,
  disqualified: true,
};

/** A fetch that answers every request with `body` (status 200 unless given) and records the URLs. */
function answering(body: unknown, status = 200) {
  return vi.fn(async (url: string, init?: RequestInit) => {
    void url;
    void init;
    return new Response(JSON.stringify(body), { status });
  });
}

describe('the hosted archive over REST', () => {
  it('lists the nights with a shallow read, newest first, without a token', async () => {
    const fetch = answering({ '2025-12-06': true, '2026-12-05': true });
    expect(await createRestArchive(DATABASE, { fetch }).listNights()).toEqual([
      '2026-12-05',
      '2025-12-06',
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(`${DATABASE}/archive.json?shallow=true`);
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('GET');
  });

  it('lists no nights when the archive is empty', async () => {
    expect(await createRestArchive(DATABASE, { fetch: answering(null) }).listNights()).toEqual([]);
  });

  it("reads one night's board at archive/{date}", async () => {
    const fetch = answering({ opensAt: 100, closesAt: 200, teams: { alpha: team } });
    expect(await createRestArchive(DATABASE, { fetch }).getNight('2025-12-06')).toEqual({
      date: '2025-12-06',
      opensAt: 100,
      closesAt: 200,
      teams: { alpha: team },
    });
    expect(fetch.mock.calls[0]?.[0]).toBe(`${DATABASE}/archive/2025-12-06.json`);
  });

  it('gives null for a date with no night, and for a malformed date without asking', async () => {
    const fetch = answering(null);
    const archive = createRestArchive(DATABASE, { fetch });
    expect(await archive.getNight('2024-12-07')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    for (const date of ['2024-12-7', '../user', '2024-02-30']) {
      expect(await archive.getNight(date)).toBeNull();
    }
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('passes a refusal on as an error the page can show', async () => {
    const archive = createRestArchive(DATABASE, { fetch: answering({ error: 'denied' }, 401) });
    await expect(archive.listNights()).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  });
});
