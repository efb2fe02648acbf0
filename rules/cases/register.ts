import { allowed, cases, EDGE, patch, refused } from './case.ts';
import { MINUTE, night, schedule, team } from './given.ts';
import { creation, newRecord, register, registration } from './requests.ts';

const HOUR = 60 * MINUTE;

/** A team registers: its own, at riddle 1 with no points, at the server's time, with its entry. */
export const REGISTER_CASES = [
  ...cases('register', {}, [
    allowed('a team registered as the site does', register(), {
      after: (w) => ({
        [`user/${w.key.team}/question`]: 1,
        [`user/${w.key.team}/startedAt`]: w.now,
        [`user/${w.key.team}/timestamp`]: w.now,
        [`owners/${w.uid.owner}`]: w.key.team,
      }),
    }),
    refused('a team registered signed out', register(), { as: 'signed out' }),
    refused('a team for the owner, with the owner entry of another account', register(), {
      as: 'stranger',
    }),
    refused(
      "a team for the owner, with the sender's owner entry",
      patch(
        creation(
          newRecord(),
          (w) => w.key.team,
          (w) => w.uid.stranger,
        ),
      ),
      { as: 'stranger' },
    ),
    refused(
      'a team registered for another account',
      register((w) => ({ owner: w.uid.rival })),
    ),
    refused('a team at a later riddle', register({ question: 2 })),
    refused('a team with a head start in score', register({ score: 10 })),
    refused('a team at riddle 2 with its points', register({ question: 2, score: 10 })),
    refused(
      'a team whose start is an hour back',
      register((w) => ({ startedAt: w.now - HOUR })),
    ),
    refused(
      'a team whose start is an hour ahead',
      register((w) => ({ startedAt: w.now + HOUR })),
    ),
    refused(
      'a team with a timestamp of its own',
      register((w) => ({ timestamp: w.now - 1 })),
      { offline: EDGE },
    ),
    refused(
      'a team with a timestamp a minute back',
      register((w) => ({ timestamp: w.now - MINUTE })),
    ),
    refused(
      'a team with an extra field',
      register((w) => ({ proof: w.right(1) })),
    ),
    refused('a team already disqualified', register({ disqualified: true })),
    refused('a team marked not disqualified', register({ disqualified: false })),
    refused(
      'another account registers a taken name',
      register((w) => ({ owner: w.uid.rival })),
      {
        as: 'rival',
        given: [team({ question: 3 })],
      },
    ),
    refused('the owner registers its team again, over itself', register(), {
      given: [team({ question: 3 })],
    }),
  ]),
  ...cases('night', {}, [
    refused('a team a millisecond before the night opens', register(), {
      given: [night({ opensAt: 1, closesAt: 2 * HOUR })],
      offline: EDGE,
    }),
    allowed('a team as the night opens', register(), {
      given: [night({ opensAt: 0, closesAt: 2 * HOUR })],
      offline: EDGE,
    }),
    refused('a team before the night opens', register(), {
      given: [night({ opensAt: HOUR, closesAt: 3 * HOUR })],
    }),
    allowed('a team a minute into the night', register(), {
      given: [night({ opensAt: -MINUTE, closesAt: HOUR })],
    }),
    allowed('a team a millisecond before the close', register(), {
      given: [night({ opensAt: -MINUTE, closesAt: 1 })],
      offline: EDGE,
    }),
    refused('a team at the close', register(), {
      given: [night({ opensAt: -MINUTE, closesAt: 0 })],
      offline: EDGE,
    }),
    refused('a team after the close', register(), {
      given: [night({ opensAt: -3 * HOUR, closesAt: -HOUR })],
    }),
    refused('a team with no night scheduled', register(), { given: [schedule(null)] }),
    refused('a team in a night with no close', register(), {
      given: [schedule((w) => ({ opensAt: w.now - MINUTE }))],
    }),
    refused('a team in a night with no opening', register(), {
      given: [schedule((w) => ({ closesAt: w.now + HOUR }))],
    }),
    refused('a team in a night whose times are text', register(), {
      given: [
        schedule((w) => ({ opensAt: String(w.now - MINUTE), closesAt: String(w.now + HOUR) })),
      ],
    }),
    refused(
      'a team with the night opened early in the same update',
      patch((w) => ({ ...registration()(w), 'game/schedule/opensAt': w.now - MINUTE })),
      { given: [night({ opensAt: HOUR, closesAt: 3 * HOUR })] },
    ),
  ]),
];
