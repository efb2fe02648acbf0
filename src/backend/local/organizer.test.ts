import { describe, expect, it } from 'vitest';
import { describeErrataContract } from '@/test/errata.contract.ts';
import {
  describeOrganizerPortContract,
  type OrganizerPortHarness,
} from '@/test/organizer-port.contract.ts';
import { seedTables, storedTable } from '@/test/local-tables.ts';
import { localIdentity, sampleProof } from '@/test/sample-riddles.ts';
import type { SessionUser } from '../ports.ts';
import { createLocalGame } from './game.ts';
import { createLocalOrganizer } from './organizer.ts';

const ORGANIZER_EMAIL = 'lead@ece.nits.ac.in';
/** The organizer's identity, its address verified as the rules want an organizer's. */
const organizerOf = (uid: string, address = ORGANIZER_EMAIL) =>
  localIdentity(uid, { email: { address, verified: true } });

/** Accounts as local auth stores them (only what the organizer check reads). */
function storeAccounts(entries: Array<{ uid: string; email: string }>): void {
  seedTables({ accounts: Object.fromEntries(entries.map((entry) => [entry.email, entry])) });
}

async function localHarness(): Promise<OrganizerPortHarness> {
  localStorage.clear();
  storeAccounts([
    { uid: 'organizer', email: ORGANIZER_EMAIL },
    { uid: 'device-first', email: 'member@ece.nits.ac.in' },
  ]);
  let clock = Date.parse('2026-11-21T18:05:00');
  const now = () => clock;
  const verified = { address: ORGANIZER_EMAIL, verified: true };
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
    organizerIdentity: async () => localIdentity('organizer', { email: verified, clock: now }),
    player: async (device) => localIdentity(`device-${device}`, { clock: now }),
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

  it('are the accounts of the e-mails of VITE_LOCAL_ORGANIZERS and those granted in this browser', async () => {
    localStorage.clear();
    storeAccounts([
      { uid: 'lead', email: 'lead@x.in' },
      { uid: 'granted', email: 'granted@example.com' },
      { uid: 'other', email: 'c@x.in' },
    ]);
    seedTables({ organizers: ['Granted@Example.com'] });
    const port = createLocalOrganizer({ storage: localStorage, organizers: ' LEAD@x.in , b@x.in' });
    expect(await port.isOrganizer(member('lead@x.in'), organizerOf('lead', 'lead@x.in'))).toBe(
      true,
    );
    const granted = organizerOf('granted', 'granted@example.com');
    expect(await port.isOrganizer(member('granted@example.com'), granted)).toBe(true);
    expect(await port.isOrganizer(member('c@x.in'), organizerOf('other', 'c@x.in'))).toBe(false);
    expect(await port.isOrganizer(member(null), localIdentity('device'))).toBe(false);
  });

  it("keep the announcement and the freeze in the night's storage, beside the schedule", async () => {
    localStorage.clear();
    storeAccounts([{ uid: 'organizer', email: ORGANIZER_EMAIL }]);
    const schedule = { opensAt: 1, closesAt: 2 };
    seedTables({ night: { schedule } });
    const port = createLocalOrganizer({
      storage: localStorage,
      organizers: ORGANIZER_EMAIL,
      now: () => 42,
    });
    await port.announce(organizerOf('organizer'), ' Riddle 7 is void. ');
    await port.setFrozen(organizerOf('organizer'), true);
    expect(storedTable('night')).toEqual({
      schedule,
      announcement: { text: 'Riddle 7 is void.', at: 42 },
      frozenAt: 42,
    });
    await port.announce(organizerOf('organizer'), null);
    await port.setFrozen(organizerOf('organizer'), false);
    expect(storedTable('night')).toEqual({ schedule });
  });
});
