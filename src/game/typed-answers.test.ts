import { describe, expect, it } from 'vitest';
import { TYPED_ANSWER_MAX_LENGTH } from './numbers.ts';
import {
  isWholeText,
  toAcceptedSpellings,
  toSpellingsAt,
  toTypedAnswers,
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
      toTypedAnswers({
        ohms: [null, { question: 1, text: 'edison' }, { question: 'one', text: 'x' }],
        diodes: { 3: { question: 2, text: 'volta' }, 4: { question: 2, text: '' } },
        gates: 'nothing',
        relays: { 1: { question: 99, text: 'far' } },
      }),
    ).toEqual({
      ohms: { 1: { question: 1, text: 'edison' } },
      diodes: { 3: { question: 2, text: 'volta' } },
    });
    expect(toTypedAnswers(null)).toEqual({});
  });
});

describe('the spellings accepted tonight', () => {
  it('keeps well-formed log entries, and the notices as times', () => {
    const entry = { by: 'uid-organizer', at: 5, text: 'edison' };
    expect(toAcceptedSpellings({ 1: { abc: entry, def: { by: 'x' } }, 2: 'no' })).toEqual({
      1: { abc: entry },
    });
    expect(toSpellingsAt({ 1: 1000, 2: 'later', 3: null })).toEqual({ 1: 1000 });
    expect(toSpellingsAt(undefined)).toEqual({});
  });
});
