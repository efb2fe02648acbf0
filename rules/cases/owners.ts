import { allowed, cases, get, patch, put, refused, type World } from './case.ts';
import { granted, holding, team } from './given.ts';
import {
  creation,
  moveOf,
  newRecord,
  ownerPath,
  registerNamed,
  registration,
  teamPath,
} from './requests.ts';

const teamName = (w: World) => w.name.team;

const SECOND_KEY = (w: World) => w.label('second team');
/** A second team of the owner's, `second team`. */
const secondTeam = newRecord((w) => ({ teamName: SECOND_KEY(w) }));
const staleEntry = holding(ownerPath('owner'), SECOND_KEY);

/** owners/{uid} = teamKey: one team per account, written with its team and never again. */
export const OWNER_CASES = [
  ...cases('owners', {}, [
    refused('a team record without its owner entry', put(teamPath(), newRecord())),
    refused(
      'a team whose owner entry names another key',
      patch((w) => ({ ...registration()(w), [`owners/${w.uid.owner}`]: SECOND_KEY(w) })),
    ),
    refused(
      "a team with another account's owner entry",
      patch(
        creation(
          newRecord(),
          (w) => w.key.team,
          (w) => w.uid.stranger,
        ),
      ),
    ),
    refused(
      'two teams in one update',
      patch((w) => ({ ...registration()(w), [`user/${SECOND_KEY(w)}`]: secondTeam(w) })),
    ),
  ]),
  ...cases('owners', { given: [team()] }, [
    refused(
      'a second team for the same account',
      patch(creation(secondTeam, SECOND_KEY, (w) => w.uid.owner)),
    ),
    refused(
      'a second team, the owner entry kept on the first',
      patch((w) => ({
        ...creation(secondTeam, SECOND_KEY, w.uid.owner)(w),
        [`owners/${w.uid.owner}`]: w.key.team,
      })),
    ),
    refused(
      'a second team without an owner entry',
      patch((w) => ({ [`user/${SECOND_KEY(w)}`]: secondTeam(w) })),
    ),
    allowed(
      'another account registers its own team',
      patch(
        creation(
          newRecord((w) => ({ teamName: SECOND_KEY(w), owner: w.uid.stranger })),
          SECOND_KEY,
          (w) => w.uid.stranger,
        ),
      ),
      { as: 'stranger' },
    ),
    refused('a player overwrites its own entry', put(ownerPath('owner'), SECOND_KEY)),
    refused('a player deletes its own entry', put(ownerPath('owner'), null)),
    refused("a player overwrites another account's entry", put(ownerPath('owner'), SECOND_KEY), {
      as: 'stranger',
    }),
    refused("a player deletes another account's entry", put(ownerPath('owner'), null), {
      as: 'stranger',
    }),
    refused('an owner entry deleted signed out', put(ownerPath('owner'), null), {
      as: 'signed out',
    }),
    refused(
      'a player claims another team in its owner entry',
      put(ownerPath('stranger'), (w) => w.key.team),
      {
        as: 'stranger',
      },
    ),
    refused(
      'a player claims another team with its entry and the record',
      patch((w) => ({
        [`owners/${w.uid.stranger}`]: w.key.team,
        [`user/${w.key.team}/owner`]: w.uid.stranger,
      })),
      { as: 'stranger' },
    ),
    allowed('a player reads its own owner entry', get(ownerPath('owner'))),
    refused("a player reads another account's owner entry", get(ownerPath('stranger'))),
    refused("a player reads the owner's entry", get(ownerPath('owner')), { as: 'stranger' }),
    refused('an owner entry read signed out', get(ownerPath('owner')), { as: 'signed out' }),
    refused('a player reads every owner entry', get('owners')),
    allowed('an organizer reads an owner entry', get(ownerPath('owner')), { as: 'organizer' }),
  ]),
  ...cases('owners', { as: 'organizer', given: [team()] }, [
    refused("an organizer deletes a playing team's owner entry", put(ownerPath('owner'), null)),
    refused(
      "an organizer gives a device a playing team's key",
      put(ownerPath('newcomer'), (w) => w.key.team),
    ),
    refused('an organizer writes a number as an owner entry', put(ownerPath('owner'), 42)),
    allowed('an organizer moves a team, its entries with it', patch(moveOf())),
  ]),
  ...cases('owners', {}, [
    refused(
      'a player writes its own entry alone',
      put(ownerPath('owner'), (w) => w.key.team),
    ),
    refused(
      "a player writes another account's entry",
      put(ownerPath('owner'), (w) => w.key.team),
      {
        as: 'stranger',
      },
    ),
    refused(
      'a player registers with an entry for another account beside its own',
      patch((w) => ({
        ...creation(
          newRecord({ teamName: SECOND_KEY(w), owner: w.uid.stranger }),
          SECOND_KEY(w),
          w.uid.stranger,
        )(w),
        [`owners/${w.uid.owner}`]: SECOND_KEY(w),
      })),
      { as: 'stranger' },
    ),
    refused(
      'a team at the key a stale entry of the account names',
      patch((w) => ({ [`user/${SECOND_KEY(w)}`]: secondTeam(w) })),
      { given: [staleEntry] },
    ),
    refused(
      'an entry claiming an existing team the account owns',
      put(ownerPath('owner'), (w) => w.key.team),
      {
        given: [team(), holding(ownerPath('owner'), null)],
      },
    ),
    allowed('an organizer clears an entry whose team is gone', put(ownerPath('owner'), null), {
      as: 'organizer',
      given: [holding(ownerPath('owner'), (w) => w.key.team)],
    }),
    refused('a player clears its entry whose team is gone', put(ownerPath('owner'), null), {
      given: [holding(ownerPath('owner'), (w) => w.key.team)],
    }),
    refused(
      'an organizer registers a team of its own',
      registerNamed(teamName, undefined, 'organizer'),
      {
        as: 'organizer',
      },
    ),
    allowed(
      'an account registers a team of its own',
      registerNamed(teamName, undefined, 'stranger'),
      {
        as: 'stranger',
      },
    ),
    allowed(
      'an account that no longer organizes registers a team',
      registerNamed(teamName, undefined, 'organizer'),
      { as: 'organizer', given: [granted('organizer', false)] },
    ),
  ]),
  ...cases('owners', { as: 'organizer' }, [
    refused('an organizer creates a team for a player', patch(registration())),
    refused(
      'an organizer creates a team for a player, without its entry',
      patch((w) => ({ [`user/${w.key.team}`]: newRecord()(w) })),
    ),
    refused(
      'an organizer creates a team for a player, only its entry',
      patch((w) => ({ [`owners/${w.uid.owner}`]: w.key.team })),
    ),
  ]),
];
