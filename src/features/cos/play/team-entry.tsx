import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { isValidTeamName } from '@/game/team-name.ts';
import { TEAM_NAME_MAX_LENGTH } from '@/game/numbers.ts';
import { MESSAGES } from './game-messages.ts';
import styles from './game.module.css';
import { SCREEN_FOCUS } from './use-screen-focus.ts';
import { ResumeOffer } from './resume-offer.tsx';
import { isSignUpRefused, SignUpRefused } from './sign-up-refused.tsx';

interface TeamEntryProps {
  onStart: (teamName: string) => Promise<void>;
  /** Opens the login dialog, where the page offers one. */
  onLogIn?: (opener: HTMLElement) => void;
  /** The name of the team this device already plays as, if any (one team per account). */
  findOwnedTeam: () => Promise<string | null>;
}

/** undefined while asking; null when the device has no team (or the question failed). */
function useOwnedTeam(findOwnedTeam: () => Promise<string | null>): string | null | undefined {
  const [owned, setOwned] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    findOwnedTeam().then(
      (name) => current && setOwned(name),
      () => current && setOwned(null),
    );
    return () => {
      current = false;
    };
  }, [findOwnedTeam]);
  return owned;
}

export function TeamEntry({ onStart, onLogIn, findOwnedTeam }: TeamEntryProps) {
  const owned = useOwnedTeam(findOwnedTeam);
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Focus waits on the heading while the device's team is looked up, then moves to what came.
    if (owned === undefined || document.activeElement !== heading.current) return;
    section.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [owned]);
  return (
    <section
      ref={section}
      className={styles.card}
      aria-labelledby="cos-team-heading"
      aria-busy={owned === undefined || undefined}
    >
      <h2
        ref={heading}
        id="cos-team-heading"
        className={styles.cardHeading}
        tabIndex={-1}
        {...SCREEN_FOCUS}
      >
        Name your team
      </h2>
      {owned && <ResumeOffer teamName={owned} onStart={onStart} />}
      {owned === null && <TeamNameForm onStart={onStart} onLogIn={onLogIn} />}
    </section>
  );
}

/** Runs of spaces as one: two spaces in a row would make a name that looks like another. */
const collapseSpaces = (text: string) => text.replace(/ {2,}/g, ' ');

function TeamNameForm({ onStart, onLogIn }: Pick<TeamEntryProps, 'onStart' | 'onLogIn'>) {
  const [teamName, setTeamName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [signUpRefused, setSignUpRefused] = useState(false);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  function change(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const { value, selectionStart } = input;
    const collapsed = collapseSpaces(value);
    if (collapsed !== value) {
      // Dropped here, where the caret is known: it stays where the space was typed.
      const caret = collapseSpaces(value.slice(0, selectionStart ?? value.length)).length;
      input.value = collapsed;
      input.setSelectionRange(caret, caret);
    }
    setTeamName(collapsed);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const typed = teamName.trim();
    if (!typed) {
      setError(MESSAGES.emptyTeamName);
      return;
    }
    if (!isValidTeamName(typed)) {
      setError(MESSAGES.teamNameCharacters);
      field.current?.focus();
      return;
    }
    setError(null);
    setSignUpRefused(false);
    setBusy(true);
    try {
      await onStart(typed.toLowerCase());
    } catch (failure) {
      // The name typed stays in the field, and nothing was registered: START can be pressed again.
      if (isSignUpRefused(failure)) setSignUpRefused(true);
      else setError(MESSAGES.startFailed);
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        Team name
      </label>
      <input
        ref={field}
        id={inputId}
        className={styles.input}
        value={teamName}
        onChange={change}
        maxLength={TEAM_NAME_MAX_LENGTH}
        autoComplete="off"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      />
      <p id={hintId} className={styles.hint}>
        {MESSAGES.teamNameHint}
      </p>
      {error && (
        <p id={errorId} role="alert" className={styles.alert}>
          {error}
        </p>
      )}
      <button type="submit" className={styles.primary} aria-disabled={busy || undefined}>
        START THE GAME
      </button>
      {signUpRefused && <SignUpRefused onLogIn={onLogIn} />}
    </form>
  );
}
