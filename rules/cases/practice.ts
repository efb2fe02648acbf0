import { QUESTION_COUNT } from '../../src/game/numbers.ts';
import { allowed, cases, EDGE, get, put, refused, type World } from './case.ts';
import { MINUTE, night, schedule, team } from './given.ts';

const HOUR = 60 * MINUTE;
/** The night closed `late` ms ago. */
const closed = (late: number) => night({ opensAt: -2 * HOUR - late, closesAt: -late });
const practice = (question: number, proof: (w: World) => string) =>
  get((w) => `practice/${question}/${proof(w)}`);
const right = practice(1, (w) => w.right(1));
const accepted = practice(1, (w) => w.accepted(1));

/** practice/{q}/{proof}: after the close, a read says "right" (allowed) or not (refused). */
export const PRACTICE_CASES = [
  ...cases('practice', { as: 'signed out', given: [team({ question: 3 }), closed(MINUTE)] }, [
    allowed('the practice oracle with a right answer', right),
    allowed('the practice oracle with a right answer, signed in', right, { as: 'owner' }),
    allowed('the practice oracle with an accepted spelling', accepted),
    allowed('the practice oracle a day after the close', right, { given: [closed(24 * HOUR)] }),
    allowed('the practice oracle as the night closes', right, {
      given: [closed(0)],
      offline: EDGE,
    }),
    allowed('the practice oracle as the night closes, signed in', right, {
      as: 'owner',
      given: [closed(0)],
      offline: EDGE,
    }),
    allowed('an accepted spelling as the night closes', accepted, {
      given: [closed(0)],
      offline: EDGE,
    }),
    refused('the practice oracle a millisecond before the close', right, {
      given: [closed(-1)],
      offline: EDGE,
    }),
    refused('an accepted spelling a millisecond before the close', accepted, {
      given: [closed(-1)],
      offline: EDGE,
    }),
    refused('the practice oracle while the night runs', right, { given: [night()] }),
    refused('the practice oracle before the night', right, {
      given: [night({ opensAt: HOUR, closesAt: 2 * HOUR })],
    }),
    refused('the practice oracle with no night scheduled', right, { given: [schedule(null)] }),
    refused(
      'the practice oracle with a wrong answer',
      practice(1, (w) => w.wrong(1)),
    ),
    refused(
      "the practice oracle with another riddle's answer",
      practice(2, (w) => w.right(1)),
    ),
    refused(
      "another riddle's accepted spelling",
      practice(2, (w) => w.accepted(1)),
    ),
    refused(
      "a spelling's value as a proof",
      practice(1, () => '1'),
    ),
    refused(
      'the practice oracle for a riddle with no answer',
      practice(QUESTION_COUNT + 1, () => 'anything'),
    ),
    refused(
      'the practice oracle with "null" for a riddle with no answer',
      practice(QUESTION_COUNT + 1, () => 'null'),
    ),
    refused("a riddle's practice list", get('practice/1')),
    refused('the practice list', get('practice')),
    ...(['owner', 'stranger', 'signed out'] as const).flatMap((as) => [
      refused(
        `the practice oracle written by ${as === 'signed out' ? 'a signed-out client' : `the ${as}`}`,
        put((w) => `practice/1/${w.right(1)}`, true),
        { as },
      ),
      refused(
        `the practice list written by ${as === 'signed out' ? 'a signed-out client' : `the ${as}`}`,
        put('practice/1/x', 'x'),
        { as },
      ),
    ]),
  ]),
];
