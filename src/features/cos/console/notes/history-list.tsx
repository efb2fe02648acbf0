import type { HistoryEntry } from '@/content/notes-desk.ts';
import styles from '../console.module.css';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** The latest changes to the published notes: who, when, what. */
export function HistoryList({ history }: { history: readonly HistoryEntry[] }) {
  return (
    <>
      <h3>History</h3>
      {history.length === 0 ? (
        <p>No change made from the console yet.</p>
      ) : (
        <ol className={styles.deskList}>
          {history.map((entry) => (
            <li key={entry.id}>
              <time dateTime={new Date(entry.at).toISOString()}>{when.format(entry.at)}</time>,{' '}
              {entry.email}: {entry.what}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
