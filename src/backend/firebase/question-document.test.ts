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

  it("keeps no field but the riddle's own, and leaves absent fields out", () => {
    const old = { qNo: '1', question: 'Old riddle', answer: 'ohm', answerHash: 'ab12', image: '' };
    expect(toQuestion(old, '1')).toEqual({ qNo: '1', question: 'Old riddle' });
  });

  it('falls back to the asked number and refuses a document without question text', () => {
    expect(toQuestion({ question: 'No number' }, '9')).toEqual({ qNo: '9', question: 'No number' });
    expect(toQuestion({ qNo: '9' }, '9')).toBeNull();
  });
});
