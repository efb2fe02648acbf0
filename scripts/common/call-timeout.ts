// How long a game command waits for each database call, and what it says when one never answers.
// firebase-admin's Realtime Database `get()` and `update()` never reject while the host is
// unreachable (they wait for a connection), and Firestore retries for minutes.

/** How long one call to Firebase may take before the command gives up. */
export const CALL_TIMEOUT_MS = 20_000;

/** The timeout in `GAME_COMMAND_TIMEOUT_MS` (the tests shorten it), else CALL_TIMEOUT_MS. */
export function callTimeoutMs(env: NodeJS.ProcessEnv): number {
  const ms = Number(env.GAME_COMMAND_TIMEOUT_MS);
  return ms > 0 ? ms : CALL_TIMEOUT_MS;
}

const SERVICES = {
  database: 'The Realtime Database',
  firestore: 'Firestore',
  auth: 'Firebase Auth',
};

export type Service = keyof typeof SERVICES;

const inSeconds = (ms: number) => `${ms / 1000} s`;

/** What a call rejects with when its service does not answer in time; its message is one line. */
export class NoAnswer extends Error {
  constructor(service: string, ms: number, writing: boolean) {
    const outcome = writing
      ? 'The write may or may not have landed: run the same command again.'
      : 'Nothing was written.';
    super(`${service} did not answer within ${inSeconds(ms)}. ${outcome}`);
    this.name = 'NoAnswer';
  }
}

/** Runs `call`, rejecting with a NoAnswer once its deadline passes. */
export type Deadline = <T>(call: () => Promise<T>, options?: { writing?: boolean }) => Promise<T>;

/** A Deadline of `ms` for calls to `service` (named as messages name it, host included). */
export function deadline(service: string, ms: number): Deadline {
  return async (call, { writing = false } = {}) => {
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new NoAnswer(service, ms, writing)), ms);
    });
    try {
      return await Promise.race([call(), expired]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** What deadlines reads of a target (see upload-target.ts). */
export interface DeadlineTarget {
  hosts?: Partial<Record<Service, string>>;
  timeoutMs?: number;
}

/**
 * One deadline per service of `target` (see upload-target.ts: its `hosts` and `timeoutMs`):
 * `deadlines.database(call, { writing })` resolves as `call()` does, or rejects with a NoAnswer
 * naming the service and its host. `writing` says the call may already have changed data, so
 * the message does not claim that nothing was written.
 */
export function deadlines({ hosts = {}, timeoutMs = CALL_TIMEOUT_MS }: DeadlineTarget = {}): Record<
  Service,
  Deadline
> {
  const named = (key: Service) =>
    hosts[key] ? `${SERVICES[key]} at ${hosts[key]}` : SERVICES[key];
  return {
    database: deadline(named('database'), timeoutMs),
    firestore: deadline(named('firestore'), timeoutMs),
    auth: deadline(named('auth'), timeoutMs),
  };
}
