import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { Eligibility, NightPort } from '@/backend/ports.ts';
import type { NightState } from '@/game/types.ts';
import {
  ACCOUNT_LEAD_MINUTES,
  POINTS_PER_ANSWER,
  QUESTION_COUNT,
  REGISTRATION_MINUTES,
  TIME_LIMIT_MINUTES,
} from '@/game/numbers.ts';
import { DeviceCodeText } from './device-code-text.tsx';
import { MESSAGES } from './game-messages.ts';
import styles from './game.module.css';
import { SCREEN_FOCUS } from './use-screen-focus.ts';
import { NightStatus } from './night-status.tsx';
import { SignUpRefused } from './sign-up-refused.tsx';
import { isOpen, nightPhase, type NightPhase, registrationClosesAt } from '@/game/schedule.ts';
import { formatClosing } from './opening-time.ts';
import { useClock } from './use-clock.ts';

interface IntroScreenProps {
  alreadyLoggedIn: boolean;
  /** The team this device played was reset or moved to another device. */
  teamGone: boolean;
  /** The database refused this device's team: registration had closed. */
  registrationRefused: boolean;
  night: NightState | null;
  /** The game keeps failing to load (and is still trying). */
  unreachable: boolean;
  /** This device's game identity was refused for the sign-up quota. */
  signUpRefused: boolean;
  /** Opens the login dialog, where the page offers one. */
  onLogIn?: (opener: HTMLElement) => void;
  withoutSchedule: NightPort['withoutSchedule'];
  /** The server's clock minus this device's, so the night opens when the server says. */
  clockOffset: number;
  /** This device's code for an organizer's move, once registered. */
  deviceCode: string | null;
  /** Whether this device's account may enter a team tonight; null until known. */
  eligibility: Eligibility | null;
  /** Asked once the night is open (or about to be): the device code and START need it. */
  ensureIdentity: () => Promise<unknown>;
  onNext: (open: boolean) => void;
  onPractice: () => void;
}

/** Before this, the countdown runs on the device's clock; from here on, on the server's. */
const IDENTITY_LEAD_MS = ACCOUNT_LEAD_MINUTES * 60_000;

/** Visits before the night, after it and for practice create no account. */
function needsIdentity(phase: NightPhase, serverNow: number): boolean {
  return (
    isOpen(phase) || (phase.kind === 'before' && phase.opensAt - serverNow <= IDENTITY_LEAD_MS)
  );
}

export function IntroScreen({
  alreadyLoggedIn,
  teamGone,
  registrationRefused,
  night,
  unreachable,
  signUpRefused,
  onLogIn,
  withoutSchedule,
  clockOffset,
  deviceCode,
  eligibility,
  ensureIdentity,
  onNext,
  onPractice,
}: IntroScreenProps) {
  const deviceNow = useClock(1000);
  const serverNow = deviceNow + clockOffset;
  const phase = nightPhase(night, withoutSchedule, {
    serverNow,
    deviceHour: new Date(deviceNow).getHours(),
  });
  const identityNeeded = needsIdentity(phase, serverNow);
  const schedule = night?.schedule ?? null;
  const closedAt = phase.kind === 'open' && schedule ? registrationClosesAt(schedule) : null;
  useEffect(() => {
    // Offline: START asks again, and says so if it still cannot.
    if (identityNeeded) ensureIdentity().catch(() => undefined);
  }, [identityNeeded, ensureIdentity]);
  return (
    <section className={styles.card} aria-labelledby="cos-intro-heading">
      <h2 id="cos-intro-heading" className={styles.cardHeading} tabIndex={-1} {...SCREEN_FOCUS}>
        Welcome to the Chamber of Secrets
      </h2>
      <p className={styles.lead}>
        {QUESTION_COUNT} riddles from the world of electronics and communication stand between your
        team and the top of the leaderboard. Read the rules, then step inside.
      </p>
      {alreadyLoggedIn && (
        <p role="alert" className={styles.alert}>
          {MESSAGES.alreadyLoggedIn}
        </p>
      )}
      {teamGone && (
        <p role="alert" className={styles.alert}>
          {MESSAGES.teamGone}
        </p>
      )}
      {registrationRefused && (
        <p role="alert" className={styles.alert}>
          {MESSAGES.registrationRefused}
        </p>
      )}
      <h3 className={styles.rulesHeading}>Rules</h3>
      <ol className={styles.rules}>
        <li>The time limit is {TIME_LIMIT_MINUTES} minutes.</li>
        <li>
          Every team's time counts from the opening, and registration closes {REGISTRATION_MINUTES}{' '}
          minutes after it.
        </li>
        <li>Each correct answer gives {POINTS_PER_ANSWER} points.</li>
        <li>You can retry an answer as many times as you like.</li>
        <li>
          A reload does not restart the game: on the same device, the team resumes at its question
          and score.
        </li>
        <li>The same group uses one device.</li>
        <li>Breaking the rules leads to disqualification.</li>
      </ol>
      {signUpRefused && <SignUpRefused onLogIn={onLogIn} />}
      <div className={styles.actions}>
        {isOpen(phase) ? (
          <Entry
            eligibility={eligibility}
            closedAt={closedAt !== null && serverNow >= closedAt ? closedAt : null}
            onNext={() => onNext(true)}
          />
        ) : (
          <NightStatus
            phase={phase}
            unreachable={unreachable}
            serverNow={serverNow}
            onPractice={onPractice}
          />
        )}
        <Link className={styles.secondaryLink} to="/CoS/leaderboard">
          Leaderboard
        </Link>
      </div>
      {/* Always there, so the code arriving moves nothing on the page. */}
      <p className={styles.deviceCode}>
        {deviceCode && (
          <>
            Device code: <DeviceCodeText code={deviceCode} />
          </>
        )}
      </p>
    </section>
  );
}

interface EntryProps {
  eligibility: Eligibility | null;
  /** When registration closed (server time), once it has: NEXT then only resumes a team. */
  closedAt: number | null;
  onNext: () => void;
}

/**
 * NEXT while the night is open, except for an account that may not enter a team tonight; after
 * registration closed, with the time it did (a team registered by then resumes with NEXT).
 */
function Entry({ eligibility, closedAt, onNext }: EntryProps) {
  if (eligibility === 'organizer') {
    return (
      <div className={styles.nightStatus}>
        <p className={styles.notice}>{MESSAGES.organizer}</p>
        <Link className={styles.secondaryLink} to="/CoS/admin">
          Open the organizers' console
        </Link>
      </div>
    );
  }
  if (eligibility === 'evicted') return <p className={styles.notice}>{MESSAGES.evicted}</p>;
  const next = (
    <button type="button" className={styles.primary} onClick={onNext}>
      NEXT
    </button>
  );
  if (closedAt === null) return next;
  return (
    <div className={styles.nightStatus}>
      <p className={styles.notice}>{MESSAGES.registrationClosed(formatClosing(closedAt))}</p>
      {next}
    </div>
  );
}
