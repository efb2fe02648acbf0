import type { Auth } from 'targaryen';
import { describe, expect, it } from 'vitest';
import { databaseWith, ORGANIZER, STARTED_AT, withOrganizer } from './rules-fixture.ts';

/**
 * devices/{code} = uid: the code a device's intro shows, so organizers can find its account.
 * The code is the account's own: the first 6 characters of its uid, uppercased.
 */
const now = STARTED_AT;
/** Firebase uids are 28 letters and digits; the code is where the rules can check it. */
const DEVICE: Auth = { uid: 'Xk3pqL9zAbCdEfGhIjKlMnOpQr12', provider: 'anonymous' };
const CODE = 'XK3PQL';
const OTHER: Auth = { uid: 'b0oI1lzzAbCdEfGhIjKlMnOpQr12', provider: 'anonymous' };
const OTHER_CODE = 'B0OI1L';
const entry = (code: string) => `/devices/${code}`;
const empty = withOrganizer(databaseWith(null));
const registered = withOrganizer(
  empty.as(DEVICE).write(entry(CODE), DEVICE.uid, { now }).newDatabase,
);
const writes = (who: Auth | null, code: string, value: unknown, db = empty) =>
  db.as(who).write(entry(code), value, { now }).allowed;

describe('devices: each account registers its own code', () => {
  it('lets a signed-in (anonymous) account write its uid under its code, and write it again', () => {
    const result = empty.as(DEVICE).write(entry(CODE), DEVICE.uid, { now });
    expect(result.allowed).toBe(true);
    expect(result.newDatabase.root.$value()).toMatchObject({ devices: { [CODE]: DEVICE.uid } });
    expect(writes(DEVICE, CODE, DEVICE.uid, registered)).toBe(true);
    expect(writes(OTHER, OTHER_CODE, OTHER.uid, registered)).toBe(true);
  });

  it("refuses a second code, a longer or shorter one, or the code's lowercase", () => {
    expect(writes(DEVICE, 'XK3PQM', DEVICE.uid)).toBe(false);
    expect(writes(DEVICE, 'XK3PQ', DEVICE.uid)).toBe(false);
    expect(writes(DEVICE, 'XK3PQL9', DEVICE.uid)).toBe(false);
    expect(writes(DEVICE, 'Xk3pqL', DEVICE.uid)).toBe(false);
    expect(writes(DEVICE, 'ZZZZZZ', DEVICE.uid)).toBe(false);
  });

  it('refuses a batch of codes in one update, even beside its own', () => {
    const batch = (codes: string[]) =>
      empty
        .as(DEVICE)
        .update('/devices', Object.fromEntries(codes.map((code) => [code, DEVICE.uid])), { now })
        .allowed;
    expect(batch([CODE])).toBe(true);
    expect(batch([CODE, 'XK3PQM'])).toBe(false);
    const many = Array.from({ length: 200 }, (_, n) => n.toString(36).toUpperCase());
    expect(batch(many.map((code) => code.padStart(6, 'A')))).toBe(false);
    const rootBatch = { [`devices/${CODE}`]: DEVICE.uid, 'devices/AAAAAB': DEVICE.uid };
    expect(empty.as(DEVICE).update('/', rootBatch, { now }).allowed).toBe(false);
  });

  it("refuses another device's code, registered or not, and a code taken by a look-alike uid", () => {
    expect(writes(OTHER, CODE, OTHER.uid)).toBe(false);
    expect(writes(OTHER, CODE, OTHER.uid, registered)).toBe(false);
    expect(writes(DEVICE, OTHER_CODE, DEVICE.uid)).toBe(false);
    // Two uids may begin alike but for case: the first to register keeps the code.
    const twin: Auth = { uid: 'XK3PQl-another-account', provider: 'anonymous' };
    expect(writes(twin, CODE, twin.uid)).toBe(true);
    expect(writes(twin, CODE, twin.uid, registered)).toBe(false);
  });

  it("refuses another account's uid, a signed-out write, a delete and a write over the list", () => {
    expect(writes(DEVICE, CODE, OTHER.uid)).toBe(false);
    expect(writes(null, CODE, DEVICE.uid)).toBe(false);
    expect(writes(DEVICE, CODE, null, registered)).toBe(false);
    expect(writes(ORGANIZER, CODE, null, registered)).toBe(false);
    expect(empty.as(DEVICE).write('/devices', { [CODE]: DEVICE.uid }, { now }).allowed).toBe(false);
  });

  it('takes exactly 6 letters and digits, the uid uppercased, as a code', () => {
    const printable = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i));
    const disagreements = printable
      .filter((character) => !'.#$[]/'.includes(character))
      .filter((character) => {
        const uid = `abc23${character}rest-of-the-uid`;
        const code = `ABC23${character.toUpperCase()}`;
        const taken = writes({ uid, provider: 'anonymous' }, code, uid);
        return taken !== /^[a-zA-Z0-9]$/.test(character);
      });
    expect(disagreements).toEqual([]);
  });
});

describe('devices: who reads them', () => {
  it('lets organizers read an entry and the list; nobody else, not even the account itself', () => {
    expect(registered.as(ORGANIZER).read(entry(CODE)).allowed).toBe(true);
    expect(registered.as(ORGANIZER).read('/devices').allowed).toBe(true);
    for (const who of [DEVICE, OTHER, null]) {
      expect(registered.as(who).read(entry(CODE)).allowed).toBe(false);
      expect(registered.as(who).read('/devices').allowed).toBe(false);
    }
  });
});
