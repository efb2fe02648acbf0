import { describe, expect, it } from 'vitest';
import sample from '../../src/content/cos-questions.sample.json';
import { answerProof } from '../../src/game/answer-proof.ts';
import { aidWrites, toAidUpload } from '../../src/backend/rtdb/bank-writes.ts';
import { describeAids } from './bank-aids.ts';
import { bankProblems, toUploads } from './question-bank.ts';

const riddle = { qNo: '1', question: 'I resist.', answer: 'ohm', accept: ['ohms'] };

describe('a riddle’s help in the bank', () => {
  it('accepts hints in order, nudges and a solution', () => {
    const entry = {
      ...riddle,
      hints: [
        { after: 0, text: 'Greek omega.' },
        { after: 10, text: 'V = IR.' },
      ],
      nudges: [{ answer: 'ohms law', reply: 'Keep going: who is it named after?' }],
      solution: 'R = V / I.',
    };
    expect(bankProblems([entry])).toEqual([]);
  });

  it.each([
    ['hints as text', { hints: 'x' }, 'hints must be a list'],
    ['a hint with no minutes', { hints: [{ text: 'x' }] }, 'hints[0].after must be whole minutes'],
    ['a hint after the hour', { hints: [{ after: 61, text: 'x' }] }, 'hints[0].after must'],
    ['a hint in fractions', { hints: [{ after: 1.5, text: 'x' }] }, 'hints[0].after must'],
    [
      'hints out of order',
      {
        hints: [
          { after: 9, text: 'x' },
          { after: 9, text: 'y' },
        ],
      },
      'hints[1].after must come later',
    ],
    ['an empty hint', { hints: [{ after: 1, text: ' ' }] }, 'hints[0].text must be'],
    ['a hint with more fields', { hints: [{ after: 1, text: 'x', cost: 1 }] }, 'unknown field'],
    ['nudges as an object', { nudges: {} }, 'nudges must be a list'],
    ['a nudge with no reply', { nudges: [{ answer: 'x' }] }, 'nudges[0].reply must be'],
    ['a nudge on the answer', { nudges: [{ answer: 'O H M', reply: 'r' }] }, 'a right answer'],
    ['a nudge on a spelling', { nudges: [{ answer: 'Ohms', reply: 'r' }] }, 'a right answer'],
    [
      'a nudge twice',
      {
        nudges: [
          { answer: 'volt', reply: 'r' },
          { answer: 'Volt ', reply: 's' },
        ],
      },
      'nudges[1].answer comes twice',
    ],
    ['an empty solution', { solution: '' }, 'solution must be'],
  ])('refuses %s', (_label, fields, message) => {
    expect(bankProblems([{ ...riddle, ...fields }]).join('\n')).toContain(message);
  });

  it('never quotes a nudge, a reply or an answer in its problems', () => {
    const problems = bankProblems([
      { ...riddle, answer: 'secret', nudges: [{ answer: 'SECRET', reply: '' }] },
    ]);
    expect(problems.length).toBe(2);
    expect(problems.join('\n').toLowerCase()).not.toContain('secret');
  });

  it('keys each nudge by its answer’s proof, as a guess is proved', async () => {
    const upload = await toAidUpload('1', {
      nudges: [{ answer: 'Ohms Law', reply: 'Keep going.' }],
    });
    expect(upload.nudges).toEqual({ [await answerProof('1', 'ohmslaw')]: 'Keep going.' });
  });

  it('writes the help where the rules guard it, and clears what a riddle no longer has', async () => {
    const aids = await toAidUpload('2', {
      hints: [{ after: 5, text: 'Two plates.' }],
      nudges: [{ answer: 'battery', reply: 'Close.' }],
      solution: 'A capacitor.',
    });
    const bare = await toAidUpload('3', {});
    const proof = await answerProof('2', 'battery');
    expect(
      aidWrites([
        { qNo: '2', aids },
        { qNo: '3', aids: bare },
      ]),
    ).toEqual({
      'hints/2': { 1: { after: 5, text: 'Two plates.' } },
      'nudges/2': { [proof]: 'Close.' },
      'solutions/2': 'A capacitor.',
      'aids/2': { hints: [5], nudges: true, solution: true },
      'hints/3': null,
      'nudges/3': null,
      'solutions/3': null,
      'aids/3': null,
    });
  });

  it('says what the sample bank’s upload writes in paths and counts, never a text', async () => {
    const writes = aidWrites(await toUploads(sample));
    const lines = describeAids(writes).join('\n');
    const withSome = (list: (entry: (typeof sample)[number]) => unknown[] | undefined) => {
      const lengths = sample.map((entry) => list(entry)?.length ?? 0).filter(Boolean);
      return `${lengths.length} riddles, ${lengths.reduce((sum, length) => sum + length, 0)}`;
    };
    expect(lines).toBe(
      [
        `  RTDB hints/{qNo}/{n}: ${withSome((entry) => entry.hints)} hints`,
        `  RTDB nudges/{qNo}/{proof}: ${withSome((entry) => entry.nudges)} replies`,
        `  RTDB solutions/{qNo}: ${sample.length} solutions`,
        `  RTDB aids/{qNo}: ${sample.length} riddles (cleared where a riddle has no help)`,
      ].join('\n'),
    );
    for (const entry of sample) expect(lines).not.toContain(entry.solution.slice(0, 12));
  });
});
