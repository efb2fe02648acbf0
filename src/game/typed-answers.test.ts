import { describe, expect, it } from 'vitest';
import { TYPED_ANSWER_MAX_LENGTH } from './numbers.ts';
import {
  isWholeText,
  toAcceptedSpellings,
  typedAnswersReader,
  typedText,
} from './typed-answers.ts';

describe('what a team typed, as the statistics keep it', () => {
  it('is normalised as an answer is judged, and cut to its longest', () => {
    expect(typedText('  Flip Flop ')).toBe('flipflop');
    expect(typedText('x'.repeat(TYPED_ANSWER_MAX_LENGTH + 9))).toHaveLength(
      TYPED_ANSWER_MAX_LENGTH,
    );
    // The rules take no empty text: an answer of spaces is kept as a mark.
    expect(typedText('   ')).toBe('?');
  });

  it('may be accepted as a spelling only when nothing of it was cut', () => {
    expect(isWholeText('x'.repeat(TYPED_ANSWER_MAX_LENGTH - 1))).toBe(true);
    expect(isWholeText('x'.repeat(TYPED_ANSWER_MAX_LENGTH))).toBe(false);
  });

  it('is read back keeping only well-formed entries, from an object or an array', () => {
    expect(
      typedAnswersReader()({
        ohms: [null, { question: 1, text: 'edison' }, { question: 'one', text: 'x' }],
        diodes: { 3: { question: 2, text: 'volta' }, 4: { question: 2, text: '' } },
        gates: 'nothing',
        relays: { 1: { question: 99, text: 'far' } },
      }),
    ).toEqual({
      ohms: { 1: { question: 1, text: 'edison' } },
      diodes: { 3: { question: 2, text: 'volta' } },
    });
    expect(typedAnswersReader()(null)).toEqual({});
  });
});

describe('the typed answers read again at each change', () => {
  const node = () => ({
    ohms: { 1: { question: 1, text: 'edison' } },
    diodes: [null, { question: 1, text: 'volta' }],
  });

  it("keeps a team's object while its answers read the same, from a new tree or the same", () => {
    const read = typedAnswersReader();
    const tree = node();
    const first = read(tree);
    const again = read(node());
    expect(again).toEqual(first);
    expect(again.ohms).toBe(first.ohms);
    expect(again.diodes).toBe(first.diodes);
    expect(read({ ...tree }).ohms).toBe(first.ohms);
  });

  it('gives a team that typed, or whose answers changed, a new object, and drops a team gone', () => {
    const read = typedAnswersReader();
    const first = read(node());
    const typed = read({ ...node(), ohms: { ...node().ohms, 2: { question: 1, text: 'ampere' } } });
    expect(typed.ohms).toEqual({
      1: { question: 1, text: 'edison' },
      2: { question: 1, text: 'ampere' },
    });
    expect(typed.diodes).toBe(first.diodes);
    // A team reset and registered again under its name types from guess 1 again.
    const again = read({ ohms: { 1: { question: 1, text: 'tesla' } } });
    expect(again).toEqual({ ohms: { 1: { question: 1, text: 'tesla' } } });
    expect(
      read({ ohms: { 1: { question: 1, text: 'tesla' }, 2: { question: 1, text: '' } } }).ohms,
    ).toBe(again.ohms);
    expect(read({ ohms: { 2: { question: 1, text: 'tesla' } } }).ohms).toEqual({
      2: { question: 1, text: 'tesla' },
    });
  });
});

describe('the spellings accepted tonight', () => {
  it('keeps well-formed log entries', () => {
    const entry = { by: 'uid-organizer', at: 5, text: 'edison' };
    expect(toAcceptedSpellings({ 1: { abc: entry, def: { by: 'x' } }, 2: 'no' })).toEqual({
      1: { abc: entry },
    });
  });
});
