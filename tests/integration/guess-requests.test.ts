import { chromium, type Page } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { answerProof } from '../../scripts/lib/question-bank.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium-path.mjs';
import { startRtdbFakeServer, type RtdbFakeServer } from './support/rtdb-fake-server.ts';

/**
 * What a guess costs on the wire, measured in Chromium: the page runs the hosted REST adapter
 * (served by Vite's dev server) against the loopback database that applies the real rules.
 */
let fake: RtdbFakeServer;
let vite: ViteDevServer;
let origin = '';

beforeAll(async () => {
  fake = await startRtdbFakeServer({
    game: { schedule: { opensAt: Date.now() - 3_600_000, closesAt: Date.now() + 86_400_000 } },
    answers: { '1': answerProof('1', 'ohm') },
  });
  vite = await createServer({ server: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
  await vite.listen();
  origin = vite.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
});

afterAll(async () => {
  await vite.close();
  await fake.close();
});

/** Sends the page's database requests to the loopback database; returns what went, in order. */
async function recordDatabase(page: Page): Promise<string[]> {
  const sent: string[] = [];
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, PUT, PATCH',
    'access-control-allow-headers': 'content-type',
  };
  await page.route(`${origin}/rtdb/**`, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const url = new URL(request.url());
    const path = url.pathname.replace('/rtdb', '');
    sent.push(`${request.method()} ${decodeURIComponent(path)}`);
    const target = new URL(fake.databaseURL);
    target.pathname = path;
    url.searchParams.forEach((value, key) => target.searchParams.set(key, value));
    const response = await route.fetch({ url: target.toString() });
    return route.fulfill({ response, headers: { ...response.headers(), ...cors } });
  });
  return sent;
}

/** Registers a team as a new player, then guesses `proof` at riddle 1; gives the verdict. */
function playScript(player: string, proof: string): string {
  // A string, so that Vitest leaves its dynamic import for the browser to resolve.
  return `(async () => {
    const { createRestTeams } = await import('/src/backend/firebase/teams-rest.ts');
    const part = (value) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    const claims = { user_id: '${player}', sub: '${player}', firebase: { sign_in_provider: 'anonymous' } };
    const token = part({ alg: 'none' }) + '.' + part(claims) + '.';
    const identity = { uid: '${player}', getIdToken: async () => token, clockOffset: async () => 0 };
    const teams = createRestTeams('${origin}/rtdb/');
    const created = await teams.register(identity, '${player}', '${player}');
    return (await teams.guess(identity, '${player}', created, '${proof}')).type;
  })()`;
}

it('a right guess costs three requests and a wrong one two', async () => {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const sent = await recordDatabase(page);
    await page.goto(`${origin}/CoS`);

    expect(await page.evaluate(playScript('right team', answerProof('1', 'ohm')))).toBe('correct');
    expect(sent.splice(0)).toEqual([
      'PATCH /.json',
      'PUT /guesses/right team.json',
      'PUT /proofs/right team/1.json',
      'PATCH /.json',
    ]);

    expect(await page.evaluate(playScript('wrong team', answerProof('1', 'volt')))).toBe('wrong');
    expect(sent.splice(0)).toEqual([
      'PATCH /.json',
      'PUT /guesses/wrong team.json',
      'PUT /proofs/wrong team/1.json',
    ]);
  } finally {
    await browser.close();
  }
}, 60_000);
