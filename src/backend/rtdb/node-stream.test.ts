import { describe, expect, it, vi } from 'vitest';
import { ScriptedEventSource, scriptedEventSource } from '@/test/scripted-event-source.ts';
import { watchNode } from './node-stream.ts';

const URL = 'http://db.test/typed.json?auth=token';

/** watchNode over a stream (or, without one, a poll) whose reads answer `status`. */
function watch(options: { stream: boolean; status?: number }) {
  const trees: unknown[] = [];
  const errors: string[] = [];
  const fetch = vi.fn(async () => Response.json({ ohms: 1 }, { status: options.status ?? 200 }));
  const stop = watchNode(
    {
      url: async () => URL,
      fetch,
      EventSource: options.stream ? scriptedEventSource : undefined,
      pollMs: 20,
    },
    (tree) => trees.push(tree),
    (error) => errors.push(error.code),
  );
  return { trees, errors, fetch, stop };
}

describe('a node an organizer watches', () => {
  it('applies each put and patch to the tree it holds, keeping what they did not touch', async () => {
    const { trees, stop } = watch({ stream: true });
    await vi.waitFor(() => expect(ScriptedEventSource.latest?.url).toBe(URL));
    const source = ScriptedEventSource.latest as ScriptedEventSource;
    source.send('put', { path: '/', data: { ohms: { 1: 'a' }, gates: { 1: 'b' } } });
    source.send('patch', { path: '/ohms', data: { 2: 'c' } });
    expect(trees.at(-1)).toEqual({ ohms: { 1: 'a', 2: 'c' }, gates: { 1: 'b' } });
    expect((trees.at(-1) as Record<string, unknown>).gates).toBe(
      (trees.at(0) as Record<string, unknown>).gates,
    );
    stop();
  });

  it('says when its stream is lost or refused', async () => {
    const { errors, stop } = watch({ stream: true });
    await vi.waitFor(() => expect(ScriptedEventSource.latest?.url).toBe(URL));
    const source = ScriptedEventSource.latest as ScriptedEventSource;
    source.fail(0);
    expect(errors).toEqual(['NETWORK']);
    source.send('cancel', null);
    expect(errors).toEqual(['NETWORK', 'PERMISSION_DENIED']);
    stop();
  });

  it('says when a read is refused, and reads again', async () => {
    const { trees, errors, fetch, stop } = watch({ stream: false, status: 401 });
    await vi.waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(2));
    stop();
    expect(errors[0]).toBe('PERMISSION_DENIED');
    expect(trees).toEqual([]);
  });
});
