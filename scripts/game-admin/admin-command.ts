import { ServiceFailure, type AdminStore } from './admin-store.ts';
import { NoAnswer } from '../common/call-timeout.ts';
import { withTargetStore, type CommandOptions } from '../common/game-command.ts';
import type { Outcome } from '../common/outcome.ts';
import { adminTarget } from '../common/upload-target.ts';

export const ADMIN_USAGE = `Usage:
  npm run game:admin -- grant EMAIL    make the account with EMAIL an organizer (its address verified)
  npm run game:admin -- revoke EMAIL   take it back
  npm run game:admin -- list           the organizers, by e-mail

Organizers open the console at /CoS/admin. A real project needs GOOGLE_APPLICATION_CREDENTIALS
and FIREBASE_DATABASE_URL, as npm run questions:upload does. The emulators need
FIREBASE_DATABASE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST and GCLOUD_PROJECT
(see docs/game-night.md).`;

export type AdminArgs = { action: 'list' } | { action: 'grant' | 'revoke'; email: string };

/** `{ action, email }` from the command line, or `{ problem }`. */
export function parseAdminArgs(argv: string[]): Outcome<AdminArgs> {
  const [action, email, ...rest] = argv;
  if (action === 'list' && email === undefined) return { action };
  if ((action === 'grant' || action === 'revoke') && email && rest.length === 0) {
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) return { problem: `Not an e-mail address: ${email}` };
    return { action, email: email.toLowerCase() };
  }
  return { problem: 'Say grant EMAIL, revoke EMAIL or list.' };
}

async function act(
  store: AdminStore,
  args: AdminArgs,
  { log, error }: Pick<CommandOptions<AdminStore>, 'log' | 'error'>,
): Promise<number> {
  if (args.action === 'list') {
    const organizers = await store.listOrganizers();
    log(organizers.length === 0 ? 'No organizers yet.' : organizers.join('\n'));
    return 0;
  }
  const { action, email } = args;
  const account = await store.findAccount(email);
  if (!account) {
    error(`No account has the e-mail ${email}: sign up on the site first.`);
    return 1;
  }
  // Anyone can sign up with an address first; only its owner can follow the link sent to it.
  if (action === 'grant' && !account.emailVerified) {
    error(
      `${email} is not verified: anyone can sign up with an address, but only its owner can follow the link e-mailed to it. Ask them to follow the link in the verification e-mail (the Resource Hub sends a new one), then grant again.`,
    );
    return 1;
  }
  await store.setOrganizer(account.uid, action === 'grant');
  log(action === 'grant' ? `${email} is now an organizer.` : `${email} is no longer an organizer.`);
  return 0;
}

/**
 * The core of `npm run game:admin`. `openStore(target)` resolves to `{ store, close }`, where
 * store has `findAccount(email)`, `setOrganizer(uid, boolean)` and `listOrganizers()` (e-mails),
 * and rejects with a ServiceFailure when Auth or RTDB fails, or a NoAnswer when one does not
 * answer in time; either is said in one line. Resolves to the exit code.
 */
export async function runAdminCommand({
  argv,
  env,
  openStore,
  log,
  error,
}: CommandOptions<AdminStore>): Promise<number> {
  const args = parseAdminArgs(argv);
  if (args.problem !== undefined) {
    error(`${args.problem}\n\n${ADMIN_USAGE}`);
    return 1;
  }
  const target = adminTarget(env);
  return withTargetStore({ target, openStore, error }, async (store) => {
    try {
      return await act(store, args, { log, error });
    } catch (failure) {
      if (!(failure instanceof ServiceFailure || failure instanceof NoAnswer)) throw failure;
      error(failure.message);
      return 1;
    }
  });
}
