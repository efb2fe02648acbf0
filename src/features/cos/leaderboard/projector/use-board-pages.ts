import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { BoardTeam } from '../standing-row.tsx';
import { boardPage, pageCount, PINNED_TEAMS, turnedStart } from './board-page.ts';
import { usePageTurns } from './use-page-turns.ts';

/** The rows a page starts with before the area is measured; those that do not fit are let go. */
export const MOST_ROWS = 40;

/** At least as many rows as the area can hold: its height over a line of text, the least a row takes. */
function rowsAtMost(area: HTMLElement): number {
  const line = parseFloat(getComputedStyle(area).fontSize) * 1.5;
  return Math.max(1, Math.ceil(area.clientHeight / line));
}

/**
 * What sets the height of the rows on the wall: their names, the only cells that wrap (every
 * other cell is one line in a column of its own width, standings.module.css). A score changes
 * no row's height, so a new score alone does not have the rows measured again.
 */
function namesOf(teams: readonly Pick<BoardTeam, 'teamName' | 'disqualified'>[]): string {
  return teams
    .map((team) => `${team.teamName}${team.disqualified ? ' (disqualified)' : ''}`)
    .join('\n');
}

/** Where the page starts, and how many of its rows fit once measured (null: not measured yet). */
interface PageAt {
  start: number;
  fits: number | null;
}

/**
 * The page of the board on the wall, as many rows as fit the area (`areaRef`) under the top
 * three, turning by itself. Each page, and each new size of the area, starts from as many rows
 * as the area could hold; before the browser paints, the rows of the page body (`pageRef`)
 * below the area's bottom edge are let go, and the page keeps that count until it turns, so a
 * tall row (a long name on two lines) cannot make it swing back and forth. The next page starts
 * after the last row shown, so no team is shown on two pages or skipped. The rows are measured
 * again when the page, the area's size or a name on the wall changes, not at every score: each
 * measure makes the browser lay out the page at once, inside the task that commits the render.
 */
export function useBoardPages<Team extends Pick<BoardTeam, 'teamName' | 'disqualified'>>(
  teams: readonly Team[],
) {
  const areaRef = useRef<HTMLDivElement>(null);
  const pageRef = useRef<HTMLTableSectionElement>(null);
  const [most, setMost] = useState(MOST_ROWS);
  const [at, setAt] = useState<PageAt>({ start: 0, fits: null });
  const perPage = at.fits ?? most;
  const shown = boardPage(teams, perPage, at.start);
  const rest = Math.max(0, teams.length - PINNED_TEAMS);
  const shownRows = shown.rows.length;
  const names = `${namesOf(shown.top)}\n\n${namesOf(shown.rows)}`;
  const turn = useCallback(
    (step: 1 | -1) =>
      setAt(({ start }) => ({
        start: turnedStart(rest, step === 1 ? Math.max(1, shownRows) : most, start, step),
        fits: null,
      })),
    [rest, shownRows, most],
  );
  const turns = usePageTurns(pageCount(teams.length, perPage), turn);

  useEffect(() => {
    const area = areaRef.current;
    if (!area || typeof ResizeObserver !== 'function') return;
    let size = '';
    const observer = new ResizeObserver(() => {
      const next = `${area.clientWidth}x${area.clientHeight}`;
      if (next !== size) {
        setMost(rowsAtMost(area));
        setAt(({ start }) => ({ start, fits: null }));
      }
      size = next;
    });
    observer.observe(area);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    const rows = Array.from(pageRef.current?.rows ?? []);
    const edge = areaRef.current?.getBoundingClientRect().bottom ?? Infinity;
    const fitting = rows.filter((row) => row.getBoundingClientRect().bottom <= edge + 0.5);
    if (fitting.length < rows.length) {
      setAt(({ start }) => ({ start, fits: Math.max(1, fitting.length) }));
    }
  }, [at, most, shown.start, names]);

  return { ...shown, ...turns, areaRef, pageRef };
}
