import { describe, expect, it } from 'vitest';
import { Ledger } from './ledger.ts';

describe('the ledger of what the rehearsal wrote', () => {
  it('puts paths back last noted first, never a path with its parent in one update', () => {
    const ledger = new Ledger();
    ledger.note('game', { schedule: { opensAt: 1, closesAt: 2 } });
    ledger.note('user/team a');
    ledger.note('owners/uid-a');
    ledger.note('user/team a/score', 10);
    ledger.note('game/announcement', { text: 'rehearsal', at: 3 });
    expect(ledger.undoUpdates()).toEqual([
      {
        'game/announcement': { text: 'rehearsal', at: 3 },
        'user/team a/score': 10,
        'owners/uid-a': null,
      },
      { 'user/team a': null, game: { schedule: { opensAt: 1, closesAt: 2 } } },
    ]);
  });

  it('notes a path once, with what it held the first time', async () => {
    const ledger = new Ledger();
    const held = new Map<string, unknown>([['answers', { '1': 'society' }]]);
    const read = async (path: string) => held.get(path) ?? null;
    await ledger.keep('answers', read);
    held.set('answers', { '1': 'rehearsal' });
    await ledger.keep('answers', read);
    ledger.note('answers', 'ignored');
    expect(ledger.originalOf('answers')).toEqual({ '1': 'society' });
    expect(ledger.undoUpdates()).toEqual([{ answers: { '1': 'society' } }]);
  });

  it('splits a long undo into updates of at most the size given', () => {
    const ledger = new Ledger();
    for (let index = 0; index < 5; index += 1) ledger.note(`devices/CODE${index}`);
    expect(ledger.undoUpdates(2).map((update) => Object.keys(update).length)).toEqual([2, 2, 1]);
  });
});
