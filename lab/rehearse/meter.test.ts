import { describe, expect, it } from 'vitest';
import { Meter, quantile, requestKind } from './meter.ts';

const DB = 'https://ecs.firebaseio.com';

describe('the meter', () => {
  it('tells the game requests apart by path, method override and body', () => {
    const register = JSON.stringify({ 'user/spark gap': {}, 'owners/uid': 'spark gap' });
    const advance = JSON.stringify({
      'proofs/spark gap/1': 'p',
      'user/spark gap/question': 2,
      'solves/spark gap/1': {},
    });
    expect(requestKind(`${DB}/.json?x-http-method-override=PATCH`, 'POST', register)).toBe(
      'register',
    );
    expect(requestKind(`${DB}/.json?x-http-method-override=PATCH`, 'POST', advance)).toBe(
      'advance',
    );
    const guess = JSON.stringify({
      'guesses/spark gap': { question: 1, proof: 'p', at: {}, count: 1 },
      'typed/spark gap/1': { question: 1, text: 'tesla' },
    });
    expect(requestKind(`${DB}/.json?x-http-method-override=PATCH`, 'POST', guess)).toBe('guess');
    expect(requestKind(`${DB}/user.json`, 'GET')).toBe('leaderboard read');
    expect(requestKind(`${DB}/guesses/spark%20gap.json?auth=t`, 'GET')).toBe('other');
    expect(requestKind(`${DB}/hints/3/1.json?auth=t`, 'GET')).toBe('hint read');
    expect(requestKind(`${DB}/nudges/3/${'a'.repeat(64)}.json?auth=t`, 'GET')).toBe('nudge read');
    const reset = JSON.stringify({
      'user/spark gap': null,
      'owners/uid': null,
      'guesses/spark gap': null,
    });
    expect(requestKind(`${DB}/.json?x-http-method-override=PATCH`, 'POST', reset)).toBe('other');
    const organizer = JSON.stringify({ 'game/announcement': { text: 'hi' } });
    expect(requestKind(`${DB}/.json?x-http-method-override=PATCH`, 'POST', organizer)).toBe(
      'other',
    );
  });

  it('takes quantiles by nearest rank', () => {
    const values = Array.from({ length: 20 }, (_, index) => index + 1);
    expect(quantile(values, 0.5)).toBe(10);
    expect(quantile(values, 0.95)).toBe(19);
    expect(quantile([7], 0.95)).toBe(7);
    expect(quantile([], 0.5)).toBe(0);
  });

  it('measures what it sends, and hands a captured request back instead of measuring it', async () => {
    const served = new Map([[`${DB}/user.json`, '{"spark gap":{}}']]);
    const original = globalThis.fetch;
    globalThis.fetch = async (input) =>
      new Response(served.get(String(input)) ?? 'null', { status: 200 });
    try {
      const meter = new Meter(new AbortController().signal, 1000);
      const response = await meter.fetch(`${DB}/user.json`);
      expect(await response.json()).toEqual({ 'spark gap': {} });
      const { requests } = await meter.capture(async () => {
        await meter.fetch(`${DB}/answers.json`);
      });
      expect(requests).toEqual([
        { method: 'GET', path: '/answers.json', body: undefined, status: 200 },
      ]);
      expect(meter.summary()).toEqual([
        {
          kind: 'leaderboard read',
          count: 1,
          refused: 0,
          p50: expect.any(Number),
          p95: expect.any(Number),
          sentBytes: `${DB}/user.json`.length,
          receivedBytes: '{"spark gap":{}}'.length,
        },
      ]);
    } finally {
      globalThis.fetch = original;
    }
  });
});
