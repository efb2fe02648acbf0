import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerProof } from '@/game/answer-proof.ts';
import { deviceCode } from '@/game/device-code.ts';
import { createRestNight } from '@/backend/rtdb/night-rest.ts';
import type { NightState } from '@/game/types.ts';
import { anonymousIdentity, tokenSource } from './support/game-identities.ts';
import {
  startLoopbackDatabase,
  type LoopbackDatabase,
} from '../../lab/loopback/loopback-database.ts';

const schedule = { opensAt: Date.now() - 3_600_000, closesAt: Date.now() + 3_600_000 };

describe(`the night over the RTDB REST API (${tokenSource} tokens)`, () => {
  let server: LoopbackDatabase;

  beforeEach(async () => {
    // The adapter reads again on the browser's window timers; Node lends it its own.
    vi.stubGlobal('window', globalThis);
    server = await startLoopbackDatabase({ game: { schedule } });
  });

  afterEach(async () => {
    vi.unstubAllGlobals();
    await server.close();
  });

  it('reads the schedule, the announcement, the errata and the freeze from game, signed out', async () => {
    const announcement = { text: 'Riddle 7 has a typo.', at: Date.now() };
    const erratum = { text: 'Read "ohm" for "volt".', at: announcement.at };
    server.seed('game/announcement', announcement);
    server.seed('game/errata/7', erratum);
    server.seed('game/frozenAt', announcement.at);
    const night = await new Promise<NightState>((resolve) => {
      const stop = createRestNight(server.databaseURL).watchNight((state) => {
        resolve(state);
        stop();
      });
    });
    expect(night).toEqual({
      schedule,
      announcement,
      errata: { 7: erratum },
      frozenAt: announcement.at,
      boardEditedAt: null,
    });
  });

  it("registers the device's code for its uid, again after a reload, and never another's", async () => {
    const night = createRestNight(server.databaseURL);
    const device = await anonymousIdentity();
    const code = await night.registerDevice(device);
    expect(code).toBe(deviceCode(device.uid));
    expect(code).toBe(device.uid.slice(0, 6).toUpperCase());
    expect(await createRestNight(server.databaseURL).registerDevice(device)).toBe(code);
    expect(server.data()).toMatchObject({ devices: { [code]: device.uid } });

    const other = await anonymousIdentity();
    server.seed(`devices/${deviceCode(other.uid) ?? ''}`, device.uid);
    await expect(night.registerDevice(other)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  });

  it('refuses a script a second code, a batch of codes, or the code of another device', async () => {
    const script = await anonymousIdentity();
    const victim = await anonymousIdentity();
    const own = deviceCode(script.uid) ?? '';
    const theirs = deviceCode(victim.uid) ?? '';
    const token = await script.getIdToken();
    const write = async (path: string, method: 'PUT' | 'PATCH', body: unknown) => {
      const url = new URL(`${path}.json`, server.databaseURL);
      url.searchParams.set('auth', token);
      url.searchParams.set('x-http-method-override', method);
      return (await fetch(url, { method: 'POST', body: JSON.stringify(body) })).status;
    };
    const batch = Object.fromEntries(
      Array.from({ length: 50 }, (_, n) => [`Z${String(n).padStart(5, '0')}`, script.uid]),
    );
    expect(await write(`devices/${theirs}`, 'PUT', script.uid)).toBe(401);
    expect(await write('devices/ZZZZZZ', 'PUT', script.uid)).toBe(401);
    expect(await write('devices', 'PATCH', batch)).toBe(401);
    expect(await write('devices', 'PATCH', { ...batch, [own]: script.uid })).toBe(401);
    expect(
      await write('', 'PATCH', {
        [`devices/${own}`]: script.uid,
        [`devices/${theirs}`]: script.uid,
      }),
    ).toBe(401);
    expect(server.data()).not.toMatchObject({ devices: expect.anything() });
    await createRestNight(server.databaseURL).registerDevice(victim);
    expect(await write(`devices/${theirs}`, 'PUT', script.uid)).toBe(401);
    expect(server.data()).toEqual(expect.objectContaining({ devices: { [theirs]: victim.uid } }));
  });

  it('answers practice for an accepted spelling after the close, as for the answer', async () => {
    const answer = await answerProof('12', 'Flip flop');
    const other = await answerProof('12', 'flip-flop');
    server.seed('answers/12', answer);
    server.seed(`alternatives/12/${other}`, true);
    const night = createRestNight(server.databaseURL);
    expect(await night.checkPractice(12, other)).toBe(false);
    server.seed('game/schedule/closesAt', Date.now() - 1);
    expect(await night.checkPractice(12, other)).toBe(true);
    expect(await night.checkPractice(12, answer)).toBe(true);
    expect(await night.checkPractice(12, await answerProof('12', 'flip_flop'))).toBe(false);
    expect(await night.checkPractice(13, other)).toBe(false);
  });
});
