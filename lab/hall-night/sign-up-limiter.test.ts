import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toQuotaConfig } from '../../scripts/game-schedule/signup-quota.ts';
import { SIGN_UP_REFUSAL, startSignUpLimiter, type SignUpLimiter } from './sign-up-limiter.ts';

const HOUR = 3_600_000;
const API = 'identitytoolkit.googleapis.com';

describe('the sign-up limiter in front of the Auth emulator', () => {
  let emulator: Server;
  let limiter: SignUpLimiter;
  let now = 0;
  let made = 0;

  beforeEach(async () => {
    // The emulator's part: every sign-up makes an account.
    emulator = createServer((request, response) => {
      made += 1;
      const body = { idToken: `token-${made}`, localId: `uid-${made}`, path: request.url };
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => emulator.listen(0, '127.0.0.1', resolve));
    const { port } = emulator.address() as AddressInfo;
    limiter = await startSignUpLimiter(`127.0.0.1:${port}`, () => now);
    now = Date.parse('2026-12-05T12:00:00Z');
    made = 0;
  });
  afterEach(async () => {
    await limiter.close();
    await new Promise((resolve) => emulator.close(resolve));
  });

  const signUp = (address: string) =>
    fetch(`http://${limiter.host}/${API}/v1/accounts:signUp?key=demo`, {
      method: 'POST',
      headers: { 'X-Forwarded-For': address, 'Content-Type': 'application/json' },
      body: '{"returnSecureToken":true}',
    });
  const signUps = async (count: number, address: string) => {
    const statuses = [];
    for (let index = 0; index < count; index += 1) statuses.push((await signUp(address)).status);
    return statuses;
  };

  it('lets 100 sign-ups an hour through from one address, refuses the 101st as Identity Toolkit does, and takes others', async () => {
    expect(new Set(await signUps(100, '10.0.0.1'))).toEqual(new Set([200]));
    const refused = await signUp('10.0.0.1');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: { code: 400, message: SIGN_UP_REFUSAL, status: 'INVALID_ARGUMENT' },
    });
    expect((await signUp('10.0.0.2')).status).toBe(200);
    now += HOUR;
    expect((await signUp('10.0.0.1')).status).toBe(200);
    expect(limiter.counts()).toEqual({ refused: 1, accepted: 102 });
    expect(made).toBe(102);
  });

  it('applies the quota the admin API sets, within its window only, and says it back', async () => {
    const config = `http://${limiter.host}/${API}/v2/projects/demo-rehearsal/config`;
    const quota = { quota: 150, startsAt: now + HOUR, endsAt: now + 2 * HOUR };
    const signUpQuotaConfig = toQuotaConfig(quota);
    const patch = (authorization: string) =>
      fetch(`${config}?updateMask=quota.signUpQuotaConfig`, {
        method: 'PATCH',
        headers: { Authorization: authorization, 'Content-Type': 'application/json' },
        body: JSON.stringify({ quota: { signUpQuotaConfig } }),
      });
    expect((await patch('')).status).toBe(401);
    expect((await patch('Bearer owner')).status).toBe(200);
    const read = await fetch(config, { headers: { Authorization: 'Bearer owner' } });
    expect(await read.json()).toEqual({
      name: 'projects/demo-rehearsal/config',
      quota: { signUpQuotaConfig },
    });
    now += HOUR;
    const statuses = await signUps(151, '10.0.0.1');
    expect(statuses.filter((status) => status === 200)).toHaveLength(150);
    expect(statuses.at(-1)).toBe(400);
    now += HOUR + 1;
    expect((await signUp('10.0.0.9')).status).toBe(200);
    expect(await signUps(100, '10.0.0.9')).toContain(400);
  });

  it('passes every other request to the emulator as it is', async () => {
    const response = await fetch(`http://${limiter.host}/${API}/v1/accounts:lookup?key=demo`, {
      method: 'POST',
      body: '{}',
    });
    expect(await response.json()).toMatchObject({ path: `/${API}/v1/accounts:lookup?key=demo` });
    expect(limiter.counts()).toEqual({ refused: 0, accepted: 0 });
  });
});
