import { describe, expect, it, vi } from 'vitest';
import { unsignedIdToken } from '@/backend/local/id-token.ts';
import {
  createLoopbackCore,
  type LoopbackCoreOptions,
  type LoopbackRequest,
} from './loopback-core.ts';

/** Small rules of their own, so that each case shows one thing the loopback does. */
const rules = {
  rules: {
    notes: {
      '.read': true,
      '.indexOn': 'at',
      $note: { '.write': 'auth != null && newData.child("by").val() === auth.uid' },
    },
    locked: { '.read': "root.child('key').val() === true" },
    given: { '.read': true, '.write': true },
  },
};
const NOW = 1_800_000_000_000;
const token = (uid: string) => unsignedIdToken({ user_id: uid });
const open = (more: Partial<LoopbackCoreOptions> = {}) =>
  createLoopbackCore({ rules, clock: () => NOW, ...more });

/** A request as the site sends it: a GET, or a POST naming its method. */
function request(
  path: string,
  method = 'GET',
  body?: unknown,
  query: Record<string, string> = {},
): LoopbackRequest {
  const url = new URL(`https://local-mode.invalid/${path}.json`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  if (method !== 'GET') url.searchParams.set('x-http-method-override', method);
  const sent = method === 'GET' ? 'GET' : 'POST';
  return { method: sent, url, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
}
const answer = (core: ReturnType<typeof open>, sent: LoopbackRequest) => {
  const { status, json } = core.answer(sent);
  return { status, body: JSON.parse(json) as unknown };
};

describe('the loopback database', () => {
  it('judges each write by the rules, with server times on its clock, and answers with what it wrote', () => {
    const core = open();
    const note = { by: 'ada', at: { '.sv': 'timestamp' } };
    const unsigned = request('', 'PATCH', { 'notes/one': note });
    expect(answer(core, unsigned).status).toBe(401);
    const signed = request('', 'PATCH', { 'notes/one': note }, { auth: token('ada') });
    expect(answer(core, signed)).toEqual({
      status: 200,
      body: { 'notes/one': { by: 'ada', at: NOW } },
    });
    const forged = request('notes/two', 'PUT', { by: 'ada' }, { auth: token('bob') });
    expect(answer(core, forged).status).toBe(401);
    expect(core.valueAt('notes')).toEqual({ one: { by: 'ada', at: NOW } });
  });

  it("reads and writes past the rules with the admin's credential, as firebase-admin does", () => {
    const core = open();
    const admin = { ...request('locked', 'PUT', { secret: 1 }), admin: true };
    expect(answer(core, admin).status).toBe(200);
    expect(answer(core, request('locked')).status).toBe(401);
    expect(answer(core, { ...request('locked'), admin: true }).body).toEqual({ secret: 1 });
  });

  it('reads what the rules let, whole, shallow, or the children an indexed query selects', () => {
    const core = open();
    core.writeAsAdmin('notes', { a: { by: 'x', at: 1 }, b: { by: 'y', at: 5 } });
    expect(answer(core, request('locked')).status).toBe(401);
    expect(answer(core, request('notes', 'GET', undefined, { shallow: 'true' })).body).toEqual({
      a: true,
      b: true,
    });
    const since = { orderBy: '"at"', startAt: '3' };
    expect(answer(core, request('notes', 'GET', undefined, since)).body).toEqual({
      b: { by: 'y', at: 5 },
    });
    const unindexed = { orderBy: '"by"', startAt: '"x"' };
    expect(answer(core, request('notes', 'GET', undefined, unindexed)).status).toBe(400);
  });

  it('reads a node afresh after every change to it: a write, an admin, another tab, what is given', () => {
    const core = open();
    const read = () => answer(core, request('given')).body;
    expect(read()).toBeNull();
    answer(core, request('given/mine', 'PUT', 1));
    expect(read()).toEqual({ mine: 1 });
    core.writeAsAdmin('given', { mine: 2 });
    expect(read()).toEqual({ mine: 2 });
    core.heard('given/mine', 3);
    expect(read()).toEqual({ mine: 3 });
    core.give('given/bank', 4);
    expect(read()).toEqual({ bank: 4, mine: 3 });
  });

  it('reads and judges what is given beneath the written data, and never keeps it', () => {
    const keep = vi.fn();
    const core = open({ keep });
    core.give('key', true);
    core.give('given/bank', { a: 1 });
    expect(answer(core, request('locked')).status).toBe(200);
    expect(answer(core, request('given/mine', 'PUT', 2)).status).toBe(200);
    expect(core.valueAt('given')).toEqual({ bank: { a: 1 }, mine: 2 });
    const [write] = keep.mock.calls.at(-1) as [{ writtenAt: (path: string) => unknown }];
    expect(write.writtenAt('given')).toEqual({ mine: 2 });
  });

  it('refuses a write whole when it cannot be kept, telling nobody', () => {
    const core = open({
      keep: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    const heard = vi.fn();
    core.onWrite(heard);
    const note = request('notes/one', 'PUT', { by: 'ada' }, { auth: token('ada') });
    expect(answer(core, note).status).toBe(503);
    expect(core.valueAt('notes')).toBeNull();
    expect(heard).not.toHaveBeenCalled();
  });

  it('answers what is no request of the REST API as the database does', () => {
    const core = open();
    expect(core.answer({ method: 'GET', url: new URL('https://x.invalid/notes') }).status).toBe(
      404,
    );
    expect(answer(core, request('notes', 'POST')).status).toBe(405);
    const malformed = { ...request('given', 'PUT'), body: '{not json' };
    expect(answer(core, malformed).status).toBe(400);
  });

  it('judges by what changed while its copy of a large tree was being made', async () => {
    const notes = Object.fromEntries(
      Array.from({ length: 500 }, (_, index) => [`n${index}`, { by: 'x', at: index }]),
    );
    const core = open({ data: { notes } });
    const prepared = core.prepare();
    core.heard('key', true);
    await prepared;
    expect(answer(core, request('locked')).status).toBe(200);
    core.heard('key', false);
    expect(answer(core, request('locked')).status).toBe(401);
  });
});
