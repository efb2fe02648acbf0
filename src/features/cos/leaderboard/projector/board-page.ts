/** The teams always on the wall: the top of the board. */
export const PINNED_TEAMS = 3;

/** What the wall shows of the board: its top, and one page of the rest. */
export interface BoardPage<Team> {
  top: Team[];
  rows: Team[];
  /** The rank of the page's first team. */
  firstRank: number;
  /** Which page this is (0-based; a page past the last comes round to the start). */
  page: number;
  pages: number;
}

/** How many pages the teams after the pinned top take, `perPage` a page (at least one). */
export function pageCount(teams: number, perPage: number): number {
  return Math.max(
    1,
    Math.ceil(Math.max(0, teams - PINNED_TEAMS) / Math.max(1, Math.floor(perPage))),
  );
}

/**
 * Page `page` of the teams after the pinned top, `perPage` a page. A page number beyond the
 * last (the board shrank, or the screen holds more rows) counts on from the first page.
 */
export function boardPage<Team>(
  teams: readonly Team[],
  perPage: number,
  page: number,
): BoardPage<Team> {
  const rest = teams.slice(PINNED_TEAMS);
  const size = Math.max(1, Math.floor(perPage));
  const pages = pageCount(teams.length, perPage);
  const shown = ((page % pages) + pages) % pages;
  return {
    top: teams.slice(0, PINNED_TEAMS),
    rows: rest.slice(shown * size, (shown + 1) * size),
    firstRank: PINNED_TEAMS + shown * size + 1,
    page: shown,
    pages,
  };
}
