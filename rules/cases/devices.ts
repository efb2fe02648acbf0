import { DEVICE_CODE_LENGTH } from '../../src/game/numbers.ts';
import { allowed, type Actor, cases, get, patch, put, refused, type World } from './case.ts';
import { device } from './given.ts';

const entry = (code: (w: World) => string) => (w: World) => `devices/${code(w)}`;
const own = (actor: Actor) => (w: World) => w.code[actor];
/** Registers `code` for `actor`'s uid, as the intro does for its own code. */
const registers = (code: (w: World) => string, actor: Actor = 'stranger') =>
  put(entry(code), (w) => w.uid[actor]);
/** `length` characters of the account's uid from `start`, uppercased: shaped like a code. */
const codeFrom =
  (actor: Actor, start: number, length = DEVICE_CODE_LENGTH) =>
  (w: World) =>
    w.uid[actor].slice(start, start + length).toUpperCase();
/** The stranger's code with its last character changed. */
const nextCode = (w: World) =>
  w.code.stranger.slice(0, -1) + (w.code.stranger.endsWith('0') ? '1' : '0');
const batch = (codes: (w: World) => string[]) =>
  patch((w) => Object.fromEntries(codes(w).map((code) => [code, w.uid.stranger])), 'devices');

/** devices/{code} = uid: each account registers its own code, the start of its uid, alone. */
export const DEVICE_CASES = [
  ...cases('devices', { as: 'stranger' }, [
    allowed('a device registers its code, as the site does', registers(own('stranger')), {
      after: (w) => ({ [`devices/${w.code.stranger}`]: w.uid.stranger }),
    }),
    allowed('a device registers its code again', registers(own('stranger')), {
      given: [device('stranger')],
    }),
    allowed(
      'another device registers its own code beside it',
      registers(own('newcomer'), 'newcomer'),
      {
        as: 'newcomer',
        given: [device('stranger')],
      },
    ),
    refused('a second code for a device', registers(nextCode)),
    refused(
      'a code one character short',
      registers((w) => w.code.stranger.slice(0, -1)),
    ),
    refused(
      'a code of one character more of its uid',
      registers(codeFrom('stranger', 0, DEVICE_CODE_LENGTH + 1)),
    ),
    refused(
      'a code in lowercase',
      registers((w) => w.code.stranger.toLowerCase()),
    ),
    refused(
      'a code not taken from its own uid (one character on)',
      registers(codeFrom('stranger', 1)),
    ),
    refused(
      'a code of nobody',
      registers(() => 'ZZZZZZ'.slice(0, DEVICE_CODE_LENGTH)),
    ),
    allowed(
      'its own code in a batch of one',
      batch((w) => [w.code.stranger]),
    ),
    refused(
      'a batch of two codes, its own among them',
      batch((w) => [w.code.stranger, nextCode(w)]),
    ),
    refused(
      'a batch of 200 codes',
      batch(() =>
        Array.from({ length: 200 }, (_, n) =>
          n.toString(36).toUpperCase().padStart(DEVICE_CODE_LENGTH, 'A'),
        ),
      ),
    ),
    refused(
      'a batch of 20 codes from its own uid, its own among them',
      batch((w) => Array.from({ length: 20 }, (_, start) => codeFrom('stranger', start)(w))),
    ),
    refused(
      'a batch of codes in a root update',
      patch((w) => ({
        [`devices/${w.code.stranger}`]: w.uid.stranger,
        [`devices/${nextCode(w)}`]: w.uid.stranger,
      })),
    ),
    refused("a device takes another device's code, not yet registered", registers(own('newcomer'))),
    refused(
      "a device takes another device's code for its own uid",
      registers(own('stranger'), 'newcomer'),
      {
        as: 'newcomer',
      },
    ),
    refused(
      'its own code, for another account',
      put(entry(own('stranger')), (w) => w.uid.newcomer),
    ),
    refused('a code written for another account', registers(own('rival'), 'rival')),
    refused('a code registered signed out', registers(own('stranger')), { as: 'signed out' }),
    refused(
      'a code over the whole list',
      put('devices', (w) => ({ [w.code.stranger]: w.uid.stranger })),
    ),
    allowed(
      'a uid alike but for case takes the code while it is free',
      registers(own('stranger'), 'twin'),
      { as: 'twin' },
    ),
  ]),
  ...cases('devices', { given: [device('stranger')] }, [
    refused("a device takes another device's code", registers(own('stranger'), 'newcomer'), {
      as: 'newcomer',
    }),
    refused(
      'a uid alike but for case takes a registered code',
      registers(own('stranger'), 'twin'),
      { as: 'twin' },
    ),
    refused('a device deletes its code', put(entry(own('stranger')), null), { as: 'stranger' }),
    refused("an organizer deletes a device's code", put(entry(own('stranger')), null), {
      as: 'organizer',
    }),
    allowed("an organizer looks up a device's code", get(entry(own('stranger'))), {
      as: 'organizer',
    }),
    allowed('an organizer reads every device code', get('devices'), { as: 'organizer' }),
    ...(['stranger', 'newcomer', 'signed out'] as const).flatMap((as) => [
      refused(
        `a device code read by ${as === 'signed out' ? 'a signed-out client' : `the ${as}`}`,
        get(entry(own('stranger'))),
        { as },
      ),
      refused(
        `every device code read by ${as === 'signed out' ? 'a signed-out client' : `the ${as}`}`,
        get('devices'),
        { as },
      ),
    ]),
  ]),
];
