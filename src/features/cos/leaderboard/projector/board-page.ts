/** The teams always on the wall: the top of the board. */
export const PINNED_TEAMS = 3;

/** What the wall shows of the board: its top, and one page of the rest. */
export interface BoardPage<Team> {
  top: Team[];
  rows: Team[];
  /** The rank of the page's first team. */
  firstRank: number;
  /** Where the page starts among the teams after the top (0 for the first page). */
  start: number;
  pages: number;
}

/** How many pages the teams after the pinned top take, `perPage` a page (at least one). */
export function pageCount(teams: number, perPage: number): number {
  return Math.max(
    1,
    Math.ceil(Math.max(0, teams - PINNED_TEAMS) / Math.max(1, Math.floor(perPage))),
  );
}

const pageSize = (perPage: number) => Math.max(1, Math.floor(perPage));

/**
 * The page of the teams after the pinned top that starts at `start`, `perPage` a page: the first
 * page when `start` is past the last team (the board shrank). A page starts where the one before
 * it ended, so a page that holds fewer rows (a long name on two lines) shows no team twice.
 */
export function boardPage<Team>(
  teams: readonly Team[],
  perPage: number,
  start: number,
): BoardPage<Team> {
  const rest = teams.slice(PINNED_TEAMS);
  const first = start > 0 && start < rest.length ? start : 0;
  return {
    top: teams.slice(0, PINNED_TEAMS),
    rows: rest.slice(first, first + pageSize(perPage)),
    firstRank: PINNED_TEAMS + first + 1,
    start: first,
    pages: pageCount(teams.length, perPage),
  };
}

/**
 * Where the next page (`step` 1) or the one before (-1) starts, of `rest` teams after the top,
 * `perPage` a page (for the next, the rows the page at `start` shows): after the last page
 * comes the first, and before the first the last.
 */
export function turnedStart(rest: number, perPage: number, start: number, step: 1 | -1): number {
  const size = pageSize(perPage);
  if (step === 1) return start + size >= rest ? 0 : start + size;
  if (start <= 0 || start > rest) return Math.max(0, Math.floor((rest - 1) / size) * size);
  return Math.max(0, start - size);
}
