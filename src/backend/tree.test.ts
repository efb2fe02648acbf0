import { describe, expect, it } from 'vitest';
import { keysOf, valueAt, withValueAt } from './tree.ts';

describe('a tree as the Realtime Database keeps it', () => {
  const tree = { user: { 'tesla coils': { question: 3 } }, game: { frozenAt: 5 } };

  it('reads the value at a path, null where nothing is', () => {
    expect(valueAt(tree, '/user/tesla coils/question/')).toBe(3);
    expect(valueAt(tree, 'user/spark gap')).toBeNull();
    expect(valueAt(tree, 'game/frozenAt/at')).toBeNull();
    expect(valueAt(tree, '')).toEqual(tree);
  });

  it('writes a value at a path, leaving the tree it was given as it was', () => {
    const written = withValueAt(tree, 'user/spark gap/question', 1);
    expect(written).toEqual({ ...tree, user: { ...tree.user, 'spark gap': { question: 1 } } });
    expect(valueAt(tree, 'user/spark gap')).toBeNull();
    expect(withValueAt(tree, ['game', 'frozenAt', 'at'], 7)).toMatchObject({
      game: { frozenAt: { at: 7 } },
    });
  });

  it('deletes with null, and a node left empty goes with it', () => {
    expect(withValueAt(tree, 'user/tesla coils/question', null)).toEqual({ game: { frozenAt: 5 } });
    expect(withValueAt(tree, '', null)).toBeNull();
    expect(withValueAt(null, 'a/b', null)).toBeNull();
  });

  it('splits a path into its keys', () => {
    expect(keysOf('/user//tesla coils/')).toEqual(['user', 'tesla coils']);
  });
});
