import type { FirstSolve } from './first-solves.ts';
import { NOTICE_MS } from './use-first-solve-notices.ts';
import styles from './first-solve-notice.module.css';

/**
 * The wall's announcement of a first solve: it fades in, stays a few seconds and fades out
 * (NOTICE_MS in all), in a polite live region that is there, empty, between notices.
 */
export function FirstSolveNotice({
  notice,
  place,
}: {
  notice: FirstSolve | null;
  place: 'chart' | 'board';
}) {
  return (
    <div role="status" className={place === 'chart' ? styles.belowChart : styles.overBoard}>
      {notice && (
        <p
          key={notice.riddle}
          className={styles.notice}
          style={{ animationDuration: `${NOTICE_MS}ms` }}
        >
          <span className={styles.riddle}>First to solve riddle {notice.riddle}</span>{' '}
          <span className={styles.team}>{notice.teamName}</span>
        </p>
      )}
    </div>
  );
}
