import { describe, expect, it } from 'vitest';
import sample from '../../src/content/cos-questions.sample.json';
import { answerProof } from '../../src/game/answer-proof.ts';
import { vectors } from '../../src/game/answer-proof-test-utils.ts';
import { QUESTION_COUNT } from '../../src/game/numbers.ts';
import { proofWrites } from '../../src/backend/rtdb/bank-writes.ts';
import { bankProblems, toUploads, type BankEntry } from './question-bank.ts';

describe('question bank validation', () => {
  const valid = [
    { qNo: '1', question: 'I resist.', answer: 'ohm' },
    { qNo: '2', question: 'Hear me.', answer: 'buzzer', audio: '/audio/cos/buzz.mp3' },
  ];

  it('accepts a well-formed bank', () => {
    expect(bankProblems(valid)).toEqual([]);
  });

  it.each([
    ['not an array', { qNo: '1' }, 'JSON array'],
    ['a numeric qNo', [{ qNo: 1, question: 'q', answer: 'a' }], 'qNo must be a string'],
    ['qNo 0', [{ qNo: '0', question: 'q', answer: 'a' }], 'qNo must be a string'],
    [
      'a qNo past the last riddle',
      [{ qNo: String(QUESTION_COUNT + 1), question: 'q', answer: 'a' }],
      'qNo must be a string',
    ],
    ['a duplicate qNo', [valid[0], { ...valid[1], qNo: '1' }], 'more than once'],
    ['an empty question', [{ qNo: '1', question: ' ', answer: 'a' }], 'question must be'],
    ['a missing answer', [{ qNo: '1', question: 'q' }], 'answer must be'],
    ['an empty image', [{ ...valid[0], image: '' }], 'image must be'],
    ['a non-text audio', [{ ...valid[0], audio: 3 }], 'audio must be'],
    ['an unknown field', [{ ...valid[0], hint: 'x' }], 'unknown field'],
    ['accept as text', [{ ...valid[0], accept: 'ohms' }], 'accept must be a list'],
    ['an empty spelling', [{ ...valid[0], accept: ['ohms', ' '] }], 'accept[1] must be non-empty'],
    ['a spelling that is no text', [{ ...valid[0], accept: [7] }], 'accept[0] must be non-empty'],
  ])('refuses %s', (_label, bank, message) => {
    const problems = bankProblems(bank);
    expect(problems.join('\n')).toContain(message);
  });

  it('accepts more spellings beside the answer', () => {
    expect(bankProblems([{ ...valid[0], accept: ['ohms', 'Ω'] }])).toEqual([]);
  });

  it('refuses a spelling that is the answer or another spelling once normalised', () => {
    const entry = {
      qNo: '4',
      question: 'q',
      answer: 'Flip Flop',
      accept: ['flip-flop', 'FLIPFLOP'],
    };
    expect(
      bankProblems([entry, { ...entry, qNo: '5', accept: ['flip-flop', 'Flip - Flop '] }]),
    ).toEqual([
      'Entry 1: accept[1] is the answer again, once case and spaces are ignored.',
      'Entry 2: accept[1] is accept[0] again, once case and spaces are ignored.',
    ]);
  });

  it('never quotes an answer or a spelling in its problems', () => {
    const problems = bankProblems([
      { qNo: '1', question: '', answer: 'secret-answer', extra: 1 },
      { qNo: '2', question: 'q', answer: 'secret-answer', accept: ['Secret-Answer', 'x', ''] },
    ]);
    expect(problems.length).toBeGreaterThan(2);
    expect(problems.join('\n').toLowerCase()).not.toContain('secret');
  });

  it('finds the sample bank valid, accepted spellings included', () => {
    expect(bankProblems(sample)).toEqual([]);
  });
});

describe('upload documents', () => {
  const PUBLIC_FIELDS = ['qNo', 'question', 'image', 'audio'];
  // The sample's entries differ in their optional fields (image, audio, accept).
  const bank: (BankEntry & Record<string, unknown>)[] = sample;

  it('hold the riddle only: its public fields copied from the bank, nothing derived from the answer', async () => {
    const uploads = await toUploads(bank);
    expect(uploads).toHaveLength(QUESTION_COUNT);
    for (const [index, { document }] of uploads.entries()) {
      const entry: Record<string, unknown> = bank[index] ?? {};
      const copied = Object.fromEntries(
        PUBLIC_FIELDS.filter((field) => field in entry).map((field) => [field, entry[field]]),
      );
      expect(document).toEqual(copied);
      expect(JSON.stringify(document)).not.toContain(
        await answerProof(String(entry.qNo), String(entry.answer)),
      );
    }
  });

  it('keep optional media and the proof beside, not inside, the document', async () => {
    const [upload] = await toUploads([
      { qNo: '1', question: 'I resist.', answer: 'ohm', image: '/images/cos/r.webp' },
    ]);
    expect(upload).toEqual({
      qNo: '1',
      document: { qNo: '1', question: 'I resist.', image: '/images/cos/r.webp' },
      proof: vectors[0]?.proof,
      alternatives: [],
      aids: { hints: [], nudges: {}, solution: null },
    });
  });

  it('prove each accepted spelling as the answer is proved, outside the document', async () => {
    const [upload] = await toUploads([
      { qNo: '7', question: 'Balance me.', answer: 'wheatstone', accept: ['Wheatstone  Bridge'] },
    ]);
    expect(upload?.document).toEqual({ qNo: '7', question: 'Balance me.' });
    expect(upload?.alternatives).toEqual([vectors[1]?.proof]);
  });

  it('write each proof at answers/{qNo} and the spellings as keys of alternatives/{qNo}', () => {
    const uploads = [
      { qNo: '1', proof: 'p1', alternatives: ['a1', 'b1'] },
      { qNo: '2', proof: 'p2', alternatives: [] },
    ];
    expect(proofWrites(uploads)).toEqual({
      'answers/1': 'p1',
      'answers/2': 'p2',
      'alternatives/1': { a1: true, b1: true },
      'alternatives/2': null,
    });
  });
});
