import { describe, expect, it } from 'vitest';
import {
  databaseWith,
  ORGANIZER,
  OWNER,
  STARTED_AT,
  STRANGER,
  withOrganizer,
} from './rules-fixture.ts';

/** devices/{code} = uid: the code a device's intro shows, so organizers can find its account. */
const now = STARTED_AT;
const CODE = 'ABC234';
const ENTRY = `/devices/${CODE}`;
/** The code alphabet: base32 without the look-alikes 0, 1, O and I. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const empty = withOrganizer(databaseWith(null));
const registered = withOrganizer(empty.as(OWNER).write(ENTRY, OWNER.uid, { now }).newDatabase);

describe('devices: each account registers its own code', () => {
  it('lets a signed-in (anonymous) account write its uid under its code, and write it again', () => {
    const result = empty.as(OWNER).write(ENTRY, OWNER.uid, { now });
    expect(result.allowed).toBe(true);
    expect(result.newDatabase.root.$value()).toMatchObject({ devices: { [CODE]: OWNER.uid } });
    expect(registered.as(OWNER).write(ENTRY, OWNER.uid, { now }).allowed).toBe(true);
  });

  it("refuses another account's uid, a taken code, a signed-out write and a delete", () => {
    expect(empty.as(OWNER).write(ENTRY, STRANGER.uid, { now }).allowed).toBe(false);
    expect(registered.as(STRANGER).write(ENTRY, STRANGER.uid, { now }).allowed).toBe(false);
    expect(empty.as(null).write(ENTRY, OWNER.uid, { now }).allowed).toBe(false);
    expect(registered.as(OWNER).write(ENTRY, null, { now }).allowed).toBe(false);
    expect(registered.as(ORGANIZER).write(ENTRY, null, { now }).allowed).toBe(false);
    expect(empty.as(OWNER).write('/devices', { [CODE]: OWNER.uid }, { now }).allowed).toBe(false);
  });

  it('takes exactly 6 characters of the code alphabet as a code', () => {
    const takes = (code: string) =>
      empty.as(OWNER).write(`/devices/${code}`, OWNER.uid, { now }).allowed;
    const printable = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i));
    const disagreements = printable
      .filter((character) => !'.#$[]/'.includes(character))
      .filter((character) => takes(`ABC23${character}`) !== ALPHABET.includes(character));
    expect(disagreements).toEqual([]);
    expect(takes(ALPHABET.slice(0, 6))).toBe(true);
    expect(takes('ABC23')).toBe(false);
    expect(takes('ABC2345')).toBe(false);
  });
});

describe('devices: who reads them', () => {
  it('lets organizers read an entry and the list; nobody else, not even the account itself', () => {
    expect(registered.as(ORGANIZER).read(ENTRY).allowed).toBe(true);
    expect(registered.as(ORGANIZER).read('/devices').allowed).toBe(true);
    for (const who of [OWNER, STRANGER, null]) {
      expect(registered.as(who).read(ENTRY).allowed).toBe(false);
      expect(registered.as(who).read('/devices').allowed).toBe(false);
    }
  });
});
