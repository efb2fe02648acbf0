import { readFile } from 'node:fs/promises';
import { QuotaApiError, type QuotaApi } from './signup-quota-api.ts';
import type { Outcome } from '../common/outcome.ts';
import type { Target } from '../common/upload-target.ts';

const API_HOST = 'identitytoolkit.googleapis.com';

/** The key file's project, for a command told only GOOGLE_APPLICATION_CREDENTIALS. */
async function keyProject(file: string | undefined): Promise<string | undefined> {
  if (!file) return undefined;
  try {
    const key = JSON.parse(await readFile(file, 'utf8')) as { project_id?: unknown };
    return typeof key.project_id === 'string' ? key.project_id : undefined;
  } catch {
    return undefined;
  }
}

/** `Bearer` and an OAuth access token of the service account (firebase-admin's credential). */
function serviceAccountAuthorization(): () => Promise<string> {
  return async () => {
    try {
      const { applicationDefault } = await import('firebase-admin/app');
      const token = await applicationDefault().getAccessToken();
      return `Bearer ${token.access_token}`;
    } catch (failure) {
      const reason = failure instanceof Error ? failure.message : String(failure);
      throw new QuotaApiError(
        `No access token for the service account of GOOGLE_APPLICATION_CREDENTIALS (${reason}). Check the key file and the network, then run the same command again.`,
      );
    }
  };
}

/**
 * Where game:schedule sets the sign-up quota for `target` (see upload-target.ts): the admin API
 * of the real project, with the service account; on the emulators, the Auth emulator at
 * FIREBASE_AUTH_EMULATOR_HOST (or the emulated night's limiter there), else nowhere (`api` null).
 */
export async function quotaApiOf(
  target: Target,
  env: NodeJS.ProcessEnv,
  fetchImpl: typeof fetch = fetch,
): Promise<Outcome<{ api: QuotaApi | null }>> {
  const common = { fetch: fetchImpl, timeoutMs: target.timeoutMs };
  if (target.emulated) {
    const host = env.FIREBASE_AUTH_EMULATOR_HOST;
    if (!host || !target.projectId) return { api: null };
    const baseUrl = `http://${host}/${API_HOST}`;
    // The Auth emulator takes `owner` as an administrator's token.
    const authorization = async () => 'Bearer owner';
    return {
      api: { ...common, emulated: true, baseUrl, host, projectId: target.projectId, authorization },
    };
  }
  const projectId = target.projectId ?? (await keyProject(env.GOOGLE_APPLICATION_CREDENTIALS));
  if (!projectId) {
    return {
      problem:
        'The sign-up quota needs the project id: set GCLOUD_PROJECT (the key file names none).',
    };
  }
  return {
    api: {
      ...common,
      emulated: false,
      baseUrl: `https://${API_HOST}`,
      host: API_HOST,
      projectId,
      authorization: serviceAccountAuthorization(),
    },
  };
}
