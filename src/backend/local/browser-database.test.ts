import { describe, expect, it } from 'vitest';
import { answerProof } from '@/game/answer-proof.ts';
import { seedTables } from '@/test/local-tables.ts';
import { unsignedIdToken } from './id-token.ts';
import { createBrowserDatabase, LOCAL_DATABASE_URL } from './browser-database.ts';
import { DATABASE_KEY_PREFIX } from './stored-tree.ts';

const NIGHT = { opensAt: 1_000, closesAt: 1_000_000_000_000_000 };
const open = (organizers = '') =>
  createBrowserDatabase({
    storage: localStorage,
    clock: () => 5_000,
    bank: [{ qNo: '1', answer: 'Ohm', accept: ['Ohms'] }],
    night: NIGHT,
    organizers,
  });
const url = (path: string, uid?: string) => {
  const target = new URL(`${path}.json`, LOCAL_DATABASE_URL);
  if (uid) target.searchParams.set('auth', unsignedIdToken({ user_id: uid }));
  return target.toString();
};
/** A PUT as the site sends it: a POST naming its method. */
const put = (path: string, uid: string, body: unknown) =>
  [
    `${url(path, uid)}&x-http-method-override=PUT`,
    { method: 'POST', body: JSON.stringify(body) },
  ] as const;
const storedKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('ecs.cos.db/'));

describe("local mode's database in this browser", () => {
  it('keeps a write a key per child of its node, which the page opened again reads', async () => {
    expect((await open().fetch(...put('devices/AB12CD', 'Ab12cdUid', 'Ab12cdUid'))).status).toBe(
      200,
    );
    expect(storedKeys()).toEqual([`${DATABASE_KEY_PREFIX}devices/AB12CD`]);
    const read = await open().fetch(url('devices/AB12CD'));
    expect(read.status).toBe(401);
    const { core } = open();
    expect((await core()).valueAt('devices')).toEqual({ AB12CD: 'Ab12cdUid' });
  });

  it("judges by the bank's answers and the night given beneath, and keeps none of them", async () => {
    const database = await open().core();
    expect(database.valueAt('answers/1')).toBe(await answerProof('1', 'Ohm'));
    expect(database.valueAt('alternatives/1')).toEqual({ [await answerProof('1', 'Ohms')]: true });
    expect(database.valueAt('game/schedule')).toEqual(NIGHT);
    expect(storedKeys()).toEqual([]);
  });

  it("tells this page's stream of another tab's change at once, as that child alone", async () => {
    seedTables({ teams: { amps: { score: 0 } } });
    const { EventSource } = open();
    const source = new EventSource(url('user'));
    const events: unknown[] = [];
    source.addEventListener('put', (event) => events.push(JSON.parse(event.data as string)));
    await new Promise((resolve) => source.addEventListener('open', resolve));
    seedTables({ teams: { amps: { score: 10 } } });
    expect(events).toEqual([
      { path: '/', data: { amps: { score: 0 } } },
      { path: '/amps', data: { score: 10 } },
    ]);
    source.close();
  });

  it('ends a stream the rules refuse with an error, closed', async () => {
    const { EventSource } = open();
    const source = new EventSource(url('typed', 'player'));
    await new Promise((resolve) => source.addEventListener('error', resolve));
    expect(source.readyState).toBe(EventSource.CLOSED);
  });

  it("makes the organizers' accounts admins, an account signed up since in this tab too", async () => {
    const database = open('lead@ece.nits.ac.in');
    expect((await database.fetch(url('admins/lead', 'lead'))).status).toBe(200);
    expect(await (await database.fetch(url('admins/lead', 'lead'))).json()).toBeNull();
    const account = { uid: 'lead', email: 'Lead@ece.nits.ac.in' };
    localStorage.setItem('ecs.auth.accounts', JSON.stringify({ 'lead@ece.nits.ac.in': account }));
    expect(await (await database.fetch(url('admins/lead', 'lead'))).json()).toBe(true);
  });
});
