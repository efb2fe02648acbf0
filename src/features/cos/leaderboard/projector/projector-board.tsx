import type { GameBackend } from '@/backend/ports.ts';
import { AnnouncementBanner } from '@/features/cos/announcement-banner.tsx';
import { useLiveStandings } from '../use-live-standings.ts';
import { useNight } from '../use-night.ts';
import { StandingsHead } from '../standings-head.tsx';
import { PageControls } from './page-controls.tsx';
import { ProjectorRow } from './projector-row.tsx';
import styles from './projector.module.css';
import { useBoardPages } from './use-board-pages.ts';

interface ProjectorBoardProps {
  loadGameBackend: () => Promise<GameBackend>;
}

const clock = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });
const freezeTime = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/**
 * The leaderboard for a wall: large type filling the screen, the top three always up and the
 * rest a page at a time, turning by themselves; live, frozen and announced as the board is.
 */
export function ProjectorBoard({ loadGameBackend }: ProjectorBoardProps) {
  const night = useNight(loadGameBackend);
  const frozenAt = night?.frozenAt;
  const { board, failed } = useLiveStandings(loadGameBackend, frozenAt);
  const teams = board?.teams ?? [];
  const { top, rows, firstRank, page, pages, areaRef, pageRef, ...turns } = useBoardPages(teams);

  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.title}>Leaderboard</h1>
        <p className={styles.lead}>
          {typeof frozenAt === 'number'
            ? `Frozen at ${freezeTime.format(frozenAt)}`
            : 'Chamber of Secrets standings, updated live.'}
        </p>
        {board && frozenAt === null && (
          <p className={styles.updated}>Last updated {clock.format(board.updatedAt)}</p>
        )}
      </header>
      <AnnouncementBanner announcement={night?.announcement ?? null} dismissible={false} />
      {failed && (
        <p role="alert" className={styles.error}>
          The leaderboard could not be loaded. It will retry on its own.
        </p>
      )}
      {/* What the area shows is inside it, so the area keeps its size as the board arrives. */}
      <div ref={areaRef} className={styles.area}>
        {board === null && !failed && <p className={styles.lead}>Loading…</p>}
        {board?.teams.length === 0 && (
          <p className={styles.lead}>No team has entered the chamber yet.</p>
        )}
        {teams.length > 0 && (
          <table className={styles.table}>
            <StandingsHead classes={styles} />
            <tbody className={styles.top}>
              {top.map((team, index) => (
                <ProjectorRow key={team.teamKey} team={team} rank={index + 1} />
              ))}
            </tbody>
            {/* Keyed by page: a turned page fades in as a whole. */}
            <tbody key={page} ref={pageRef} className={styles.page}>
              {rows.map((team, index) => (
                <ProjectorRow key={team.teamKey} team={team} rank={firstRank + index} />
              ))}
            </tbody>
          </table>
        )}
      </div>
      <PageControls
        shown={rows.length > 0 ? [firstRank, firstRank + rows.length - 1] : null}
        total={teams.length}
        pages={pages}
        {...turns}
      />
    </div>
  );
}
