/**
 * What the app needs from the outside world, and nothing more. Two adapter sets
 * implement these: the hosted services (`firebase/`, and `rtdb/` for the game) and local
 * mode (`local/`, the default: accounts and notes in browser storage, the game on the same
 * `rtdb/` adapters over a database in the page). Errors from both carry Firebase's error
 * codes so the UI maps messages in one place. The records they carry are the game's
 * (src/game/types.ts).
 */
import type { SemesterNotes } from '@/content/semester-notes.ts';
import type {
  ArchivedNight,
  GameSchedule,
  GuessRecord,
  NightState,
  Question,
  RiddleAids,
  Solves,
  TeamRecord,
  TeamStanding,
  WithoutSchedule,
} from '@/game/types.ts';
import type { AcceptedSpellings, TypedAnswers } from '@/game/typed-answers.ts';

export type Unsubscribe = () => void;

export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** An anonymous (game-only) identity is not "signed in" for the navbar or the resource hub. */
  isAnonymous: boolean;
  /** Whether the owner of the address followed the link of its verification e-mail. */
  emailVerified: boolean;
}

/** The identity a team plays under: its uid owns the team record. */
export interface GameIdentity {
  uid: string;
  /** A bearer token for the database REST API (a Firebase ID token; unsigned in local mode). */
  getIdToken(): Promise<string>;
  /**
   * How far the backend's clock is ahead of this device's, in ms. The game's hour is
   * counted on the server's clock, so a device set wrong neither cuts nor stretches it.
   */
  clockOffset(): Promise<number>;
}

export interface AuthPort {
  /** Calls back at once with the current user (or null) once known, then on every change. */
  onUserChanged(callback: (user: SessionUser | null) => void): Unsubscribe;
  signIn(email: string, password: string): Promise<SessionUser>;
  /**
   * Creates the account, sets its displayName and sends the verification e-mail; resolves
   * with the named (unverified) user.
   */
  signUp(name: string, email: string, password: string): Promise<SessionUser>;
  /** Sends the signed-in member's verification e-mail again; auth/no-current-user without one. */
  sendEmailVerification(): Promise<void>;
  /**
   * Verifies an address with the `oobCode` of its verification link; a code works once
   * (auth/invalid-action-code after). A signed-in member is reloaded, as reloadUser does.
   */
  applyEmailVerification(code: string): Promise<void>;
  /**
   * Asks the provider again about the signed-in member (a link followed on another device),
   * with a fresh token for the databases; every onUserChanged listener hears the result.
   */
  reloadUser(): Promise<SessionUser | null>;
  sendPasswordReset(email: string): Promise<void>;
  /**
   * Sets a new password with the `oobCode` of a password-reset link; a code works once.
   * Rejects with Firebase's codes: auth/invalid-action-code (unknown or already used),
   * auth/expired-action-code, auth/weak-password (the code then still works).
   */
  confirmPasswordReset(code: string, newPassword: string): Promise<void>;
  signOut(): Promise<void>;
  /** The signed-in user, else an anonymous identity created for the game. */
  ensureGameIdentity(): Promise<GameIdentity>;
  /**
   * Local mode only, which sends no e-mail: the newest unused link it would have e-mailed to
   * `email` for `mode`, for the page to show instead; null with none. Firebase sends the e-mail
   * and has no outbox.
   */
  localOutbox?: (email: string, mode: EmailLinkMode) => string | null;
}

/** What an e-mailed link does, as Firebase's links say it in their `mode`. */
export type EmailLinkMode = 'resetPassword' | 'verifyEmail';

export interface QuestionPort {
  getQuestion(questionNumber: number): Promise<Question | null>;
}

export interface NightPort {
  /** What no schedule means here: open every evening (local) or closed (hosted). */
  readonly withoutSchedule: WithoutSchedule;
  /** Calls back once the night is known, then on every change. */
  watchNight(callback: (night: NightState) => void): Unsubscribe;
  /**
   * Practice after the night: whether `proof` solves riddle `qNo`, judged by the database
   * (false before the close, or for a wrong proof). Nothing is written.
   */
  checkPractice(qNo: number, proof: string): Promise<boolean>;
  /**
   * Makes this device reachable by its code (`devices/{code}` = the identity's uid, the code
   * being its own, from its uid), so an organizer can move a team to it; resolves with the code
   * the intro shows. A uid that gives no code, or a code another account took first, rejects.
   */
  registerDevice(identity: GameIdentity): Promise<string>;
}

/**
 * What the database made of a guess. After a wrong one (or one refused as too soon) the next
 * may follow when src/game/guess-wait.ts says; after a right one at once.
 */
export type GuessOutcome =
  | { type: 'correct'; record: TeamRecord }
  | { type: 'wrong'; guess: GuessRecord }
  | { type: 'cooldown'; guess: GuessRecord };

/**
 * Whether an identity may enter a team tonight: an organizer (`admins/{uid}`) knows the
 * answers and runs the night instead; an account the organizers evicted (`evicted/{uid}`)
 * stays out until the next night.
 */
export type Eligibility = 'player' | 'organizer' | 'evicted';

/**
 * How a board watches the teams, hosted: 'changes' reads every team once, then only what changed,
 * in short requests that hold no connection between them (a spectator's phone: spectators must
 * never take a connection a team needs); 'stream' holds one long-lived connection that the
 * database pushes every change down (the projector and the console: a few, each watched all
 * night). Local mode hears every change either way.
 */
export type BoardWatch = 'changes' | 'stream';

export interface TeamPort {
  get(teamKey: string): Promise<TeamRecord | null>;
  /**
   * Creates the record only if absent, and in the same write makes it the identity's one
   * team (`owners/{uid}`). A taken key, or an identity that owns a team already, rejects with
   * PERMISSION_DENIED.
   */
  register(identity: GameIdentity, teamKey: string, teamName: string): Promise<TeamRecord>;
  /** The key of the team this identity registered tonight, or null. */
  ownedTeam(identity: GameIdentity): Promise<string | null>;
  /** Whether this identity may register a team tonight (`register` refuses the others). */
  eligibility(identity: GameIdentity): Promise<Eligibility>;
  /**
   * Records a guess at `current.question` with what was typed (refused within GUESS_COOLDOWN_MS
   * of a wrong one on the same question, unless it enters that one again and it was accepted
   * since), then saves its proof with the move on by one question and its points, in
   * one write the database takes only when the proof is right (the answer's, or an accepted
   * spelling's): two requests, right or wrong.
   */
  guess(
    identity: GameIdentity,
    teamKey: string,
    current: TeamRecord,
    proof: string,
    /** What was typed, as the organizers' statistics keep it (typedText), recorded with the guess. */
    text: string,
  ): Promise<GuessOutcome>;
  /**
   * Whether `proof`, the team's last recorded guess on riddle `question`, is now a spelling the
   * organizers accepted (readable for that guess only); the page asks after a riddle's notice.
   */
  isAcceptedSpelling(identity: GameIdentity, question: number, proof: string): Promise<boolean>;
  /** The team's last recorded guess (readable by its owner only), or null before the first. */
  lastGuess(identity: GameIdentity, teamKey: string): Promise<GuessRecord | null>;
  /**
   * Finishes a recorded guess whose reply was lost: saves its proof (accepted only from the
   * last recorded guess) with the move on, in one write, also up to BELL_GRACE_MS after the bell
   * when the guess was recorded before it. A wrong guess, or one saved already, is refused
   * (PERMISSION_DENIED).
   */
  advance(
    identity: GameIdentity,
    teamKey: string,
    current: TeamRecord,
    proof: string,
  ): Promise<TeamRecord>;
  /** Every team's solve times (public): a frozen board counts only the solves before it froze. */
  getSolves(): Promise<Solves>;
  /** One team's solve times, riddle by riddle (public; {} for none): a chart reads only its teams. */
  getTeamSolves(teamKey: string): Promise<Record<string, number>>;
  /** The leaderboard: every team, live, watched as `how` says ('changes' unless told). */
  watchAll(
    callback: (teams: TeamStanding[]) => void,
    onError?: (error: BackendError) => void,
    how?: BoardWatch,
  ): Unsubscribe;
}

/**
 * A riddle's help (docs/game.md, "Hints, nudges and solutions"): each read answers only when
 * the database rules let it, so a refusal is "not yet" (null), never an error the page shows.
 */
export interface AidPort {
  /** What help each riddle has (`aids`, readable by anyone), in one read. */
  getAids(): Promise<Record<string, RiddleAids>>;
  /** Hint `n` (from 1) of riddle `qNo`, or null while it is not open to this identity. */
  readHint(identity: GameIdentity | null, qNo: number, n: number): Promise<string | null>;
  /**
   * The reply to `proof` at riddle `qNo`: given only when `proof` is the identity's team's last
   * recorded guess at the riddle it is on, or after the close; null otherwise, or with none.
   */
  readNudge(identity: GameIdentity | null, qNo: number, proof: string): Promise<string | null>;
  /** Riddle `qNo`'s worked solution, after the close; null before it, or with none. */
  readSolution(qNo: number): Promise<string | null>;
}

/** Past nights, readable by everyone and written by no client. */
export interface ArchivePort {
  /** The dates of every archived night, newest first, without downloading their boards. */
  listNights(): Promise<string[]>;
  /** One night's board; null for an unknown or malformed date (a malformed one is never asked for). */
  getNight(date: string): Promise<ArchivedNight | null>;
}

/** Who reads the notes: a signed-in member's identity (AuthPort.ensureGameIdentity gives it). */
export type NotesReader = Pick<GameIdentity, 'uid' | 'getIdToken'>;

/**
 * The semester notes' links: readable only by an account whose token carries a verified
 * address at the department's domain (firestore.rules), so never part of the site.
 */
export interface NotesPort {
  /**
   * All eight semesters at once (one read), kept for the reader's later visits; rejects with
   * PERMISSION_DENIED for any other reader, NOT_FOUND before the notes are uploaded.
   */
  getSemesterNotes(reader: NotesReader): Promise<readonly SemesterNotes[]>;
}

/** The game's ports, as the loader (index.ts) gives them to the pages. */
export interface GameBackend {
  questions: QuestionPort;
  teams: TeamPort;
  night: NightPort;
  archive: ArchivePort;
  aids: AidPort;
}

/** An error with a Firebase-style code (`auth/wrong-password`, `PERMISSION_DENIED`, ...). */
export class BackendError extends Error {
  readonly code: string;

  constructor(code: string, message: string = code) {
    super(message);
    this.name = 'BackendError';
    this.code = code;
  }
}

export function errorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown };
    if (typeof code === 'string') return code;
  }
  return 'unknown';
}

/** What starting a new night did: the date the last night is archived under (null: nothing). */
export interface NewNightReport {
  archivedDate: string | null;
  archivedTeams: number;
}

/** What the organizers' console needs; its adapters load in their own chunk. */
export interface OrganizerPort {
  /**
   * Whether this signed-in member organizes the game (RTDB `admins/{uid}`; local mode's list
   * by e-mail). The console also wants the address verified (use-console-access.ts).
   */
  isOrganizer(user: Pick<SessionUser, 'email'>, identity: GameIdentity): Promise<boolean>;
  /**
   * Archives the night's board, frees every team name and sets the next night; while a night
   * runs only with `force`. Null where an organizer's command does it (`npm run game:new-night`).
   */
  startNewNight:
    ((schedule: GameSchedule, options: { force: boolean }) => Promise<NewNightReport>) | null;
  /** Each team's guess count, live (`guesses/` is readable as a whole by organizers only). */
  watchGuessCounts(
    identity: GameIdentity,
    callback: (counts: Record<string, number>) => void,
  ): Unsubscribe;
  /** Deletes the team, its proofs, guesses and solves, and frees its owner to register again. */
  resetTeam(identity: GameIdentity, team: TeamStanding): Promise<void>;
  /**
   * Deletes the team as a reset does and keeps its owner's account from registering again until
   * the next night (`evicted/{uid}`): for a device that squats a name.
   */
  evictTeam(identity: GameIdentity, team: TeamStanding): Promise<void>;
  /**
   * Moves the team to the device showing `deviceCode`; NOT_FOUND for an unknown code,
   * PERMISSION_DENIED when that device owns a team already or is an organizer's account,
   * EVICTED when the organizers banned it tonight (`evicted/{uid}`: a Move must not undo a Ban).
   */
  moveTeam(identity: GameIdentity, team: TeamStanding, deviceCode: string): Promise<void>;
  setDisqualified(identity: GameIdentity, team: TeamStanding, disqualified: boolean): Promise<void>;
  /** Posts `text` (trimmed, 1..ANNOUNCEMENT_MAX_LENGTH characters) stamped with the server's time; null clears. */
  announce(identity: GameIdentity, text: string | null): Promise<void>;
  /**
   * Attaches a correction to riddle `qNo` (trimmed, 1..ERRATUM_MAX_LENGTH characters), stamped
   * with the server's time, in place of any before it; null withdraws it. Not a board change.
   */
  postErratum(identity: GameIdentity, qNo: number, text: string | null): Promise<void>;
  /**
   * Freezes the public leaderboard at the server's time now, or unfreezes it. A freeze is
   * written once: freezing a frozen board (a console not yet refreshed) keeps the first time.
   */
  setFrozen(identity: GameIdentity, frozen: boolean): Promise<void>;
  /**
   * Every team's typed answers, live (`typed/`, organizers only): the statistics. A refusal (a
   * player's identity), a database that does not answer or a lost stream is told to `onError`;
   * the watch keeps trying where it can, and calls back again once it reads.
   */
  watchTypedAnswers(
    identity: GameIdentity,
    callback: (typed: TypedAnswers) => void,
    onError?: (error: BackendError) => void,
  ): Unsubscribe;
  /** The spellings accepted mid-night, live (`spellings/`, organizers only); errors as above. */
  watchAcceptedSpellings(
    identity: GameIdentity,
    callback: (spellings: AcceptedSpellings) => void,
    onError?: (error: BackendError) => void,
  ): Unsubscribe;
  /**
   * Accepts `text` (as the statistics keep it) as a spelling of riddle `question`: its proof at
   * `alternatives/{q}`, the log entry (who, when, what) and the riddle's notice, in one update.
   */
  acceptSpelling(identity: GameIdentity, question: number, text: string): Promise<void>;
  /** Releases hint `n` of riddle `qNo` to every team at once (`game/released/{qNo}/{n}`). */
  releaseHint(identity: GameIdentity, qNo: number, n: number): Promise<void>;
}
