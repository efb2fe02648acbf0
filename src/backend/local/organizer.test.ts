import { describe, expect, it } from 'vitest';
import { describeErrataContract } from '@/test/errata.contract.ts';
import {
  describeOrganizerPortContract,
  type OrganizerPortHarness,
} from '@/test/organizer-port.contract.ts';
import { localIdentity, sampleProof } from '@/test/sample-riddles.ts';
import type { SessionUser } from '../ports.ts';
import { ACCOUNTS_KEY } from './account-keys.ts';
import { createLocalGame } from './game.ts';
import { createLocalOrganizer } from './organizer.ts';
import { ORGANIZERS_STORAGE_KEY } from './organizer-list.ts';

const ORGANIZER_EMAIL = 'lead@ece.nits.ac.in';

/** Accounts as local auth stores them (only what the organizer check reads). */
function storeAccounts(entries: Array<{ uid: string; email: string }>): void {
  const accounts = Object.fromEntries(entries.map((entry) => [entry.email, entry]));
  localStorage.setItem(ACCOUNTS_KEY, JSON.stringify(accounts));
}

async function localHarness(): Promise<OrganizerPortHarness> {
  localStorage.clear();
  storeAccounts([
    { uid: 'organizer', email: ORGANIZER_EMAIL },
    { uid: 'device-first', email: 'member@ece.nits.ac.in' },
  ]);
  let clock = Date.parse('2026-11-21T18:05:00');
  const now = () => clock;
  const game = createLocalGame({
    storage: localStorage,
    now,
    schedule: null,
    organizers: ORGANIZER_EMAIL,
  });
  return {
    organizer: createLocalOrganizer({ storage: localStorage, organizers: ORGANIZER_EMAIL, now }),
    teams: game.teams,
    night: game.night,
    organizerIdentity: async () => localIdentity('organizer'),
    player: async (device) => localIdentity(`device-${device}`),
    registerDevice: (player) => game.night.registerDevice(player),
    advanceClock: (ms) => {
      clock += ms;
    },
    proof: sampleProof,
  };
}

describeOrganizerPortContract('local storage', localHarness);
describeErrataContract('local storage', localHarness);

describe('local organizers', () => {
  const member = (email: string | null): SessionUser => ({
    uid: 'u1',
    email,
    displayName: 'A',
    isAnonymous: false,
    emailVerified: true,
  });

  it('are the e-mails of VITE_LOCAL_ORGANIZERS and those granted in this browser', async () => {
    localStorage.clear();
    localStorage.setItem(ORGANIZERS_STORAGE_KEY, JSON.stringify(['Granted@Example.com']));
    const port = createLocalOrganizer({ storage: localStorage, organizers: ' lead@x.in , b@x.in' });
    expect(await port.isOrganizer(member('LEAD@x.in'), localIdentity('u1'))).toBe(true);
    expect(await port.isOrganizer(member('granted@example.com'), localIdentity('u1'))).toBe(true);
    expect(await port.isOrganizer(member('c@x.in'), localIdentity('u1'))).toBe(false);
    expect(await port.isOrganizer(member(null), localIdentity('u1'))).toBe(false);
  });

  it('keep the announcement and the freeze in ecs.cos.night, beside the schedule', async () => {
    localStorage.clear();
    storeAccounts([{ uid: 'organizer', email: ORGANIZER_EMAIL }]);
    const schedule = { opensAt: 1, closesAt: 2 };
    localStorage.setItem('ecs.cos.night', JSON.stringify({ schedule }));
    const port = createLocalOrganizer({ organizers: ORGANIZER_EMAIL, now: () => 42 });
    await port.announce(localIdentity('organizer'), ' Riddle 7 is void. ');
    await port.setFrozen(localIdentity('organizer'), true);
    expect(JSON.parse(localStorage.getItem('ecs.cos.night') ?? '')).toEqual({
      schedule,
      announcement: { text: 'Riddle 7 is void.', at: 42 },
      frozenAt: 42,
    });
    await port.announce(localIdentity('organizer'), null);
    await port.setFrozen(localIdentity('organizer'), false);
    expect(JSON.parse(localStorage.getItem('ecs.cos.night') ?? '')).toEqual({ schedule });
  });
});
