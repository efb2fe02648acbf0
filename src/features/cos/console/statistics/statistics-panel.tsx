import { memo, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { bellAt } from '@/game/bell.ts';
import { rankTeams } from '@/game/ranking.ts';
import type { AcceptedSpellings, TypedAnswers } from '@/game/typed-answers.ts';
import type { GameSchedule, Solves, TeamStanding } from '@/game/types.ts';
import consoleStyles from '../console.module.css';
import { downloadCsv } from '../download-csv.ts';
import { AcceptSpellingDialog, type SpellingRequest } from './accept-spelling-dialog.tsx';
import { RiddleNumbers } from './riddle-numbers.tsx';
import { riddleStatistics } from './riddle-statistics.ts';
import { createWrongAnswerTally } from './wrong-answer-tally.ts';
import { SolveGrid } from './solve-grid.tsx';
import { statisticsCsv, statisticsFileName } from './statistics-csv.ts';
import { WrongAnswers } from './wrong-answers.tsx';

interface StatisticsPanelProps {
  teams: TeamStanding[] | null;
  solves: Solves | null;
  schedule: GameSchedule | null;
  /** Null until the typed answers first arrive. */
  typed: TypedAnswers | null;
  accepted: AcceptedSpellings;
  /** Watching the typed answers or the accepted spellings failed (use-statistics-feed.ts). */
  failed: boolean;
  acceptSpelling: (question: number, text: string) => Promise<void>;
}

/** How often the teams on each riddle are counted again, as hours end without a write. */
const TICK_MS = 15_000;

/**
 * The night's statistics, live: per riddle the teams on it, the solves and times to solve, the
 * wrong guesses and the most common wrong answers (each may be accepted as a spelling), who
 * solved what and when, and all of it as CSV.
 */
export const StatisticsPanel = memo(function StatisticsPanel(props: StatisticsPanelProps) {
  const { teams, solves, schedule, typed, accepted, failed, acceptSpelling } = props;
  const [asking, setAsking] = useState<SpellingRequest | null>(null);
  const [now, setNow] = useState(Date.now);
  // Kept across renders: what it holds depends only on what it was last updated with, so a
  // render run twice or thrown away does no harm (wrong-answer-tally.ts).
  const [tally] = useState(createWrongAnswerTally);
  useEffect(() => {
    // A transition, as the teams panel's tick.
    const timer = window.setInterval(() => startTransition(() => setNow(Date.now())), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const riddles = useMemo(() => {
    if (!teams || !solves || !typed) return null;
    const isPlaying = (team: TeamStanding) => now < bellAt(team.startedAt, schedule);
    return riddleStatistics({ teams, solves, typed, isPlaying }, tally);
  }, [teams, solves, typed, schedule, now, tally]);
  const ranked = useMemo(() => rankTeams(teams ?? []), [teams]);
  const isAccepted = useCallback(
    (question: number, text: string) =>
      Object.values(accepted[question] ?? {}).some((spelling) => spelling.text === text),
    [accepted],
  );
  const close = useCallback(() => setAsking(null), []);

  return (
    <section className={consoleStyles.panel} aria-labelledby="statistics-heading">
      <h2 id="statistics-heading">Statistics</h2>
      {failed && (
        <p role="alert">The statistics could not be loaded. Reload the page to try again.</p>
      )}
      {riddles === null && !failed && <p>Loading…</p>}
      {riddles && (
        <>
          <RiddleNumbers riddles={riddles} />
          <h3>Most common wrong answers</h3>
          <WrongAnswers riddles={riddles} isAccepted={isAccepted} onAccept={setAsking} />
          <h3 id="grid-heading">Who solved what, and when</h3>
          {ranked.length === 0 ? (
            <p>No team has entered the chamber yet.</p>
          ) : (
            <SolveGrid teams={ranked} solves={solves ?? {}} />
          )}
          <button
            type="button"
            className={consoleStyles.secondary}
            onClick={() =>
              downloadCsv(statisticsFileName(schedule?.opensAt ?? null), statisticsCsv(riddles))
            }
          >
            Export statistics CSV
          </button>
        </>
      )}
      {asking && (
        <AcceptSpellingDialog
          request={asking}
          accept={({ question, text }) => acceptSpelling(question, text)}
          onClose={close}
        />
      )}
    </section>
  );
});
