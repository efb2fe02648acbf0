import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { answerProof, normalise } from './answer-proof.ts';

const nodeProof = (qNo: string, norm: string) =>
  createHash('sha256').update(`proof:${qNo}:${norm}`).digest('hex');

describe('normalise', () => {
  it('lowercases and removes every kind of whitespace', () => {
    expect(normalise('  Light Emitting\tDiode\n ')).toBe('lightemittingdiode');
    expect(normalise('NAND')).toBe('nand');
  });
});

describe('answerProof', () => {
  it('match a fixed vector', async () => {
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
    expect(await answerProof(qNo, answer)).toBe(nodeProof(qNo, norm));
  });

  it('differs from question to question', async () => {
    expect(await answerProof('2', 'ohm')).not.toBe(await answerProof('1', 'ohm'));
  });
});
