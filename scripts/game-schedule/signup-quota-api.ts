// The sign-up quota through the Identity Toolkit admin API v2: `PATCH` then `GET` of
// projects/{project}/config (updateConfig and getConfig in Google's API discovery document).
import { deadline } from '../common/call-timeout.ts';
import { fromQuotaConfig, toQuotaConfig, type SignUpQuota } from './signup-quota.ts';

export const QUOTA_API = 'The Identity Toolkit admin API';
const UPDATE_MASK = 'quota.signUpQuotaConfig';
const BY_HAND = 'or set the quota by hand in the Firebase console (Authentication, Settings)';

/** Where the quota goes: the real API with the service account's token, or an emulator. */
export interface QuotaApi {
  /** The Auth emulator (or the emulated night's limiter), not a real project. */
  emulated: boolean;
  /** `https://identitytoolkit.googleapis.com`, or `http://HOST/identitytoolkit.googleapis.com`. */
  baseUrl: string;
  /** Named in messages: the API's host or the emulator's. */
  host: string;
  projectId: string;
  /** The Authorization header's value (`Bearer` and an OAuth access token). */
  authorization: () => Promise<string>;
  fetch: typeof fetch;
  timeoutMs: number;
}

/** What the admin API refused or failed at, in one message that says what to do next. */
export class QuotaApiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QuotaApiError';
  }
}

/** What to do after a refusal with `status`, by what Google's APIs mean by it. */
function nextStep(status: number): string {
  if (status === 401 || status === 403) {
    return `Give the service account the Firebase Authentication Admin role in Google Cloud IAM, ${BY_HAND}.`;
  }
  if (status === 404) {
    return `Check the project id (GCLOUD_PROJECT, or the key's project_id) and that Authentication is set up in that project, ${BY_HAND}.`;
  }
  if (status === 429 || status >= 500) return 'Run the same command again in a minute.';
  return `Run the same command again after checking the night's times, ${BY_HAND}.`;
}

async function reasonOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const { error } = JSON.parse(text) as { error?: { status?: string; message?: string } };
    if (error?.message) return `${error.status ?? response.status}: ${error.message}`;
  } catch {
    // Not Google's error body: the status says enough.
  }
  return `HTTP ${response.status}`;
}

async function call(api: QuotaApi, method: 'GET' | 'PATCH', body?: unknown): Promise<unknown> {
  const config = `${api.baseUrl}/v2/projects/${encodeURIComponent(api.projectId)}/config`;
  const url = method === 'PATCH' ? `${config}?updateMask=${UPDATE_MASK}` : config;
  const within = deadline(`${QUOTA_API} at ${api.host}`, api.timeoutMs);
  return within(
    async () => {
      const headers = {
        authorization: await api.authorization(),
        'content-type': 'application/json',
      };
      const request =
        method === 'GET' ? { method, headers } : { method, headers, body: JSON.stringify(body) };
      const response = await api.fetch(url, request).catch((failure: unknown) => {
        const reason = failure instanceof Error ? failure.message : String(failure);
        throw new QuotaApiError(
          `${QUOTA_API} at ${api.host} could not be reached (${reason}). Check the network and run the same command again.`,
        );
      });
      if (response.ok) return response.json() as Promise<unknown>;
      const doing = method === 'PATCH' ? 'refused the sign-up quota' : 'refused to read it back';
      throw new QuotaApiError(
        `${QUOTA_API} at ${api.host} ${doing} (${await reasonOf(response)}). ${nextStep(response.status)}`,
      );
    },
    { writing: method === 'PATCH' },
  );
}

/**
 * Sets `quota` as the project's temporary sign-up quota (`updateMask=quota.signUpQuotaConfig`,
 * so nothing else of the config changes), then reads the config back: resolves to the quota it
 * holds now (null for none). Rejects with a QuotaApiError, or a NoAnswer past the deadline.
 */
export async function writeSignUpQuota(
  api: QuotaApi,
  quota: SignUpQuota,
): Promise<SignUpQuota | null> {
  await call(api, 'PATCH', { quota: { signUpQuotaConfig: toQuotaConfig(quota) } });
  const config = (await call(api, 'GET')) as { quota?: { signUpQuotaConfig?: unknown } } | null;
  return fromQuotaConfig(config?.quota?.signUpQuotaConfig);
}
