import { memo, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GameSchedule, TeamStanding } from '@/game/types.ts';
import { rankTeams } from '@/game/ranking.ts';
import styles from './console.module.css';
import { downloadCsv } from './download-csv.ts';
import { csvFileName, standingsCsv } from './standings-csv.ts';
import { TeamActionDialog } from './team-action-dialog.tsx';
import type { TeamAction, TeamActionRequest } from './team-actions.ts';
import { TeamsTable } from './teams-table.tsx';

/** How often the minutes left are counted again. */
const TICK_MS = 15_000;

interface TeamsPanelProps {
  teams: TeamStanding[] | null;
  schedule: GameSchedule | null;
  runAction: (request: TeamActionRequest) => Promise<void>;
  guessCounts: Readonly<Record<string, number>>;
}

/**
 * Every team, live, with the standings to take away as CSV. Drawn again only when what it shows
 * changes, not at each typed answer the statistics hear.
 */
export const TeamsPanel = memo(function TeamsPanel(props: TeamsPanelProps) {
  const { teams, schedule, runAction, guessCounts } = props;
  const [now, setNow] = useState(Date.now);
  const [asking, setAsking] = useState<TeamActionRequest | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** After a reset or an eviction the team's row goes, so focus goes to the heading, not back to the row. */
  const focusHeading = useRef(false);
  useEffect(() => {
    // A transition: at 500 teams a minute's tick redraws every row, in slices (use-night-feed.ts).
    const timer = window.setInterval(() => startTransition(() => setNow(Date.now())), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (asking || !focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [asking]);
  const close = useCallback(() => setAsking(null), []);
  const done = () => {
    focusHeading.current = asking?.action === 'reset' || asking?.action === 'evict';
    close();
  };
  const ranked = useMemo(() => rankTeams(teams ?? []), [teams]);
  const rows = useMemo(() => ranked.map((team, index) => ({ rank: index + 1, team })), [ranked]);
  const onAction = useCallback(
    (action: TeamAction, team: TeamStanding) => setAsking({ action, team }),
    [],
  );

  return (
    <section className={styles.panel} aria-labelledby="teams-heading">
      <h2 id="teams-heading" ref={headingRef} tabIndex={-1}>
        Teams
      </h2>
      {teams === null && <p>Loading…</p>}
      {teams?.length === 0 && <p>No team has entered the chamber yet.</p>}
      {ranked.length > 0 && (
        <>
          <TeamsTable
            ranked={rows}
            schedule={schedule}
            now={now}
            guessCounts={guessCounts}
            onAction={onAction}
          />
          <button
            type="button"
            className={styles.secondary}
            onClick={() =>
              downloadCsv(csvFileName(schedule?.opensAt ?? null), standingsCsv(ranked))
            }
          >
            Export CSV
          </button>
        </>
      )}
      {asking && (
        <TeamActionDialog request={asking} run={runAction} onClose={close} onDone={done} />
      )}
    </section>
  );
});
