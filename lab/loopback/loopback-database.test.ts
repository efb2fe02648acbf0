import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { POINTS_PER_ANSWER } from '../../src/game/numbers.ts';
import { ADMIN_TOKEN, startLoopbackDatabase, type LoopbackDatabase } from './loopback-database.ts';

/**
 * An unsigned ID token: the loopback database reads its claims, as the rules see them, without
 * checking the signature. The organizer's says its address is verified, as organizers' are.
 */
const tokenFor = (uid: string) => {
  const claims = { user_id: uid, ...(uid === 'organizer' ? { email_verified: true } : {}) };
  return ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), ''].join('.');
};
const OPENS_AT = 1_800_000_000_000;
const CLOSES_AT = OPENS_AT + 7_200_000;
const newTeam = (owner: string) => ({
  teamName: 'spark gap',
  question: 1,
  score: 0,
  owner,
  startedAt: { '.sv': 'timestamp' },
  timestamp: { '.sv': 'timestamp' },
});

describe('the loopback Realtime Database', () => {
  let server: LoopbackDatabase;
  /** A REST request signed in as `uid`, or signed out when it is null. */
  const request = (
    path: string,
    init: RequestInit = {},
    query: Record<string, string> = {},
    uid: string | null = 'owner',
  ) => {
    const url = new URL(`${path}.json`, server.databaseURL);
    const auth: Record<string, string> = uid === null ? {} : { auth: tokenFor(uid) };
    for (const [name, value] of Object.entries({ ...query, ...auth })) {
      url.searchParams.set(name, value);
    }
    return fetch(url, init);
  };
  const put = (path: string, body: unknown) =>
    request(path, { method: 'PUT', body: JSON.stringify(body) });
  const patch = (path: string, body: unknown) =>
    request(path, { method: 'PATCH', body: JSON.stringify(body) });
  /** The team create as the REST adapter sends it: one root update with the owner entry. */
  const create = (owner: string) =>
    patch('', { 'user/spark gap': newTeam(owner), [`owners/${owner}`]: 'spark gap' });

  beforeEach(async () => {
    server = await startLoopbackDatabase({ answers: { '1': 'proof-one' } });
  });
  afterEach(() => server.close());

  it('takes admin data past the rules and judges requests on the clock it is set to', async () => {
    server.seed('game/schedule', { opensAt: OPENS_AT, closesAt: CLOSES_AT });
    server.setNow(OPENS_AT - 1);
    expect((await create('owner')).status).toBe(401);
    server.setNow(OPENS_AT);
    expect((await create('owner')).status).toBe(200);
    expect(server.data()).toMatchObject({
      answers: { '1': 'proof-one' },
      user: { 'spark gap': { startedAt: OPENS_AT, timestamp: OPENS_AT } },
      owners: { owner: 'spark gap' },
    });
  });

  it('judges a root multi-path PATCH on the whole new root, and answers it with what it wrote', async () => {
    server.seed('game/schedule', { opensAt: OPENS_AT, closesAt: CLOSES_AT });
    server.setNow(OPENS_AT + 1);
    expect((await put('user/spark gap', newTeam('owner'))).status).toBe(401);
    const created = await create('owner');
    expect(created.status).toBe(200);
    expect(await created.json()).toEqual({
      'user/spark gap': { ...newTeam('owner'), startedAt: OPENS_AT + 1, timestamp: OPENS_AT + 1 },
      'owners/owner': 'spark gap',
    });
    const second = { 'user/other': { ...newTeam('owner'), teamName: 'other' } };
    expect((await patch('', { ...second, 'owners/owner': 'other' })).status).toBe(401);
  });

  it("lets an account read its owner entry with its token, and nobody else's", async () => {
    server.seed('owners/owner', 'spark gap');
    const own = await request('owners/owner');
    expect(own.status).toBe(200);
    expect(await own.json()).toBe('spark gap');
    expect((await request('owners/owner', {}, {}, null)).status).toBe(401);
    expect((await request('owners/owner', {}, {}, 'stranger')).status).toBe(401);
    const none = await request('owners/newcomer', {}, {}, 'newcomer');
    expect(none.status).toBe(200);
    expect(await none.json()).toBeNull();
  });

  it('deletes with nulls in a root multi-path PATCH, when the rules allow it', async () => {
    server.seed('owners', { owner: 'spark gap', other: 'other' });
    server.seed('admins/organizer', true);
    const clear = { 'owners/owner': null, 'owners/other': null };
    expect((await patch('', clear)).status).toBe(401);
    const cleared = await request(
      '',
      { method: 'PATCH', body: JSON.stringify(clear) },
      {},
      'organizer',
    );
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toEqual(clear);
    expect(server.data()).not.toHaveProperty('owners');
  });

  it('judges every request by its own token: a signed-out request after a write is signed out', async () => {
    server.seed('game/schedule', { opensAt: OPENS_AT, closesAt: CLOSES_AT });
    server.setNow(OPENS_AT + 1);
    expect((await create('owner')).status).toBe(200);
    expect((await request('owners/owner', {}, {}, null)).status).toBe(401);
    expect((await request('owners/owner', {}, {}, 'stranger')).status).toBe(401);
    expect((await request('owners/owner')).status).toBe(200);
  });

  it('takes an advance and an organizer reset as the adapters send them: root PATCHes', async () => {
    server.seed('game/schedule', { opensAt: OPENS_AT, closesAt: CLOSES_AT });
    server.seed('admins/organizer', true);
    server.setNow(OPENS_AT + 1);
    await create('owner');
    server.seed('proofs/spark gap/1', 'proof-one');
    const advance = {
      'user/spark gap/question': 2,
      'user/spark gap/score': POINTS_PER_ANSWER,
      'user/spark gap/timestamp': { '.sv': 'timestamp' },
      'solves/spark gap/1': { '.sv': 'timestamp' },
    };
    expect((await patch('', advance)).status).toBe(200);
    expect(server.data()).toMatchObject({ solves: { 'spark gap': { '1': OPENS_AT + 1 } } });
    const reset = {
      'user/spark gap': null,
      'proofs/spark gap': null,
      'guesses/spark gap': null,
      'solves/spark gap': null,
      'owners/owner': null,
    };
    expect((await patch('', reset)).status).toBe(401);
    const asOrganizer = { method: 'PATCH', body: JSON.stringify(reset) };
    expect((await request('', asOrganizer, {}, 'organizer')).status).toBe(200);
    expect(server.data()).not.toHaveProperty('user');
    expect(server.data()).not.toHaveProperty('owners');
  });

  it('deletes with seed(path, null) and answers a GET of missing data with 200 null', async () => {
    server.seed('game/schedule', { opensAt: OPENS_AT, closesAt: CLOSES_AT });
    server.seed('game/schedule', null);
    const response = await request('game/schedule');
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
  });

  it('takes a POST with ?x-http-method-override as that method, and logs every request', async () => {
    server.seed('game/schedule', { opensAt: OPENS_AT, closesAt: CLOSES_AT });
    server.setNow(OPENS_AT);
    const asPatch = { 'user/spark gap': newTeam('owner'), 'owners/owner': 'spark gap' };
    const body = JSON.stringify(asPatch);
    const override = { 'x-http-method-override': 'PATCH' };
    expect((await request('', { method: 'POST', body }, override)).status).toBe(200);
    expect(server.data()).toMatchObject({ owners: { owner: 'spark gap' } });
    expect((await request('owners', { method: 'POST', body: '"x"' })).status).toBe(405);
    expect(server.takeRequests()).toEqual([
      'POST /.json?x-http-method-override=PATCH',
      'POST /owners.json',
    ]);
  });

  it('answers ?shallow=true with the keys only, and refuses a DELETE the rules refuse', async () => {
    server.seed('game/schedule', { opensAt: OPENS_AT, closesAt: CLOSES_AT });
    const shallow = await request('game', {}, { shallow: 'true' });
    expect(shallow.status).toBe(200);
    expect(await shallow.json()).toEqual({ schedule: true });
    expect((await request('game/schedule', { method: 'DELETE' })).status).toBe(401);
    expect((await request('answers/1')).status).toBe(401);
  });

  it('lists and serves the archive signed out, shallow for the list, and takes no client write', async () => {
    const night = { opensAt: OPENS_AT, closesAt: CLOSES_AT, teams: { 'spark gap': { score: 40 } } };
    server.seed('archive', { '2026-12-05': night, '2027-12-04': night });
    const list = await request('archive', {}, { shallow: 'true' }, null);
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual({ '2026-12-05': true, '2027-12-04': true });
    const one = await request('archive/2026-12-05', {}, {}, null);
    expect(await one.json()).toEqual(night);
    server.seed('admins/owner', true);
    expect((await request('archive/2026-12-05', { method: 'DELETE' })).status).toBe(401);
    expect((await put('archive/2028-12-02', night)).status).toBe(401);
  });

  it('answers the practice oracle as the REST API does: 200 null when right, 401 otherwise', async () => {
    server.seed('game/schedule', { opensAt: OPENS_AT, closesAt: CLOSES_AT });
    server.setNow(CLOSES_AT - 1);
    expect((await request('practice/1/proof-one')).status).toBe(401);
    server.setNow(CLOSES_AT);
    const right = await request('practice/1/proof-one');
    expect(right.status).toBe(200);
    expect(await right.json()).toBeNull();
    expect((await request('practice/1/proof-two')).status).toBe(401);
  });
  it('reads and writes past the rules with the admin token, stamping server times', async () => {
    server.setNow(OPENS_AT);
    const asAdmin = { access_token: ADMIN_TOKEN };
    const schedule = { opensAt: { '.sv': 'timestamp' }, closesAt: CLOSES_AT };
    const body = JSON.stringify({ 'game/schedule': schedule, 'answers/2': 'proof-two' });
    const patched = await request('', { method: 'PATCH', body }, asAdmin, null);
    expect(patched.status).toBe(200);
    expect(await patched.json()).toEqual({
      'game/schedule': { opensAt: OPENS_AT, closesAt: CLOSES_AT },
      'answers/2': 'proof-two',
    });
    const answers = await request('answers', {}, asAdmin, null);
    expect(await answers.json()).toEqual({ '1': 'proof-one', '2': 'proof-two' });
    const headers = { Authorization: `Bearer ${ADMIN_TOKEN}` };
    expect((await request('answers/1', { method: 'DELETE', headers }, {}, null)).status).toBe(200);
    expect(server.data()).toMatchObject({ answers: { '2': 'proof-two' } });
    expect((await request('answers', {}, { access_token: 'not-the-admin' }, null)).status).toBe(
      401,
    );
  });

  it('answers a query on a child the rules index, and refuses one they do not, as the REST API does', async () => {
    const team = (timestamp: number) => ({ ...newTeam('x'), startedAt: 1, timestamp });
    server.seed('user', { old: team(10), new: team(30), newer: team(40) });
    const since = { orderBy: '"timestamp"', startAt: '30' };
    const changed = await request('user', {}, since, null);
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ new: team(30), newer: team(40) });
    const last = await request('user', {}, { orderBy: '"timestamp"', limitToLast: '1' }, null);
    expect(await last.json()).toEqual({ newer: team(40) });
    const unindexed = await request('user', {}, { orderBy: '"score"', startAt: '0' }, null);
    expect(unindexed.status).toBe(400);
    expect(await unindexed.json()).toEqual({
      error: 'Index not defined, add ".indexOn": "score", for path "/user", to the rules',
    });
    expect((await request('guesses', {}, { orderBy: '"at"', startAt: '0' }, null)).status).toBe(
      401,
    );
  });

  it('streams a node: all of it, then each write that touches it, relative to it', async () => {
    server.seed('user', { a: { score: 1 } });
    const stream = await fetch(new URL('user.json', server.databaseURL), {
      headers: { Accept: 'text/event-stream' },
    });
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    const reader = stream.body?.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const until = async (part: string) => {
      while (!text.includes(part)) text += (await reader?.read())?.value ?? '';
    };
    await until('\n\n');
    server.seed('user/b', { score: 2 });
    server.seed('answers/2', 'proof-two');
    const advance = { 'user/b/score': 12, 'answers/3': 'proof-three' };
    const asAdmin = { access_token: ADMIN_TOKEN };
    await request('', { method: 'PATCH', body: JSON.stringify(advance) }, asAdmin, null);
    server.seed('', { user: { c: { score: 3 } } });
    await until('"c"');
    await reader?.cancel();
    expect(text.split('\n\n').filter(Boolean)).toEqual([
      'event: put\ndata: {"path":"/","data":{"a":{"score":1}}}',
      'event: put\ndata: {"path":"/b","data":{"score":2}}',
      'event: patch\ndata: {"path":"/","data":{"b/score":12}}',
      'event: put\ndata: {"path":"/","data":{"c":{"score":3}}}',
    ]);
  });
});

describe('the loopback Realtime Database with a rules file of its own', () => {
  it('judges every request by that file', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'loopback-rules-'));
    const rulesFile = join(folder, 'open.rules.json');
    writeFileSync(rulesFile, JSON.stringify({ rules: { answers: { '.read': true } } }));
    const open = await startLoopbackDatabase({ answers: { '1': 'proof-one' } }, { rulesFile });
    try {
      const response = await fetch(new URL('answers/1.json', open.databaseURL));
      expect(await response.json()).toBe('proof-one');
    } finally {
      await open.close();
      rmSync(folder, { recursive: true });
    }
  });
});
