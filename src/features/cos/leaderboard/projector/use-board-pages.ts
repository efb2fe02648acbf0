import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
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
 * three, turning by itself. A page starts from as many rows as the page before it held (the
 * first page, and the first after the area's size changed, from as many rows as the area could
 * hold); before the browser paints, the rows of the page body (`pageRef`) below the area's
 * bottom edge are let go, and the page keeps that count until it turns, so a tall row (a long
 * name on two lines) cannot make it swing back and forth. When there is room under the last row
 * for another as tall, the page may hold more than the one before: it starts again from as many
 * rows as the area could hold. Starting from the count that fits matters: on a 1920 x 1080 wall
 * the area holds 21 lines of text but 8 rows under the top three, every row rendered is laid
 * out before it can be let go, and each page rendered again is laid out again, in the turn's
 * task. The next page starts after the last row shown, so no team is shown on two pages or
 * skipped.
 * The rows are measured again when the page, the area's size or a name on the wall changes, not
 * at every score: each measure makes the browser lay out the page at once, inside the task that
 * commits the render.
 */
export function useBoardPages<Team extends Pick<BoardTeam, 'teamName' | 'disqualified'>>(
  teams: readonly Team[],
) {
  const areaRef = useRef<HTMLDivElement>(null);
  const pageRef = useRef<HTMLTableSectionElement>(null);
  const [most, setMost] = useState(MOST_ROWS);
  const [at, setAt] = useState<PageAt>({ start: 0, fits: null });
  /** The rows the last page measured held (null: none measured at this size yet). */
  const [lastFits, setLastFits] = useState<number | null>(null);
  const perPage = at.fits ?? Math.min(most, lastFits ?? most);
  const shown = boardPage(teams, perPage, at.start);
  const rest = Math.max(0, teams.length - PINNED_TEAMS);
  const shownRows = shown.rows.length;
  /** Whether teams after this page are left out of it (not the last page). */
  const pageEndsEarly = shown.start + shownRows < rest;
  const names = `${namesOf(shown.top)}\n\n${namesOf(shown.rows)}`;
  // A transition: React renders the new page in slices, so the turn's task stays short.
  const turn = useCallback(
    (step: 1 | -1) =>
      startTransition(() =>
        setAt(({ start }) => ({
          start: turnedStart(rest, step === 1 ? Math.max(1, shownRows) : most, start, step),
          fits: null,
        })),
      ),
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
        setLastFits(null);
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
    const boxes = rows.map((row) => row.getBoundingClientRect());
    const fitting = boxes.filter((box) => box.bottom <= edge + 0.5);
    const last = boxes.at(-1);
    if (fitting.length < rows.length) {
      const fits = Math.max(1, fitting.length);
      setAt(({ start }) => ({ start, fits }));
      setLastFits(fits);
    } else if (
      at.fits === null &&
      last !== undefined &&
      edge - last.bottom >= last.height &&
      rows.length === perPage &&
      perPage < most &&
      pageEndsEarly
    ) {
      setLastFits(null);
    }
  }, [at, most, perPage, pageEndsEarly, shown.start, names]);

  return { ...shown, ...turns, areaRef, pageRef };
}
