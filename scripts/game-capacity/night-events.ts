// What the night's events make devices read, beyond the polls each device's measured cost holds
// (docs/capacity.md, "Every read of the night"). Planning figures, each said where it is set.
import {
  ANNOUNCEMENT_MAX_LENGTH,
  ERRATUM_MAX_LENGTH,
  QUESTION_COUNT,
} from '../../src/game/numbers.ts';
import type { Night, NightEvents } from './cost-types.ts';
import { BOARD_BYTES_PER_TEAM } from './record-bytes.ts';

/** A response's status line, headers and TLS records (the public reads' estimate). */
const OVERHEAD = 400;
/** A text as the database sends it: `{"text":"…","at":1765000000000}`. */
const textBytes = (length: number) => length + 25;

/** What the model plans a night to hold. */
export const PLANNED_EVENTS: NightEvents = {
  /** Corrections posted, each of the longest length; each rereads the whole `errata` node. */
  errata: 2,
  announcements: 1,
  /** The freeze, its end and two organizer edits: each makes every board read `user` again. */
  boardEdits: 4,
  /** How often a spectator's phone wakes (its screen off, then on) an hour: a full board each. */
  wakesPerSpectatorHour: 4,
  /** Hints a team opens a riddle, each of about an erratum's length; nudges count as hints. */
  hintsPerRiddle: 1,
  /** Teammates' phones that open /CoS besides the team's own: Hosting's first visits, media. */
  teammatesPerTeam: 2,
  /**
   * Riddle pictures and audio served from Hosting, on average a riddle: the sample bank's riddles
   * carry none. A bank that does: its average here (docs/capacity.md says what it costs).
   */
  mediaBytesPerRiddle: 0,
};

export interface EventReads {
  what: string;
  downloadBytes: number;
  hostingBytes: number;
}

/** Each event's reads, for a night of `night`'s devices, with `firstVisitBytes` a page's first visit. */
export function eventReads(
  night: Night,
  firstVisitBytes: number,
  plan: NightEvents = PLANNED_EVENTS,
): EventReads[] {
  const pollers = night.teams + night.spectators + night.projectors + night.consoles;
  const boards = night.spectators + night.projectors;
  const board = night.teams * BOARD_BYTES_PER_TEAM + OVERHEAD;
  const erratum = textBytes(ERRATUM_MAX_LENGTH);
  // The k-th correction's read carries the k corrections posted so far.
  let errata = 0;
  for (let k = 1; k <= plan.errata; k += 1) errata += k * erratum + OVERHEAD;
  const phones = night.teams * (1 + plan.teammatesPerTeam);
  const row = (what: string, downloadBytes: number, hostingBytes = 0) => ({
    what,
    downloadBytes,
    hostingBytes,
  });
  return [
    row('corrections: every device reads `errata` once each', pollers * errata),
    row(
      'announcements: every device reads it once each',
      pollers * plan.announcements * (textBytes(ANNOUNCEMENT_MAX_LENGTH) + OVERHEAD),
    ),
    row(
      'the freeze and organizer edits: every board reads `user` again',
      boards * plan.boardEdits * board,
    ),
    row(
      'a spectator’s phone waking: the board again',
      night.spectators * plan.wakesPerSpectatorHour * night.hours * board,
    ),
    row(
      'hints, nudges and aids: `aids` once, the hints a team opens',
      night.teams *
        (QUESTION_COUNT * 40 +
          OVERHEAD +
          QUESTION_COUNT * plan.hintsPerRiddle * (erratum + OVERHEAD)),
    ),
    row(
      'teammates’ phones (Hosting: first visits) and riddle media on every phone of a team',
      0,
      night.teams * plan.teammatesPerTeam * firstVisitBytes +
        phones * QUESTION_COUNT * plan.mediaBytesPerRiddle,
    ),
  ];
}
