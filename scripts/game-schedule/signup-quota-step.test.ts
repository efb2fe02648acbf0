import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emulators, memoryNightStore } from '../common/night-store-test-utils.ts';
import { runScheduleCommand } from './schedule-command.ts';
import type { QuotaApi } from './signup-quota-api.ts';

/**
 * `game:schedule --teams N` against a fake Identity Toolkit admin API: an HTTP server that
 * records each request and answers as `answer` says (the real config, Google's error body, or
 * nothing at all).
 */
interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

let server: Server;
let host = '';
const seen: Seen[] = [];
let stored: unknown = null;
let answer: (request: Seen, response: ServerResponse) => void;

const configAnswer = (request: Seen, response: ServerResponse) => {
  if (request.method === 'PATCH') stored = (request.body as { quota: unknown }).quota;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ name: 'projects/demo-night/config', quota: stored ?? undefined }));
};

async function readBody(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const entry = {
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      };
      seen.push(entry);
      answer(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
  stored = null;
  answer = configAnswer;
});

const opensAt = Date.parse('2026-12-05T12:30:00Z');
const NIGHT = ['--opens', '2026-12-05T18:00+05:30', '--hours', '2'];
const dayBefore = () => opensAt - 86_400_000;

async function schedule(
  argv: string[],
  options: {
    env?: NodeJS.ProcessEnv;
    quotaApi?: () => Promise<{ api: QuotaApi }>;
  } = {},
) {
  const { store, database } = memoryNightStore({}, { '1': { qNo: '1', question: 'q' } });
  const out: string[] = [];
  const code = await runScheduleCommand({
    argv,
    withBank: false,
    env: options.env ?? { ...emulators, FIREBASE_AUTH_EMULATOR_HOST: host },
    openStore: async () => ({ store, close: async () => undefined }),
    log: (line) => out.push(line),
    error: (line) => out.push(`ERROR ${line}`),
    now: dayBefore,
    ...(options.quotaApi && { quotaApi: options.quotaApi }),
  });
  return { code, out: out.join('\n'), written: database.tree() };
}

const QUOTA = {
  quota: '600',
  startTime: '2026-12-05T12:15:00Z',
  quotaDuration: '8100s',
};
const path = '/identitytoolkit.googleapis.com/v2/projects/demo-night/config';

describe('game:schedule --teams N, the sign-up quota', () => {
  it('writes the night, then patches quota.signUpQuotaConfig alone and reads the config back', async () => {
    const { code, out, written } = await schedule([...NIGHT, '--teams', '300']);
    expect(code).toBe(0);
    expect(written).toMatchObject({ game: { schedule: { opensAt } } });
    expect(seen).toEqual([
      {
        method: 'PATCH',
        url: `${path}?updateMask=quota.signUpQuotaConfig`,
        authorization: 'Bearer owner',
        contentType: 'application/json',
        body: { quota: { signUpQuotaConfig: QUOTA } },
      },
      {
        method: 'GET',
        url: path,
        authorization: 'Bearer owner',
        contentType: 'application/json',
        body: undefined,
      },
    ]);
    expect(out).toContain(
      `Set the sign-up quota on the Auth emulator at ${host} (which itself limits nothing): 600 new accounts an hour per IP address, Sat 5 Dec 2026, 17:45 (+05:30) to 20:00. Read back from the config: the same.`,
    );
  });

  it('says what it would set on --dry-run, connecting to nothing, and when 1000 is not enough', async () => {
    const { code, out } = await schedule([...NIGHT, '--teams', '800', '--dry-run']);
    expect(code).toBe(0);
    expect(seen).toEqual([]);
    expect(out).toContain(
      'Would set the sign-up quota (2 a team for 800 teams) through the Identity Toolkit admin API: 1000 new accounts an hour per IP address, Sat 5 Dec 2026, 17:45 (+05:30) to 20:00.',
    );
    expect(out).toMatch(
      /needs 2 a team for 800 teams: 1600, and the API allows at most 1000: beyond 500 teams on one network, devices may be refused a new account\. docs\/capacity\.md says what to do\./,
    );
  });

  it('sets nothing where the default covers the night, and nothing without --teams', async () => {
    const small = await schedule([...NIGHT, '--teams', '40']);
    expect(small.code).toBe(0);
    expect(small.out).toMatch(/Sign-up quota: not raised \(2 a team for 40 teams: 80, within/);
    expect((await schedule(NIGHT)).out).not.toMatch(/quota/);
    expect(seen).toEqual([]);
  });

  it('says the step does not apply on the emulators without an Auth emulator host', async () => {
    const { code, out } = await schedule([...NIGHT, '--teams', '300'], { env: emulators });
    expect(code).toBe(0);
    expect(out).toMatch(/the emulators limit no sign-ups, so this step does not apply here/);
    expect(seen).toEqual([]);
  });

  it('names the API, its refusal and what to do next, and says the night was written', async () => {
    answer = (_request, response) => {
      response.statusCode = 403;
      response.end(
        JSON.stringify({ error: { status: 'PERMISSION_DENIED', message: 'Caller lacks it.' } }),
      );
    };
    const { code, out, written } = await schedule([...NIGHT, '--teams', '300']);
    expect(code).toBe(1);
    expect(written).toMatchObject({ game: { schedule: { opensAt } } });
    expect(out).toContain(
      `ERROR The night was written. The sign-up quota was not set: The Identity Toolkit admin API at ${host} refused the sign-up quota (PERMISSION_DENIED: Caller lacks it.). Give the service account the Firebase Authentication Admin role in Google Cloud IAM, or set the quota by hand in the Firebase console (Authentication, Settings).`,
    );
  });

  it('fails when the config reads back another quota than the one it set', async () => {
    answer = (_request, response) => response.end(JSON.stringify({ name: 'config' }));
    const { code, out } = await schedule([...NIGHT, '--teams', '300']);
    expect(code).toBe(1);
    expect(out).toMatch(/took the sign-up quota, but the project's config reads back no quota:/);
  });

  it('gives up on an API that never answers, after the deadline, and on one it cannot reach', async () => {
    answer = () => undefined;
    const env = { ...emulators, FIREBASE_AUTH_EMULATOR_HOST: host, GAME_COMMAND_TIMEOUT_MS: '50' };
    const silent = await schedule([...NIGHT, '--teams', '300'], { env });
    expect(silent).toMatchObject({ code: 1 });
    expect(silent.out).toBe(
      `Wrote to emulators, project demo-night:\n  questions/1: opensAt only, an older answerHash removed\n  RTDB game/schedule = { opensAt, closesAt }\nGame night: Sat 5 Dec 2026, 18:00 (+05:30) to 20:00.\n1 riddles open then.\nERROR The night was written. The Identity Toolkit admin API at ${host} did not answer within 0.05 s. The write may or may not have landed: run the same command again.`,
    );
    const closed = { ...emulators, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1' };
    const unreachable = await schedule([...NIGHT, '--teams', '300'], { env: closed });
    expect(unreachable.code).toBe(1);
    expect(unreachable.out).toMatch(
      /The Identity Toolkit admin API at 127\.0\.0\.1:1 could not be reached \(fetch failed\)\. Check the network and run the same command again\./,
    );
  });

  it('on a real project, sends the service account token and names the project', async () => {
    const api: QuotaApi = {
      emulated: false,
      baseUrl: `http://${host}/identitytoolkit.googleapis.com`,
      host: 'identitytoolkit.googleapis.com',
      projectId: 'demo-night',
      authorization: async () => 'Bearer ya29.token',
      fetch,
      timeoutMs: 20_000,
    };
    const { code, out } = await schedule([...NIGHT, '--teams', '300'], {
      quotaApi: async () => ({ api }),
    });
    expect(code).toBe(0);
    expect(seen.map(({ authorization }) => authorization)).toEqual([
      'Bearer ya29.token',
      'Bearer ya29.token',
    ]);
    expect(out).toMatch(/Set the sign-up quota on project demo-night: 600 new accounts/);
  });
});
