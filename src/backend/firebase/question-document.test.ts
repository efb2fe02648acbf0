import { describe, expect, it } from 'vitest';
import { toQuestion } from './question-document.ts';

describe('toQuestion', () => {
  it('maps an uploaded document with its media', () => {
    const document = {
      qNo: '4',
      question: 'Listen closely.',
      audio: '/audio/cos/q4.mp3',
      image: '/images/cos/q4.webp',
    };
    expect(toQuestion(document, '4')).toEqual(document);
  });

  it('drops the answerHash of a document from before the database judged guesses', () => {
    expect(toQuestion({ qNo: '2', question: 'Old hash', answerHash: 'ab12' }, '2')).toEqual({
      qNo: '2',
      question: 'Old hash',
    });
  });

  it('keeps the plaintext answer of an old document and leaves absent fields out', () => {
    expect(toQuestion({ qNo: '1', question: 'Old riddle', answer: 'ohm', image: '' }, '1')).toEqual(
      { qNo: '1', question: 'Old riddle', answer: 'ohm' },
    );
  });

  it('falls back to the asked number and refuses a document without question text', () => {
    expect(toQuestion({ question: 'No number' }, '9')).toEqual({ qNo: '9', question: 'No number' });
    expect(toQuestion({ qNo: '9' }, '9')).toBeNull();
  });
});
