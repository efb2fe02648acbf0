import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Reach, watchReach } from '../reach.ts';
import { REQUEST_TIMEOUT_MS, restRequest, STALLED_MS } from './rtdb-rest.ts';

const URL = 'https://demo-ecs.example.firebasedatabase.app/game.json';

/** What the page hears of the database while `run` runs. */
async function heard(run: () => Promise<unknown>): Promise<Reach[]> {
  const seen: Reach[] = [];
  const stop = watchReach((reach) => seen.push(reach));
  await run().catch(() => undefined);
  stop();
  return seen.slice(1);
}

describe('restRequest tells the page whether the database answered', () => {
  afterEach(() => vi.useRealTimers());

  it('answered: a value, or a refusal by the rules', async () => {
    expect(await heard(() => restRequest(async () => Response.json(null), URL, 'GET'))).toEqual([
      'answering',
    ]);
    const refused = async () => new Response('{}', { status: 401 });
    await expect(restRequest(refused, URL, 'GET')).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
  });

  it('not answered: a network that fails, or a database turning requests away for its load', async () => {
    const offline = async () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await heard(() => restRequest(offline, URL, 'GET'))).toEqual(['unreachable']);
    expect(await heard(() => restRequest(async () => Response.json(1), URL, 'GET'))).toEqual([
      'answering',
    ]);
    const busy = async () => new Response('{}', { status: 503 });
    expect(await heard(() => restRequest(busy, URL, 'GET'))).toEqual(['unreachable']);
    await expect(restRequest(busy, URL, 'GET')).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('says a stalled request is not answered before it gives it up', async () => {
    vi.useFakeTimers();
    await restRequest(async () => Response.json(1), URL, 'GET');
    const seen: Reach[] = [];
    const stop = watchReach((reach) => seen.push(reach));
    const stalled = restRequest(
      (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
      URL,
      'GET',
    ).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(STALLED_MS);
    expect(seen).toEqual(['answering', 'unreachable']);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - STALLED_MS);
    expect(await stalled).toMatchObject({ code: 'NETWORK' });
    stop();
  });
});
