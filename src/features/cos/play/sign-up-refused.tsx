import { errorCode } from '@/backend/ports.ts';
import { MESSAGES } from './game-messages.ts';
import styles from './game.module.css';

/**
 * The errors of an anonymous sign-up refused for the project's quota of new accounts per IP
 * address an hour: the Identity Toolkit answers TOO_MANY_ATTEMPTS_TRY_LATER, which the Firebase
 * JS SDK gives as auth/too-many-requests, or QUOTA_EXCEEDED (auth/quota-exceeded).
 */
const SIGN_UP_QUOTA = ['auth/too-many-requests', 'auth/quota-exceeded'];

/** Whether the game identity was refused for the sign-up quota, which no retry soon changes. */
export const isSignUpRefused = (error: unknown): boolean =>
  SIGN_UP_QUOTA.includes(errorCode(error));

/** What happened and what to do, with a way to log in where the page offers one. */
export function SignUpRefused({ onLogIn }: { onLogIn?: (opener: HTMLElement) => void }) {
  return (
    <div className={styles.nightStatus}>
      <p role="alert" className={styles.alert}>
        {MESSAGES.signUpRefused}
      </p>
      {onLogIn && (
        <button
          type="button"
          className={styles.primary}
          onClick={(event) => onLogIn(event.currentTarget)}
        >
          Log in with your ECE account
        </button>
      )}
    </div>
  );
}
