import { useState } from 'react';
import styles from '../console.module.css';
import { groupReports } from './report-groups.ts';
import { actionRefusal, type Act, type DeskBoard } from './use-desk-board.ts';

interface ReportsListProps {
  reports: DeskBoard['reports'];
  atDesk: Act;
  reread: () => void;
}

/** Students' open reports by item, with how many and why; "Mark fixed" closes an item's. */
export function ReportsList({ reports, atDesk, reread }: ReportsListProps) {
  const [refusal, setRefusal] = useState('');
  const groups = groupReports(reports);

  async function markFixed(ids: string[]) {
    setRefusal('');
    try {
      await atDesk((desk, who) => desk.markFixed(who, ids));
      reread();
    } catch (error) {
      setRefusal(actionRefusal(error));
    }
  }

  return (
    <>
      <h3>Reported problems</h3>
      {refusal && <p role="alert">{refusal}</p>}
      {groups.length === 0 ? (
        <p>No problem reported.</p>
      ) : (
        <ul className={styles.deskList}>
          {groups.map((group) => (
            <li key={group.key}>
              <strong>{group.name}</strong>: {group.ids.length}{' '}
              {group.ids.length === 1 ? 'report' : 'reports'} ({group.reasons.join(', ')})
              {group.texts.length > 0 && (
                <ul>
                  {group.texts.map((text, index) => (
                    <li key={index}>“{text}”</li>
                  ))}
                </ul>
              )}
              <div className={styles.choices}>
                <button
                  type="button"
                  className={styles.secondary}
                  aria-label={`Mark fixed: ${group.name}`}
                  onClick={() => void markFixed(group.ids)}
                >
                  Mark fixed
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
