import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  fromQuotaConfig,
  signUpLimitAt,
  toQuotaConfig,
  type SignUpQuota,
} from '../../scripts/game-schedule/signup-quota.ts';

const API = '/identitytoolkit.googleapis.com';
const SIGN_UP = `${API}/v1/accounts:signUp`;
const CONFIG = new RegExp(`^${API}/v2/projects/([^/]+)/config$`);
const HOUR_MS = 3_600_000;

/**
 * Identity Toolkit's words for a request past a quota ("QUOTA_EXCEEDED : Exceeded quota for
 * verifying passwords", "... for deleting accounts"): Firebase does not document the answer to
 * the 101st sign-up of the hour from one address, so this is that form.
 */
export const SIGN_UP_REFUSAL = 'QUOTA_EXCEEDED : Exceeded quota for creating accounts.';

/** Firebase Authentication's cap on new accounts, in front of the Auth emulator (which has none). */
export interface SignUpLimiter {
  /** `host:port`, where a FIREBASE_AUTH_EMULATOR_HOST would point. */
  host: string;
  /** Sign-ups refused for the quota, and let through, since the start. */
  counts(): { refused: number; accepted: number };
  close(): Promise<void>;
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The address a sign-up comes from: the campus's, as a device behind its router says it. */
function addressOf(request: IncomingMessage): string {
  const forwarded = request.headers['x-forwarded-for'];
  const first = typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined;
  return first || request.socket.remoteAddress || 'unknown';
}

/**
 * A proxy to the Auth emulator at `emulatorHost` that refuses `accounts:signUp` past the quota
 * of its address in the hour before (`clock`: the emulated night's), 100 or the temporary quota
 * set through the admin API's `projects/{project}/config` (`quota.signUpQuotaConfig`), which it
 * serves as the real API does (an administrator's `Bearer` token, as the emulator takes `owner`).
 * Everything else goes to the emulator unchanged.
 */
export async function startSignUpLimiter(
  emulatorHost: string,
  clock: () => number,
): Promise<SignUpLimiter> {
  let quota: SignUpQuota | null = null;
  const signUps = new Map<string, number[]>();
  const counts = { refused: 0, accepted: 0 };

  async function pass(request: IncomingMessage, response: ServerResponse, body: string) {
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'host',
      ),
    );
    const upstream = await fetch(`http://${emulatorHost}${request.url ?? '/'}`, {
      method: request.method,
      headers,
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : body,
    });
    const text = await upstream.text();
    response.writeHead(upstream.status, {
      'Content-Type': upstream.headers.get('content-type') ?? 'application/json',
    });
    response.end(text);
    return upstream.ok;
  }

  async function signUp(request: IncomingMessage, response: ServerResponse, body: string) {
    const now = clock();
    const address = addressOf(request);
    const recent = (signUps.get(address) ?? []).filter((at) => now - at < HOUR_MS);
    if (recent.length >= signUpLimitAt(quota, now)) {
      counts.refused += 1;
      const error = { code: 400, message: SIGN_UP_REFUSAL, status: 'INVALID_ARGUMENT' };
      return json(response, 400, { error });
    }
    if (await pass(request, response, body)) {
      counts.accepted += 1;
      signUps.set(address, [...recent, now]);
    }
  }

  function config(
    request: IncomingMessage,
    response: ServerResponse,
    project: string,
    body: string,
  ) {
    if (!request.headers.authorization?.startsWith('Bearer ')) {
      return json(response, 401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
    }
    if (request.method === 'PATCH') {
      const asked = (JSON.parse(body || '{}') as { quota?: { signUpQuotaConfig?: unknown } }).quota
        ?.signUpQuotaConfig;
      const parsed = fromQuotaConfig(asked);
      if (!parsed) {
        const message = 'quota.signUpQuotaConfig needs quota, startTime and quotaDuration';
        return json(response, 400, { error: { code: 400, message, status: 'INVALID_ARGUMENT' } });
      }
      quota = parsed;
    }
    const signUpQuotaConfig = quota ? toQuotaConfig(quota) : undefined;
    json(response, 200, { name: `projects/${project}/config`, quota: { signUpQuotaConfig } });
  }

  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const project = CONFIG.exec(path)?.[1];
    readText(request)
      .then((body) => {
        if (request.method === 'POST' && path === SIGN_UP) return signUp(request, response, body);
        if (project !== undefined) return config(request, response, project, body);
        return pass(request, response, body).then(() => undefined);
      })
      .catch(() => {
        if (!response.headersSent) json(response, 502, { error: { code: 502 } });
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    counts: () => ({ ...counts }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
