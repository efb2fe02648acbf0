import type { Solves, TeamStanding } from './types.ts';

type Times = Readonly<Record<string, number>>;

/** What a view knows of one team's solves: for one run (its start; null: read, not yet seen). */
interface Entry {
  startedAt: number | null;
  times: Times;
}

/** A team's solves as last given out, kept while its record and what is known stay the same. */
interface Given {
  team: TeamStanding;
  known: Times;
  times: Times;
  complete: boolean;
}

/**
 * `known` with `more`, or null when they cannot be one run's solves: a riddle solved at two
 * times, a solve before the run's start, or a later riddle solved before an earlier one (riddles
 * are solved in order). `known` itself when `more` adds nothing.
 */
function joined(known: Times, more: Times, startedAt: number | null): Times | null {
  let added = false;
  for (const [riddle, at] of Object.entries(more)) {
    if (known[riddle] === undefined) added = true;
    else if (known[riddle] !== at) return null;
  }
  if (!added) return known;
  const all = { ...known, ...more };
  let before = startedAt ?? -Infinity;
  const inOrder = Object.keys(all)
    .map(Number)
    .sort((a, b) => a - b)
    .every((riddle) => {
      const at = all[riddle] ?? before;
      const fits = at >= before;
      before = at;
      return fits;
    });
  return inOrder ? all : null;
}

/** The solve `team`'s record proves: it is on riddle q, so it solved q - 1 at its timestamp. */
const recordSolve = (team: TeamStanding): Times =>
  team.question > 1 ? { [team.question - 1]: team.timestamp } : {};

function given(team: TeamStanding, known: Times): Given {
  const times: Record<string, number> = {};
  let complete = true;
  for (let riddle = 1; riddle < team.question; riddle += 1) {
    const at = known[riddle];
    if (at === undefined) complete = false;
    else times[riddle] = at;
  }
  return { team, known, times, complete };
}

/**
 * Every team's solves as a view keeps them all night, from the boards it is shown and the solves
 * it reads: each board adds each team's newest solve (its record's question and timestamp), and
 * the view keeps every solve it learned while the team's run (its start) stays the same, so a
 * view open since the opening gives what a view opened now reads. A board that skipped a solve
 * (polled, or watched from later on) leaves that team incomplete until its solves are read
 * (`read`): the view reads those teams, and only those. A team reset and registered again is a
 * new run, known afresh. What `board(teams)` gives depends only on what the ledger holds and
 * `teams`, so a render run twice gives the same.
 */
export function createSolveLedger() {
  const entries = new Map<string, Entry>();
  const lastGiven = new Map<string, Given>();

  /** A read of `teamKey`'s solves, kept for its run when they fit what is known of it. */
  function read(teamKey: string, times: Times): void {
    const entry = entries.get(teamKey);
    if (!entry) {
      entries.set(teamKey, { startedAt: null, times });
      return;
    }
    const all = joined(entry.times, times, entry.startedAt);
    if (all) entry.times = all;
    else if (entry.startedAt === null) entries.set(teamKey, { startedAt: null, times });
  }

  return {
    read,

    /** Every team's solves as read at once (the console's first read). */
    readAll(solves: Solves): void {
      for (const [teamKey, times] of Object.entries(solves)) read(teamKey, times);
    },

    /**
     * The board `teams` now: their solves (each team's object kept while it stays the same) and
     * the teams whose earlier solves are not all known. Teams not on it are let go.
     */
    board(teams: readonly TeamStanding[]): { solves: Solves; incomplete: TeamStanding[] } {
      const solves: Record<string, Times> = {};
      const incomplete: TeamStanding[] = [];
      const onBoard = new Set<string>();
      for (const team of teams) {
        onBoard.add(team.teamKey);
        const entry = entries.get(team.teamKey);
        const last = lastGiven.get(team.teamKey);
        // The same record, nothing read since: at 500 teams most of a board is this.
        if (last?.team === team && entry?.times === last.known && entry.startedAt !== null) {
          solves[team.teamKey] = last.times;
          if (!last.complete) incomplete.push(team);
          continue;
        }
        const sameRun = entry?.startedAt === team.startedAt || entry?.startedAt === null;
        const newest = recordSolve(team);
        const known = (entry && sameRun && joined(entry.times, newest, team.startedAt)) || newest;
        entries.set(team.teamKey, { startedAt: team.startedAt, times: known });
        const now = last?.team === team && last.known === known ? last : given(team, known);
        lastGiven.set(team.teamKey, now);
        solves[team.teamKey] = now.times;
        if (!now.complete) incomplete.push(team);
      }
      for (const teamKey of entries.keys()) {
        if (!onBoard.has(teamKey)) {
          entries.delete(teamKey);
          lastGiven.delete(teamKey);
        }
      }
      return { solves, incomplete };
    },
  };
}

export type SolveLedger = ReturnType<typeof createSolveLedger>;
