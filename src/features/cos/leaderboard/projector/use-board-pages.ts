import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { boardPage, pageCount } from './board-page.ts';
import { usePageTurns } from './use-page-turns.ts';

/** The rows a page starts with before the area is measured; those that do not fit are let go. */
export const MOST_ROWS = 40;

/** At least as many rows as the area can hold: its height over a line of text, the least a row takes. */
function rowsAtMost(area: HTMLElement): number {
  const line = parseFloat(getComputedStyle(area).fontSize) * 1.5;
  return Math.max(1, Math.ceil(area.clientHeight / line));
}

/**
 * The page of the board on the wall, as many rows as fit the area (`areaRef`) under the top
 * three, turning by itself. A new size of the area starts again from as many rows as it could
 * hold; after each change of the page, before the browser paints, the rows of the page body
 * (`pageRef`) below the area's bottom edge are let go. The count never grows between resizes,
 * so a tall row (a long name on a phone) cannot make it swing back and forth.
 */
export function useBoardPages<Team>(teams: readonly Team[]) {
  const areaRef = useRef<HTMLDivElement>(null);
  const pageRef = useRef<HTMLTableSectionElement>(null);
  const [perPage, setPerPage] = useState(MOST_ROWS);
  const turns = usePageTurns(pageCount(teams.length, perPage));
  const shown = boardPage(teams, perPage, turns.page);

  useEffect(() => {
    const area = areaRef.current;
    if (!area || typeof ResizeObserver !== 'function') return;
    let size = '';
    const observer = new ResizeObserver(() => {
      const next = `${area.clientWidth}x${area.clientHeight}`;
      if (next !== size) setPerPage(rowsAtMost(area));
      size = next;
    });
    observer.observe(area);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    const rows = Array.from(pageRef.current?.rows ?? []);
    const edge = areaRef.current?.getBoundingClientRect().bottom ?? Infinity;
    const fitting = rows.filter((row) => row.getBoundingClientRect().bottom <= edge + 0.5);
    if (fitting.length < rows.length) setPerPage(Math.max(1, fitting.length));
  }, [teams, perPage, shown.page]);

  return { ...shown, ...turns, page: shown.page, areaRef, pageRef };
}
