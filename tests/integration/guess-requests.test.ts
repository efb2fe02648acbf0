import { chromium, type Browser, type Page } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { answerProof } from '@/game/answer-proof.ts';
import { journeyChromium } from '../chromium-path.mjs';
import {
  startLoopbackDatabase,
  type LoopbackDatabase,
} from '../../lab/loopback/loopback-database.ts';

/**
 * What a guess costs on the wire, measured in Chromium: the page (served by Vite) runs the hosted
 * REST adapter against the loopback database on its own port, so every request is cross-origin,
 * as it is against firebaseio.com, and the database logs each one, CORS preflights included.
 */
let database: LoopbackDatabase;
let vite: ViteDevServer;
let browser: Browser;
let origin = '';

beforeAll(async () => {
  const now = Date.now();
  database = await startLoopbackDatabase({
    game: { schedule: { opensAt: now - 60_000, closesAt: now + 86_400_000 } },
    answers: { '1': await answerProof('1', 'ohm') },
  });
  for (const team of ['right team', 'wrong team']) {
    const record = { teamName: team, question: 1, score: 0, owner: team };
    database.seed(`user/${team}`, { ...record, startedAt: now, timestamp: now });
    database.seed(`owners/${team}`, team);
  }
  vite = await createServer({ server: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
  await vite.listen();
  origin = vite.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
  browser = await chromium.launch(journeyChromium());
}, 60_000);

afterAll(async () => {
  await browser.close();
  await vite.close();
  await database.close();
});

/**
 * Opens the game page as the owner of `team` (uid = team key) and loads what the page loads:
 * the team record and its last guess. `guess(proof)` then submits one guess and gives the verdict.
 */
async function playAs(team: string): Promise<(proof: string) => Promise<string>> {
  const page: Page = await browser.newPage();
  await page.goto(`${origin}/CoS`);
  // A string, so that Vitest leaves its dynamic import for the browser to resolve.
  await page.evaluate(`(async () => {
    const { createRestTeams } = await import('/src/backend/rtdb/teams-rest.ts');
    const part = (value) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    const claims = { user_id: '${team}', sub: '${team}', firebase: { sign_in_provider: 'anonymous' } };
    const token = part({ alg: 'none' }) + '.' + part(claims) + '.';
    const identity = { uid: '${team}', getIdToken: async () => token, clockOffset: async () => 0 };
    const teams = createRestTeams('${database.databaseURL}');
    const team = await teams.get('${team}');
    await teams.lastGuess(identity, '${team}');
    window.guess = async (proof) => (await teams.guess(identity, '${team}', team, proof, 'tesla')).type;
  })()`);
  return (proof) => page.evaluate(`window.guess('${proof}')`);
}

it('a right guess costs two requests and a wrong one two, with no CORS preflight', async () => {
  const guessRight = await playAs('right team');
  expect(database.takeRequests()).toEqual([
    'GET /user/right team.json',
    'GET /guesses/right team.json',
  ]);
  expect(await guessRight(await answerProof('1', 'ohm'))).toBe('correct');
  expect(database.takeRequests()).toEqual([
    'POST /.json?x-http-method-override=PATCH',
    'POST /.json?x-http-method-override=PATCH',
  ]);

  const guessWrong = await playAs('wrong team');
  database.takeRequests();
  expect(await guessWrong(await answerProof('1', 'volt'))).toBe('wrong');
  expect(database.takeRequests()).toEqual([
    'POST /.json?x-http-method-override=PATCH',
    'POST /.json?x-http-method-override=PATCH',
  ]);
}, 60_000);

it('would pay a CORS preflight for a PUT with a JSON body: the page is cross-origin', async () => {
  const page = await browser.newPage();
  await page.goto(`${origin}/CoS`);
  const url = new URL('control.json', database.databaseURL).toString();
  database.takeRequests();
  const init = { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: '1' };
  expect(
    await page.evaluate(`fetch('${url}', ${JSON.stringify(init)}).then((r) => r.status)`),
  ).toBe(401);
  expect(database.takeRequests()).toEqual(['OPTIONS /control.json', 'PUT /control.json']);
});
