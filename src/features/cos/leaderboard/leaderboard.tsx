import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { GameBackend } from '../../../backend/index.ts';
import type { TeamStanding } from '../../../backend/ports.ts';
import { QUESTION_COUNT } from '../../../backend/game-rules.ts';
import styles from './leaderboard.module.css';
import { rankTeams } from './rank-teams.ts';

interface LeaderboardProps {
  loadGameBackend: () => Promise<GameBackend>;
}

const time = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Every team, live: score first, then who got there earlier. */
export function Leaderboard({ loadGameBackend }: LeaderboardProps) {
  const [teams, setTeams] = useState<TeamStanding[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    loadGameBackend().then(
      ({ teams: port }) => {
        if (cancelled) return;
        stop = port.watchAll(
          (standings) => {
            setFailed(false);
            setTeams(rankTeams(standings));
          },
          () => setFailed(true),
        );
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [loadGameBackend]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Leaderboard</h1>
      <p className={styles.lead}>Chamber of Secrets standings, updated live.</p>
      {failed && (
        <p role="alert" className={styles.error}>
          The leaderboard could not be loaded. It will retry on its own.
        </p>
      )}
      {teams === null && !failed && <p className={styles.lead}>Loading…</p>}
      {teams?.length === 0 && <p className={styles.lead}>No team has entered the chamber yet.</p>}
      {teams && teams.length > 0 && (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption className="visually-hidden">Teams ranked by score</caption>
            <thead>
              <tr>
                <th scope="col">Rank</th>
                <th scope="col">Team</th>
                <th scope="col">Solved</th>
                <th scope="col">Score</th>
                <th scope="col">Last correct answer</th>
              </tr>
            </thead>
            <tbody>
              {teams.map((team, index) => (
                <tr key={team.teamKey}>
                  <td>{index + 1}</td>
                  <th scope="row">{team.teamName}</th>
                  <td>
                    {Math.min(team.question - 1, QUESTION_COUNT)} / {QUESTION_COUNT}
                  </td>
                  <td>{team.score}</td>
                  <td>{team.score > 0 ? time.format(team.timestamp) : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Link className={styles.back} to="/CoS">
        Back to the game
      </Link>
    </div>
  );
}
