/** The game's records, as the database stores them and the site, backends and commands share them. */

/**
 * A riddle as the client sees it: the database judges every guess, so nothing here gives an
 * answer away.
 */
export interface Question {
  qNo: string;
  question: string;
  image?: string;
  audio?: string;
}

/** A team's record at `user/{teamKey}`; `question` is the one it is on (22 = all solved). */
export interface TeamRecord {
  teamName: string;
  question: number;
  score: number;
  owner: string;
  /** Server time (ms) the team registered; the 60-minute limit counts from here. */
  startedAt: number;
  /** Server time (ms) of the last write: registration or last correct answer. */
  timestamp: number;
  /** Set only by organizers; a disqualified team can no longer play and ranks last. */
  disqualified?: boolean;
}

/** A team on the leaderboard: its record under its key. */
export interface TeamStanding extends TeamRecord {
  teamKey: string;
}

/** A team's last recorded guess at `guesses/{teamKey}`; `at` is the server's time. */
export interface GuessRecord {
  question: number;
  proof: string;
  at: number;
  count: number;
}

/** `solves/{teamKey}/{q}`: the server time each team solved riddle q. */
export type Solves = Record<string, Record<string, number>>;

/** A game night as the organizers set it, in the server's epoch milliseconds. */
export interface GameSchedule {
  opensAt: number;
  closesAt: number;
}

/**
 * A team refused because registration had closed, as its phone noted it
 * (`lateRegistrations/{uid}`, read by organizers only); `at` is the server's time.
 */
export interface LateRegistration {
  uid: string;
  teamName: string;
  at: number;
}

/** The organizers' message to every player (`announcement`); `at` is the server's time. */
export interface Announcement {
  text: string;
  at: number;
}

/** The organizers' correction to one riddle (`errata/{qNo}`); `at` is the server's time. */
export interface Erratum {
  text: string;
  at: number;
}

/** The riddles' corrections by riddle number (`'7'`), none for most riddles. */
export type Errata = Record<string, Erratum>;

/** The night as the game page needs it (`game/` in the database). */
export interface NightState {
  schedule: GameSchedule | null;
  announcement: Announcement | null;
  errata: Errata;
  /** Server time the organizers froze the public leaderboard, or null while it runs live. */
  frozenAt: number | null;
  /**
   * Server time an organizer last changed the board in a way no team's timestamp shows (a Reset,
   * Ban, Move, Disqualify or Reinstate), or null: a board that reads only what changed since a
   * time reads every team again after it.
   */
  boardEditedAt: number | null;
  /**
   * When each riddle last gained a spelling accepted mid-night (server time), by riddle number;
   * never which spelling (`game/spellingsAt`).
   */
  spellingsAt?: Readonly<Record<string, number>>;
  /**
   * The hints organizers released to every team (`game/released/{q}/{n}`), by riddle; absent
   * while none is (src/game/hints.ts).
   */
  hintsReleased?: Record<string, number[]>;
}

/**
 * What help a riddle has, as anyone may read it (`aids/{q}`): the minutes after which each of its
 * hints opens, in order, and whether it has nudges and a solution. Never the help itself.
 */
export interface RiddleAids {
  hints: number[];
  nudges: boolean;
  solution: boolean;
}

/**
 * What a backend does without a schedule: the local one opens every evening at START_HOUR on the
 * device's clock; the hosted one stays closed, since its rules refuse every registration.
 */
export type WithoutSchedule = 'evening' | 'closed';

/** A team as a past night's final board keeps it (`archive/{date}/teams/{teamKey}`). */
export interface ArchivedTeam {
  teamName: string;
  question: number;
  score: number;
  startedAt: number;
  timestamp: number;
  disqualified: boolean;
}

/** A past night's final board; `date` (YYYY-MM-DD) is the day it opened in India. */
export interface ArchivedNight {
  date: string;
  opensAt: number;
  closesAt: number;
  teams: Record<string, ArchivedTeam>;
}
