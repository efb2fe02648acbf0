import { allowed, type Actor, cases, get, patch, put, refused, type World } from './case.ts';
import { guessed, holding, MINUTE, night, rival, team } from './given.ts';

const HOUR = 60 * MINUTE;
/** The night closed a minute ago. */
const closed = night({ opensAt: -2 * HOUR, closesAt: -MINUTE });

/** Riddle 2's hints as questions:upload stores them: one after 5 minutes, one after 30. */
const hint = (n: number) => `hints/2/${n}`;
const hinted = holding('hints/2', {
  1: { after: 5, text: 'Count the plates.' },
  2: { after: 30, text: 'It stores charge.' },
});
/** The team reached riddle 2 this long before the request. */
const onRiddle2 = (since: number) =>
  team({ question: 2, startedAt: -20 * MINUTE, timestamp: since });
const releasedHint = (n: number) => holding(`game/released/2/${n}`, true);

/** Riddle 1's nudge: the reply to its wrong answer (the stage's own wrong proof). */
const nudge = (w: World) => `nudges/1/${w.wrong(1)}`;
const nudged = holding(nudge, 'Keep going: who is it named after?');
const solved = holding('solutions/1', 'Resistance is voltage over current: the ohm.');

const everyone: (Actor | 'signed out')[] = ['signed out', 'owner', 'stranger', 'organizer'];
const by = (as: Actor | 'signed out') =>
  as === 'signed out' ? 'a signed-out client' : `the ${as}`;

/** hints/, nudges/, solutions/ and aids/ (rules/database/aids.ts), both ways. */
export const AID_CASES = [
  ...cases('hints', { given: [hinted] }, [
    refused('a hint read before its minutes pass', get(hint(1)), {
      given: [onRiddle2(-4 * MINUTE)],
    }),
    allowed('a hint read once its minutes pass', get(hint(1)), { given: [onRiddle2(-6 * MINUTE)] }),
    refused('the next hint read before its minutes', get(hint(2)), {
      given: [onRiddle2(-6 * MINUTE)],
    }),
    refused('a hint of a riddle the team is not on', get(hint(1)), {
      given: [team({ question: 1, startedAt: -20 * MINUTE })],
    }),
    refused('a hint read by another team, its own riddle fresh', get(hint(1)), {
      as: 'rival',
      given: [onRiddle2(-6 * MINUTE), rival({ question: 2, timestamp: -MINUTE })],
    }),
    refused('a hint read by an account with no team', get(hint(1)), {
      as: 'stranger',
      given: [onRiddle2(-6 * MINUTE)],
    }),
    refused('a hint read signed out', get(hint(1)), {
      as: 'signed out',
      given: [onRiddle2(-6 * MINUTE)],
    }),
    refused("a riddle's hints read as a list", get('hints/2'), {
      given: [onRiddle2(-40 * MINUTE)],
    }),
    allowed('a hint an organizer released, read early', get(hint(2)), {
      given: [onRiddle2(-MINUTE), releasedHint(2)],
    }),
    allowed('a released hint, read by another team', get(hint(1)), {
      as: 'rival',
      given: [rival({ question: 2, timestamp: -MINUTE }), releasedHint(1)],
    }),
    refused('a hint not released, beside one released', get(hint(2)), {
      given: [onRiddle2(-MINUTE), releasedHint(1)],
    }),
    allowed('a hint read after the close', get(hint(2)), { as: 'signed out', given: [closed] }),
    allowed('an organizer releases a hint', put('game/released/2/1', true), { as: 'organizer' }),
    refused('a player releases a hint', put('game/released/2/1', true), {
      given: [onRiddle2(-MINUTE)],
    }),
    refused('an organizer releases a hint that does not exist', put('game/released/2/3', true), {
      as: 'organizer',
    }),
    refused('an organizer releases a hint with another value', put('game/released/2/1', 'yes'), {
      as: 'organizer',
    }),
    refused('an organizer takes a release back', put('game/released/2/1', null), {
      as: 'organizer',
      given: [releasedHint(1)],
    }),
    refused('an organizer takes back every release of a riddle', put('game/released/2', null), {
      as: 'organizer',
      given: [releasedHint(1)],
    }),
    refused('an organizer takes back every release', put('game/released', null), {
      as: 'organizer',
      given: [releasedHint(1)],
    }),
    refused(
      'an organizer takes a release back in a root update',
      patch({ 'game/released/2/1': null }),
      { as: 'organizer', given: [releasedHint(1)] },
    ),
    allowed(
      'an organizer releases a released hint again (a second console)',
      put('game/released/2/1', true),
      {
        as: 'organizer',
        given: [releasedHint(1)],
      },
    ),
    ...everyone.map((as) =>
      refused(`a hint written by ${by(as)}`, put(hint(1), { after: 0, text: 'x' }), { as }),
    ),
    refused('hints written in a root update by the owner', patch({ 'hints/2/1/after': 0 })),
  ]),
  ...cases('nudges', { given: [nudged, team({ question: 1 })] }, [
    allowed("a nudge read as the reply to the team's last guess", get(nudge), {
      given: [guessed({ proof: 'wrong' })],
    }),
    refused('a nudge read for a proof other than the last guess', get(nudge), {
      given: [guessed({ proof: 'right' })],
    }),
    refused('a nudge read before any guess', get(nudge)),
    refused('a nudge read for a guess at an earlier riddle', get(nudge), {
      given: [team({ question: 2 }), guessed({ proof: 'wrong' })],
    }),
    refused("a nudge read by another team for the team's guess", get(nudge), {
      as: 'rival',
      given: [guessed({ proof: 'wrong' }), rival()],
    }),
    refused('a nudge read signed out', get(nudge), {
      as: 'signed out',
      given: [guessed({ proof: 'wrong' })],
    }),
    refused("a riddle's nudges read as a list", get('nudges/1'), {
      given: [guessed({ proof: 'wrong' })],
    }),
    allowed('a nudge read after the close', get(nudge), { as: 'signed out', given: [closed] }),
    ...everyone.map((as) =>
      refused(
        `a nudge written by ${by(as)}`,
        put((w) => `nudges/1/${w.right(1)}`, 'Yes.'),
        {
          as,
        },
      ),
    ),
  ]),
  ...cases('solutions', { given: [solved, team()] }, [
    refused('a solution read while the night runs', get('solutions/1')),
    refused('a solution read by an organizer while the night runs', get('solutions/1'), {
      as: 'organizer',
    }),
    allowed('a solution read after the close', get('solutions/1'), { given: [closed] }),
    allowed('a solution read signed out after the close', get('solutions/1'), {
      as: 'signed out',
      given: [closed],
    }),
    ...everyone.map((as) =>
      refused(`a solution written by ${by(as)}`, put('solutions/1', 'x'), { as, given: [closed] }),
    ),
    allowed('what help each riddle has, read signed out', get('aids'), { as: 'signed out' }),
    refused('what help a riddle has, written by the owner', put('aids/1', { hints: [0] })),
    refused('what help a riddle has, written by an organizer', put('aids/1', { hints: [0] }), {
      as: 'organizer',
    }),
  ]),
];
