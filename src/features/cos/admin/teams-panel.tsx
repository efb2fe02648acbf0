import { useEffect, useMemo, useState } from 'react';
import type { GameSchedule, TeamStanding } from '../../../backend/ports.ts';
import { rankTeams } from '../leaderboard/rank-teams.ts';
import styles from './admin.module.css';
import { csvFileName, standingsCsv } from './standings-csv.ts';
import { TeamsTable } from './teams-table.tsx';

/** How often the minutes left are counted again. */
const TICK_MS = 15_000;

function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

interface TeamsPanelProps {
  teams: TeamStanding[] | null;
  schedule: GameSchedule | null;
}

/** Every team, live, with the standings to take away as CSV. */
export function TeamsPanel({ teams, schedule }: TeamsPanelProps) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const ranked = useMemo(() => rankTeams(teams ?? []), [teams]);

  return (
    <section className={styles.panel} aria-labelledby="teams-heading">
      <h2 id="teams-heading">Teams</h2>
      {teams === null && <p>Loading…</p>}
      {teams?.length === 0 && <p>No team has entered the chamber yet.</p>}
      {ranked.length > 0 && (
        <>
          <TeamsTable
            ranked={ranked.map((team, index) => ({ rank: index + 1, team }))}
            schedule={schedule}
            now={now}
          />
          <button
            type="button"
            className={styles.secondary}
            onClick={() => download(csvFileName(schedule?.opensAt ?? null), standingsCsv(ranked))}
          >
            Export CSV
          </button>
        </>
      )}
    </section>
  );
}
