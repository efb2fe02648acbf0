import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { answerProof, normalise, PROOF_PATTERN } from './answer-proof.ts';
import { vectors } from './answer-proof-test-utils.ts';

const nodeProof = (qNo: string, norm: string) =>
  createHash('sha256').update(`proof:${qNo}:${norm}`).digest('hex');

describe('normalise', () => {
  it('lowercases and removes every kind of whitespace', () => {
    expect(normalise('  Light Emitting\tDiode\n ')).toBe('lightemittingdiode');
    expect(normalise('NAND')).toBe('nand');
    expect(normalise(' Fast\tFourier \nTransform ')).toBe('fastfouriertransform');
  });
});

describe('answerProof', () => {
  it('match a fixed vector', async () => {
    expect(await answerProof('1', 'OHM')).toBe(
      'e5ea329ae7b2c03ace599bca03a5cd586bc74fe2f6cf9241e04e304882fd1b68',
    );
  });

  it.each(vectors)(
    "gives the known proof for question $qNo, in the site and the organizers' commands alike",
    async (vector) => {
      expect(await answerProof(vector.qNo, vector.answer)).toBe(vector.proof);
    },
  );

  it.each([
    ['3', 'Transistor'],
    ['21', 'fourier transform'],
    ['7', 'Ünïcödé Ω'],
  ])('agree with node:crypto for question %s', async (qNo, answer) => {
    const norm = normalise(answer);
    expect(await answerProof(qNo, answer)).toBe(nodeProof(qNo, norm));
  });

  it('is shaped as PROOF_PATTERN says, the only shape the database takes as a guess', async () => {
    for (const answer of ['ohm', '', 'Ünïcödé Ω', 'x'.repeat(1000)]) {
      expect(await answerProof('1', answer)).toMatch(PROOF_PATTERN);
    }
    for (const { proof } of vectors) {
      expect(proof.toUpperCase()).not.toMatch(PROOF_PATTERN);
      expect(proof.slice(1)).not.toMatch(PROOF_PATTERN);
      expect(`${proof}0`).not.toMatch(PROOF_PATTERN);
    }
  });

  it('differs from question to question', async () => {
    expect(await answerProof('2', 'ohm')).not.toBe(await answerProof('1', 'ohm'));
  });
});
