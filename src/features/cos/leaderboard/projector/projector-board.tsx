import { useEffect } from 'react';
import { AnnouncementBanner } from '@/features/cos/announcement-banner.tsx';
import { ErrataList } from '@/features/cos/errata/errata-list.tsx';
import { ReachNotice } from '@/features/cos/reach/reach-notice.tsx';
import type { BoardBackend } from '../board-backend.ts';
import { useBoard } from '../use-board.ts';
import { classOf, StandingsHead } from '../standings-head.tsx';
import { StandingRow } from '../standing-row.tsx';
import { FirstSolveNotice } from './first-solve/first-solve-notice.tsx';
import { useFirstSolveNotices } from './first-solve/use-first-solve-notices.ts';
import { PageControls } from './page-controls.tsx';
import styles from './projector.module.css';
import { loadChartDrawing } from './score-chart/load-chart-drawing.ts';
import { ScoreChart } from './score-chart/score-chart.tsx';
import { useScoreRace, type LoadTeamSolves } from './score-chart/use-score-race.ts';
import { useBoardPages } from './use-board-pages.ts';
import { usePointerActive } from './use-pointer-active.ts';
import { useWideWall } from './use-wide-wall.ts';

/** What the wall reads: the board's ports, and each charted team's solves. */
export type LoadProjector = () => Promise<BoardBackend & Awaited<ReturnType<LoadTeamSolves>>>;

/**
 * The leaderboard for a wall: large type filling the screen, the top three always up and the
 * rest a page at a time, turning by themselves; live, frozen and announced as the board is, with
 * the riddles' corrections beside the announcement. On a wide wall the top ten's score over time
 * stands beside it; each riddle's first solve while the wall is open is announced under it
 * (use-first-solve-notices.ts). No button or pointer shows on the wall until the pointer moves
 * (or Tab reaches a button).
 */
export function ProjectorBoard({ loadGameBackend }: { loadGameBackend: LoadProjector }) {
  const { night, board, failed, lead, updated, announcement } = useBoard(loadGameBackend, 'stream');
  const teams = board?.teams ?? [];
  const { top, rows, firstRank, start, pages, areaRef, pageRef, ...turns } = useBoardPages(teams);
  const pointerActive = usePointerActive();
  const wide = useWideWall();
  const { race, solves } = useScoreRace(loadGameBackend, board?.teams ?? null, night?.frozenAt);
  const liveNight = night && night.frozenAt === null ? String(night.schedule?.opensAt) : null;
  const notice = useFirstSolveNotices(board?.teams ?? null, liveNight, solves);

  useEffect(() => {
    // The chart waits for the top ten's solves; its code loads meanwhile, not after them.
    if (wide) loadChartDrawing().catch(() => undefined);
  }, [wide]);

  return (
    <div className={pointerActive ? styles.screen : `${styles.screen} ${styles.still}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>Leaderboard</h1>
        <p className={styles.lead}>{lead}</p>
        {updated && <p className={styles.updated}>{updated}</p>}
      </header>
      <ReachNotice />
      <div className={styles.notices}>
        <AnnouncementBanner announcement={announcement} dismissible={false} />
        <ErrataList errata={night?.errata ?? {}} />
      </div>
      {failed && (
        <p role="alert" className={styles.error}>
          The leaderboard could not be loaded. It will retry on its own.
        </p>
      )}
      <div className={wide ? styles.wideStage : styles.stage}>
        {/* What the area shows is inside it, so the area keeps its size as the board arrives. */}
        <div ref={areaRef} className={styles.area}>
          {board === null && !failed && <p className={styles.lead}>Loading…</p>}
          {board?.teams.length === 0 && (
            <p className={styles.lead}>No team has entered the chamber yet.</p>
          )}
          {teams.length > 0 && (
            <table className={classOf(styles, 'table')}>
              <StandingsHead classes={styles} />
              <tbody className={styles.top}>
                {top.map((team, index) => (
                  <StandingRow key={team.teamKey} team={team} rank={index + 1} classes={styles} />
                ))}
              </tbody>
              {/* Keyed by page: a turned page fades in as a whole. */}
              <tbody key={start} ref={pageRef} className={styles.page}>
                {rows.map((team, index) => (
                  <StandingRow
                    key={team.teamKey}
                    team={team}
                    rank={firstRank + index}
                    classes={styles}
                  />
                ))}
              </tbody>
            </table>
          )}
        </div>
        {wide && (
          <div className={styles.side}>
            {race && <ScoreChart race={race} />}
            <FirstSolveNotice notice={notice} place="chart" />
          </div>
        )}
        {!wide && <FirstSolveNotice notice={notice} place="board" />}
      </div>
      <PageControls
        shown={rows.length > 0 ? [firstRank, firstRank + rows.length - 1] : null}
        total={teams.length}
        pages={pages}
        revealed={pointerActive}
        {...turns}
      />
    </div>
  );
}
