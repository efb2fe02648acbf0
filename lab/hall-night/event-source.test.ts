import { afterEach, describe, expect, it } from 'vitest';
import { startLoopbackDatabase, type LoopbackDatabase } from '../loopback/loopback-database.ts';
import { eventSourceOver, parseEvents } from './event-source.ts';

describe("the hall's EventSource", () => {
  let server: LoopbackDatabase | null = null;
  afterEach(() => server?.close());
  const plainFetch = (input: string, init?: RequestInit) => fetch(input, init);

  it('splits a stream into its events, keeping a part not yet ended', () => {
    expect(
      parseEvents('event: put\ndata: {"a":1}\n\nevent: keep-alive\ndata: null\n\nevent: pa'),
    ).toEqual({
      events: [
        ['put', '{"a":1}'],
        ['keep-alive', 'null'],
      ],
      rest: 'event: pa',
    });
  });

  it("hands the database's events to the listeners, and fails for good on a refusal", async () => {
    const database = await startLoopbackDatabase(
      { user: { a: { score: 10 } } },
      { maxConnections: 1 },
    );
    server = database;
    const Source = eventSourceOver(plainFetch);
    const url = new URL('user.json', database.databaseURL).toString();
    const first = new Source(url);
    const puts: unknown[] = [];
    first.addEventListener('put', (event) =>
      puts.push(JSON.parse((event as MessageEvent<string>).data)),
    );
    await expect.poll(() => puts).toEqual([{ path: '/', data: { a: { score: 10 } } }]);
    expect(first.readyState).toBe(1);
    database.seed('user/a/score', 20);
    await expect.poll(() => puts.at(-1)).toEqual({ path: '/a/score', data: 20 });

    const second = new Source(url);
    const errors: number[] = [];
    second.addEventListener('error', () => errors.push(second.readyState));
    await expect.poll(() => errors).toEqual([2]);
    first.close();
    second.close();
  });
});
