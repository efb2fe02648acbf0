import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceCode } from '../../src/backend/device-code.ts';
import { createRestNight } from '../../src/backend/firebase/night-rest.ts';
import type { NightState } from '../../src/backend/ports.ts';
import { anonymousIdentity, tokenSource } from './support/game-identities.ts';
import { startRtdbFakeServer, type RtdbFakeServer } from './support/rtdb-fake-server.ts';

const schedule = { opensAt: Date.now() - 3_600_000, closesAt: Date.now() + 3_600_000 };

describe(`the night over the RTDB REST API (${tokenSource} tokens)`, () => {
  let server: RtdbFakeServer;

  beforeEach(async () => {
    // The adapter reads again on the browser's window timers; Node lends it its own.
    vi.stubGlobal('window', globalThis);
    server = await startRtdbFakeServer({ game: { schedule } });
  });

  afterEach(async () => {
    vi.unstubAllGlobals();
    await server.close();
  });

  it('reads the schedule, the announcement and the freeze from game, signed out', async () => {
    const announcement = { text: 'Riddle 7 has a typo.', at: Date.now() };
    server.seed('game/announcement', announcement);
    server.seed('game/frozenAt', announcement.at);
    const night = await new Promise<NightState>((resolve) => {
      const stop = createRestNight(server.databaseURL).watchNight((state) => {
        resolve(state);
        stop();
      });
    });
    expect(night).toEqual({ schedule, announcement, frozenAt: announcement.at });
  });

  it("registers the device's code for its uid, again after a reload, and never another's", async () => {
    const night = createRestNight(server.databaseURL);
    const device = await anonymousIdentity();
    const code = await night.registerDevice(device);
    expect(code).toBe(await deviceCode(device.uid));
    expect(await createRestNight(server.databaseURL).registerDevice(device)).toBe(code);
    expect(server.data()).toMatchObject({ devices: { [code]: device.uid } });

    const other = await anonymousIdentity();
    server.seed(`devices/${await deviceCode(other.uid)}`, device.uid);
    await expect(night.registerDevice(other)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  });
});
