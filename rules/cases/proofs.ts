import { QUESTION_COUNT } from '../../src/game/numbers.ts';
import { allowed, cases, get, patch, put, refused } from './case.ts';
import { guessed, holding, proved, SECOND, team } from './given.ts';
import { answerOf, prove, proofPath, solvePath, without } from './requests.ts';

/** The team on riddle 1, its last guess the right answer, recorded a second ago. */
const rightGuess = [team(), guessed({ proof: 'right', at: -SECOND, count: 3 })];

/** proofs/{teamKey}/{qNo}: the proof of the team's last guess, if right; once; read by nobody. */
export const PROOF_CASES = [
  ...cases('proofs', { given: rightGuess }, [
    allowed('the proof of its last guess, with its advance, as the site sends it', prove(), {
      after: (w) => ({ [proofPath(1)(w)]: w.right(1), [solvePath(1)(w)]: w.now }),
    }),
    refused(
      'the proof alone, by a root update',
      patch((w) => ({ [proofPath(1)(w)]: w.right(1) })),
    ),
    refused(
      'the proof on its own',
      put(proofPath(1), (w) => w.right(1)),
    ),
    refused(
      'the proof with a solve but no advance',
      patch(without(answerOf(1), (w) => `user/${w.key.team}/question`)),
    ),
    refused(
      "the proof of another answer than its last guess's",
      prove(1, (w) => w.right(2)),
    ),
    refused(
      "the accepted spelling's proof, though its last guess was the answer",
      prove(1, 'accepted'),
    ),
    refused(
      'a proof for a riddle with no answer',
      prove(QUESTION_COUNT + 1, () => 'a guess'),
    ),
    refused('a proof written for another team', prove(), { as: 'stranger' }),
    refused('a proof written signed out', prove(), { as: 'signed out' }),
    refused(
      'a proof for a team that does not exist',
      put(
        (w) => `proofs/${w.label('ghost team')}/1`,
        (w) => w.right(1),
      ),
    ),
    refused('the proof by a disqualified team', prove(), { given: [team({ disqualified: true })] }),
    allowed('the proof by a reinstated team', prove(), { given: [team({ disqualified: false })] }),
    refused('the proof of a riddle the team has left', prove(), { given: [team({ question: 2 })] }),
    refused('the right proof with no guess recorded', prove(), {
      given: [holding((w) => `guesses/${w.key.team}`, null)],
    }),
    refused('the right proof after a wrong last guess', prove(), {
      given: [guessed({ at: -SECOND, count: 3 })],
    }),
    refused('the right proof, the last guess for another riddle', prove(), {
      given: [guessed({ question: 2, proof: (w) => w.right(1), at: -SECOND, count: 3 })],
    }),
    refused('a wrong proof, equal to its last guess', prove(1, 'wrong'), {
      given: [guessed({ at: -SECOND })],
    }),
    refused(
      "another riddle's answer, equal to its last guess",
      prove(1, (w) => w.right(2)),
      {
        given: [guessed({ proof: (w) => w.right(2), at: -SECOND })],
      },
    ),
    refused('the proof of a riddle ahead, its guess recorded for it', prove(2), {
      given: [guessed({ question: 2, proof: 'right', at: -SECOND })],
    }),
  ]),
  ...cases('proofs', { given: [team()] }, [
    allowed('the proof of its last guess, an accepted spelling', prove(1, 'accepted'), {
      given: [guessed({ proof: 'accepted' })],
    }),
    refused("the answer's proof, though its last guess was another spelling", prove(), {
      given: [guessed({ proof: 'accepted' })],
    }),
    refused(
      "another riddle's accepted spelling",
      prove(2, (w) => w.accepted(1)),
      {
        given: [team({ question: 2 }), guessed({ question: 2, proof: (w) => w.accepted(1) })],
      },
    ),
    refused(
      'a path below an accepted spelling',
      prove(1, (w) => `${w.accepted(1)}/x`),
      {
        given: [guessed({ proof: (w) => `${w.accepted(1)}/x` })],
      },
    ),
    refused(
      'a key of the accepted spellings that is not true',
      prove(1, () => 'maybe'),
      {
        given: [guessed({ proof: () => 'maybe' }), holding('alternatives/1/maybe', 'yes')],
      },
    ),
  ]),
  ...cases('proofs', { given: [team({ question: 2 }), proved(1)] }, [
    refused('a proof written twice', prove()),
    refused('a proof deleted', put(proofPath(1), null)),
    refused('a team reads a proof of its own', get(proofPath(1))),
    refused(
      'a team reads its proofs',
      get((w) => `proofs/${w.key.team}`),
    ),
    refused('a team reads every proof', get('proofs')),
  ]),
];
