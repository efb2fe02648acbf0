import { describe, expect, it } from 'vitest';
import bank from '@/content/cos-questions.sample.json';
import { answerProof } from '@/game/answer-proof.ts';
import { describeOrganizerPortContract } from '../organizer-port.contract.ts';
import type { GameIdentity, SessionUser } from '../ports.ts';
import { ACCOUNTS_KEY } from './account-keys.ts';
import { createLocalGame } from './game.ts';
import { createLocalOrganizer } from './organizer.ts';
import { ORGANIZERS_STORAGE_KEY } from './organizer-list.ts';

const ORGANIZER_EMAIL = 'lead@ece.nits.ac.in';
function identity(uid: string): GameIdentity {
  return { uid, getIdToken: async () => `local-token.${uid}`, clockOffset: async () => 0 };
}

/** Accounts as local auth stores them (only what the organizer check reads). */
function storeAccounts(entries: Array<{ uid: string; email: string }>): void {
  const accounts = Object.fromEntries(entries.map((entry) => [entry.email, entry]));
  localStorage.setItem(ACCOUNTS_KEY, JSON.stringify(accounts));
}

describeOrganizerPortContract('local storage', async () => {
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
    organizerIdentity: async () => identity('organizer'),
    player: async (device) => identity(`device-${device}`),
    registerDevice: (player) => game.night.registerDevice(player),
    advanceClock: (ms) => {
      clock += ms;
    },
    proof: async (qNo) => {
      const entry = bank.find((question) => question.qNo === String(qNo));
      return entry ? answerProof(entry.qNo, entry.answer) : 'f'.repeat(64);
    },
  };
});

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
    expect(await port.isOrganizer(member('LEAD@x.in'), identity('u1'))).toBe(true);
    expect(await port.isOrganizer(member('granted@example.com'), identity('u1'))).toBe(true);
    expect(await port.isOrganizer(member('c@x.in'), identity('u1'))).toBe(false);
    expect(await port.isOrganizer(member(null), identity('u1'))).toBe(false);
  });

  it('keep the announcement and the freeze in ecs.cos.night, beside the schedule', async () => {
    localStorage.clear();
    storeAccounts([{ uid: 'organizer', email: ORGANIZER_EMAIL }]);
    const schedule = { opensAt: 1, closesAt: 2 };
    localStorage.setItem('ecs.cos.night', JSON.stringify({ schedule }));
    const port = createLocalOrganizer({ organizers: ORGANIZER_EMAIL, now: () => 42 });
    await port.announce(identity('organizer'), ' Riddle 7 is void. ');
    await port.setFrozen(identity('organizer'), true);
    expect(JSON.parse(localStorage.getItem('ecs.cos.night') ?? '')).toEqual({
      schedule,
      announcement: { text: 'Riddle 7 is void.', at: 42 },
      frozenAt: 42,
    });
    await port.announce(identity('organizer'), null);
    await port.setFrozen(identity('organizer'), false);
    expect(JSON.parse(localStorage.getItem('ecs.cos.night') ?? '')).toEqual({ schedule });
  });
});
