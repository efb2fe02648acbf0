import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ANNOUNCEMENT_MAX_LENGTH } from '@/game/numbers.ts';
import { errorCode } from '@/backend/ports.ts';
import type { Announcement } from '@/game/types.ts';
import { ChangeOutcomeText, CountedText, useConsoleChange } from './console-change.tsx';
import styles from './console.module.css';

const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

interface PlayersScreensPanelProps {
  /** Undefined until known. */
  announcement: Announcement | null | undefined;
  frozenAt: number | null | undefined;
  announce: (text: string | null) => Promise<void>;
  setFrozen: (frozen: boolean) => Promise<void>;
}

function refusal(error: unknown): string {
  return errorCode(error) === 'PERMISSION_DENIED'
    ? 'The database refused the change: your account may no longer make it.'
    : 'The change could not be made. Check the connection and try again.';
}

/** What every player sees from the organizers: the announcement, and a frozen leaderboard. */
export function PlayersScreensPanel(props: PlayersScreensPanelProps) {
  const { announcement, frozenAt, announce, setFrozen } = props;
  const [draft, setDraft] = useState('');
  const { outcome, busy, attempt, refuse } = useConsoleChange(refusal);

  function post(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = draft.trim();
    if (!text) {
      refuse('Write the announcement first.');
      return;
    }
    void attempt(() => announce(text), 'The announcement is posted.');
  }

  return (
    <section className={styles.panel} aria-labelledby="screens-heading">
      <h2 id="screens-heading">Players&apos; screens</h2>
      <p>
        {announcement
          ? `Showing since ${time.format(announcement.at)}: “${announcement.text}”`
          : announcement === null && 'No announcement is showing.'}
      </p>
      <form className={styles.form} onSubmit={post}>
        <CountedText
          label="Announcement"
          value={draft}
          maxLength={ANNOUNCEMENT_MAX_LENGTH}
          onChange={setDraft}
        />
        <h3>Preview</h3>
        <p className={styles.preview}>{draft.trim() || 'Nothing written yet.'}</p>
        <div className={styles.choices}>
          <button type="submit" className={styles.primary} aria-disabled={busy || undefined}>
            Post
          </button>
          <button
            type="button"
            className={styles.secondary}
            aria-disabled={busy || undefined}
            onClick={() => void attempt(() => announce(null), 'The announcement is cleared.')}
          >
            Clear
          </button>
        </div>
      </form>
      <h3>Leaderboard</h3>
      <p>
        {frozenAt
          ? `Frozen at ${time.format(frozenAt)}: players see the standings as they were then.`
          : frozenAt === null && 'Players see the leaderboard live.'}
      </p>
      {frozenAt !== undefined && (
        <button
          type="button"
          className={styles.primary}
          aria-disabled={busy || undefined}
          onClick={() =>
            void attempt(
              () => setFrozen(frozenAt === null),
              frozenAt === null ? 'The leaderboard is frozen.' : 'The leaderboard is live again.',
            )
          }
        >
          {frozenAt === null ? 'Freeze the leaderboard' : 'Unfreeze the leaderboard'}
        </button>
      )}
      <p>
        <Link to="/CoS/leaderboard/projector">Leaderboard for the projector</Link>: large type, the
        top three always up, the other teams a page at a time.
      </p>
      <ChangeOutcomeText outcome={outcome} />
    </section>
  );
}
