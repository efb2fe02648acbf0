import { describe, expect, it } from 'vitest';
import type { TypedAnswers } from '@/game/typed-answers.ts';
import { TYPED_STORAGE_KEY, writeTable } from './tables.ts';
import { typedTableChanges, watchTypedTable, withTypedChange } from './typed-table.ts';

const OHMS = { 1: { question: 1, text: 'edison' } };
const GATES = { 1: { question: 2, text: 'volta' } };

describe('the stored typed answers, read at each change', () => {
  it('tells only the teams that typed since, and those gone', () => {
    const changesOf = typedTableChanges();
    expect(changesOf(JSON.stringify({ ohms: OHMS, gates: GATES }))).toEqual({
      changed: { ohms: OHMS, gates: GATES },
      gone: [],
    });
    const more = { ...OHMS, 2: { question: 1, text: 'tesla' } };
    expect(changesOf(JSON.stringify({ ohms: more, gates: GATES }))).toEqual({
      changed: { ohms: more },
      gone: [],
    });
    expect(changesOf(JSON.stringify({ ohms: more }))).toEqual({ changed: {}, gone: ['gates'] });
    expect(changesOf(null)).toEqual({ changed: {}, gone: ['ohms'] });
  });

  it('applies a change, every other team keeping its object', () => {
    const typed: TypedAnswers = { ohms: OHMS, gates: GATES };
    const next = withTypedChange(typed, { changed: { ohms: { ...OHMS } }, gone: ['gates'] });
    expect(next).toEqual({ ohms: OHMS });
    expect(typed).toEqual({ ohms: OHMS, gates: GATES });
    const kept = withTypedChange(typed, { changed: {}, gone: [] });
    expect(kept.gates).toBe(typed.gates);
  });

  it('calls back with every team, once at first and then at each change', () => {
    localStorage.clear();
    const seen: TypedAnswers[] = [];
    const stop = watchTypedTable(localStorage, (typed) => seen.push(typed));
    writeTable(localStorage, TYPED_STORAGE_KEY, { ohms: OHMS });
    writeTable(localStorage, TYPED_STORAGE_KEY, { ohms: OHMS, gates: GATES });
    stop();
    expect(seen).toEqual([{}, { ohms: OHMS }, { ohms: OHMS, gates: GATES }]);
    expect(seen[2]?.ohms).toBe(seen[1]?.ohms);
  });
});
