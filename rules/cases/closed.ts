import { allowed, type Actor, cases, get, patch, put, refused, type World } from './case.ts';
import { holding } from './given.ts';

const everyone: (Actor | 'signed out')[] = ['signed out', 'owner', 'stranger', 'organizer'];
const by = (as: Actor | 'signed out') =>
  as === 'signed out' ? 'a signed-out client' : `the ${as}`;
/** A past night in the archive, as `game:new-night` keeps it. */
const night = (w: World) => `archive/${w.label('2026-12-05')}`;
const pastTeam = (w: World) => ({
  teamName: w.name.team,
  question: 5,
  score: 40,
  startedAt: 1,
  timestamp: 2,
});
const pastNight = (w: World) => ({
  opensAt: w.now - 48 * 3_600_000,
  closesAt: w.now - 46 * 3_600_000,
  teams: { [w.key.team]: pastTeam(w) },
});
const archived = holding(night, pastNight);
const admin = (actor: Actor) => (w: World) => `admins/${w.uid[actor]}`;

/** What only the organizers' commands write (archive, admins, answers), and who reads it. */
export const CLOSED_CASES = [
  ...everyone.flatMap((as) =>
    cases('archive', { as, given: [archived] }, [
      allowed(`the past nights, read by ${by(as)}`, get('archive')),
      allowed(`a past night, read by ${by(as)}`, get(night)),
      allowed(
        `a score of a past night, read by ${by(as)}`,
        get((w) => `${night(w)}/teams/${w.key.team}/score`),
      ),
      refused(
        `a night written into the archive by ${by(as)}`,
        put((w) => `archive/${w.label('2027-12-04')}`, pastNight),
      ),
      refused(
        `a past score changed by ${by(as)}`,
        put((w) => `${night(w)}/teams/${w.key.team}/score`, 210),
      ),
      refused(
        `a team forged into a past night by ${by(as)}`,
        put((w) => `${night(w)}/teams/${w.label('forged')}`, pastTeam),
      ),
      refused(`a past night deleted by ${by(as)}`, put(night, null)),
      refused(`the archive deleted by ${by(as)}`, put('archive', null)),
      refused(
        `a past night's close moved by ${by(as)}`,
        patch((w) => ({ [`${night(w)}/closesAt`]: w.now })),
      ),
    ]),
  ),
  ...cases('organizers', {}, [
    allowed('an organizer reads its own entry', get(admin('organizer')), { as: 'organizer' }),
    allowed('a player reads its own entry (it is no organizer)', get(admin('owner'))),
    refused("a player reads an organizer's entry", get(admin('organizer'))),
    refused("an organizer's entry read signed out", get(admin('organizer')), { as: 'signed out' }),
  ]),
  ...everyone.flatMap((as) =>
    cases('organizers', { as }, [
      refused(`the organizers' list read by ${by(as)}`, get('admins')),
      refused(`a player made an organizer by ${by(as)}`, put(admin('owner'), true)),
      refused(`another player made an organizer by ${by(as)}`, put(admin('stranger'), true)),
      refused(`an organizer removed by ${by(as)}`, put(admin('organizer'), null)),
      refused(`every organizer removed by ${by(as)}`, put('admins', null)),
    ]),
  ),
  ...(['owner', 'stranger', 'signed out'] as const).flatMap((as) =>
    cases('answers', { as }, [
      refused(`the accepted spellings read by ${by(as)}`, get('alternatives')),
      refused(`riddle 1's accepted spellings read by ${by(as)}`, get('alternatives/1')),
      refused(
        `an accepted spelling read by ${by(as)}`,
        get((w) => `alternatives/1/${w.accepted(1)}`),
      ),
      refused(`an accepted spelling added by ${by(as)}`, put('alternatives/1/mine', true)),
      refused(
        `an accepted spelling deleted by ${by(as)}`,
        put((w) => `alternatives/1/${w.accepted(1)}`, null),
      ),
    ]),
  ),
  ...cases('answers', {}, [
    refused('a player reads every answer', get('answers')),
    refused("a player reads riddle 1's answer", get('answers/1')),
    refused('answer 1, read signed out', get('answers/1'), { as: 'signed out' }),
    refused('an organizer reads the answers', get('answers'), { as: 'organizer' }),
    refused('a player changes an answer', put('answers/1', 'mine')),
    refused(
      'a player writes an answer of its own',
      put('answers/2', (w) => w.wrong(2)),
    ),
    refused('a player reads the whole database', get('')),
    refused('a player deletes the whole database', put('', null), {
      offline: 'never sent to a real database: a hole there would delete everything',
    }),
  ]),
];
