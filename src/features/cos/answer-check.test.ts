import { createHash, pbkdf2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { answerHash, answerProof, isCorrectAnswer, normalise } from './answer-check.ts';

const nodeHash = (qNo: string, norm: string) =>
  pbkdf2Sync(norm, `check:${qNo}`, 100_000, 32, 'sha256').toString('hex');
const nodeProof = (qNo: string, norm: string) =>
  createHash('sha256').update(`proof:${qNo}:${norm}`).digest('hex');

describe('normalise', () => {
  it('lowercases and removes every kind of whitespace', () => {
    expect(normalise('  Light Emitting\tDiode\n ')).toBe('lightemittingdiode');
    expect(normalise('NAND')).toBe('nand');
  });
});

describe('answerHash and answerProof', () => {
  it('match a fixed vector', async () => {
    expect(await answerHash('1', ' O h M ')).toBe(
      'f3f86d6c5df1f13d9485d4ae987bdac9c285e8128dade42ccaa12ec2969806b5',
    );
    expect(await answerProof('1', 'OHM')).toBe(
      'e5ea329ae7b2c03ace599bca03a5cd586bc74fe2f6cf9241e04e304882fd1b68',
    );
  });

  it.each([
    ['3', 'Transistor'],
    ['21', 'fourier transform'],
    ['7', 'Ünïcödé Ω'],
  ])('agree with node:crypto for question %s', async (qNo, answer) => {
    const norm = normalise(answer);
    expect(await answerHash(qNo, answer)).toBe(nodeHash(qNo, norm));
    expect(await answerProof(qNo, answer)).toBe(nodeProof(qNo, norm));
  });

  it('salt with the question number', async () => {
    expect(await answerHash('2', 'ohm')).not.toBe(await answerHash('1', 'ohm'));
  });
});

describe('isCorrectAnswer', () => {
  it('checks a guess against answerHash', async () => {
    const question = { qNo: '4', question: 'q', answerHash: nodeHash('4', 'capacitor') };
    expect(await isCorrectAnswer(question, 'Capa citor')).toBe(true);
    expect(await isCorrectAnswer(question, 'inductor')).toBe(false);
  });

  it('compares old plaintext answers exactly after normalising the guess', async () => {
    const question = { qNo: '5', question: 'q', answer: 'ohmslaw' };
    expect(await isCorrectAnswer(question, "Ohm's Law")).toBe(false);
    expect(await isCorrectAnswer(question, 'OHMS law')).toBe(true);
  });

  it('never accepts a question without an answer', async () => {
    expect(await isCorrectAnswer({ qNo: '6', question: 'q' }, '')).toBe(false);
  });
});
