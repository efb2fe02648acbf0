import { useState } from 'react';
import { MESSAGES } from './game-messages.ts';
import styles from './game.module.css';

interface ResumeOfferProps {
  teamName: string;
  onStart: (teamName: string) => Promise<void>;
}

/** This device's team, offered back instead of a name field (one team per account). */
export function ResumeOffer({ teamName, onStart }: ResumeOfferProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function resume() {
    if (busy) return;
    setFailed(false);
    setBusy(true);
    try {
      await onStart(teamName);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <div className={styles.form}>
      <p>This device is already playing as {teamName}.</p>
      {failed && (
        <p role="alert" className={styles.alert}>
          {MESSAGES.startFailed}
        </p>
      )}
      <button
        type="button"
        className={styles.primary}
        aria-disabled={busy || undefined}
        onClick={() => void resume()}
      >
        RESUME THE GAME
      </button>
    </div>
  );
}
