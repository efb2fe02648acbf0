import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ArchivedNight } from '@/game/types.ts';
import styles from './leaderboard.module.css';
import { nightDateInWords } from './night-date.ts';
import { rankTeams } from '@/game/ranking.ts';
import type { BoardTeam } from './standing-row.tsx';
import { StandingsTable } from './standings-table.tsx';
import type { LoadBoard } from './board-backend.ts';
import { ReachNotice } from '../reach/reach-notice.tsx';
import { readUntilAnswered } from '../reach/read-until-answered.ts';

/** A read given up as the page went away. */
const ignoreAbort = () => undefined;

interface PastLeaderboardProps {
  /** The route's date; anything but a real YYYY-MM-DD day is no game night, without asking. */
  date: string | undefined;
  loadGameBackend: LoadBoard;
}

type PastBoard = 'loading' | 'missing' | 'failed' | { teams: BoardTeam[] };

const boardOf = (night: ArchivedNight): BoardTeam[] =>
  rankTeams(Object.entries(night.teams).map(([teamKey, team]) => ({ teamKey, ...team })));

/** A past night's final board, as it stood when the next night began. Keyed by date. */
export function PastLeaderboard({ date, loadGameBackend }: PastLeaderboardProps) {
  const words = nightDateInWords(date);
  const [board, setBoard] = useState<PastBoard>(words ? 'loading' : 'missing');

  useEffect(() => {
    if (!date || !words) return;
    const stopped = new AbortController();
    readUntilAnswered(
      async () => (await loadGameBackend()).archive.getNight(date),
      stopped.signal,
    ).then((read) => {
      if ('failed' in read) setBoard('failed');
      else setBoard(read.value ? { teams: boardOf(read.value) } : 'missing');
    }, ignoreAbort);
    return () => stopped.abort();
  }, [date, words, loadGameBackend]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {board === 'missing' ? 'No game night on that date' : `Leaderboard of ${words}`}
      </h1>
      <ReachNotice />
      {board === 'loading' && <p className={styles.lead}>Loading…</p>}
      {board === 'failed' && (
        <p role="alert" className={styles.error}>
          This leaderboard could not be loaded. Reload the page to try again.
        </p>
      )}
      {typeof board === 'object' && (
        <>
          <p className={styles.lead}>Chamber of Secrets final standings.</p>
          <StandingsTable teams={board.teams} />
        </>
      )}
      <Link className={styles.back} to="/CoS/leaderboard">
        All leaderboards
      </Link>
    </div>
  );
}
