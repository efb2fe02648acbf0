import { describe, expect, it } from 'vitest';
import { streamEvents } from './stream-events.ts';

const after = { user: { a: { score: 10 }, b: { score: 0 } } };
const valueAt = (keys: string[]) =>
  keys.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], after);

describe("a stream's events after a write", () => {
  it('puts a write at or below its node, with the path from it', () => {
    expect(streamEvents(['user'], ['user', 'a'], { '': { score: 10 } }, valueAt)).toEqual([
      { event: 'put', data: { path: '/a', data: { score: 10 } } },
    ]);
  });

  it("patches an update's paths below its node, and tells nothing of a write elsewhere", () => {
    const update = { 'user/a/score': 10, 'solves/a/1': 5 };
    expect(streamEvents(['user'], [], update, valueAt)).toEqual([
      { event: 'patch', data: { path: '/', data: { 'a/score': 10 } } },
    ]);
    expect(streamEvents(['typed'], [], update, valueAt)).toEqual([]);
  });

  it('puts the whole node again after a write above it', () => {
    expect(streamEvents(['user', 'a'], [], { user: after.user }, valueAt)).toEqual([
      { event: 'put', data: { path: '/', data: { score: 10 } } },
    ]);
  });
});
