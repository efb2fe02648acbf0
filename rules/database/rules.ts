import { aids, hints, nudges, solutions } from './aids.ts';
import { devices } from './devices.ts';
import { evicted } from './evicted.ts';
import type { RulesNode } from './expression.ts';
import { errata } from './errata.ts';
import { announcement, game } from './game.ts';
import { guesses } from './guesses.ts';
import { lateRegistrations } from './late.ts';
import { owners } from './owners.ts';
import { practice } from './practice.ts';
import { refusingPriorities } from './priorities.ts';
import { proofs } from './proofs.ts';
import { solves } from './solves.ts';
import { alternatives, lastSpelling, spellings } from './spellings.ts';
import { typed } from './typed.ts';
import { user } from './user.ts';

/** Written only by the organizers' commands (firebase-admin), past the rules. */
const noClient: RulesNode = { '.read': false, '.write': false };

/**
 * database.rules.json, node by node: `npm run rules:build` writes it from this, every writable
 * node refusing a priority (priorities.ts).
 */
export const databaseRules: { rules: RulesNode } = {
  rules: refusingPriorities({
    game,
    announcement,
    errata,
    admins: { $uid: { '.read': 'auth != null && auth.uid === $uid', '.write': false } },
    user,
    owners,
    archive: { '.read': true, '.write': false },
    proofs,
    guesses,
    solves,
    practice,
    devices,
    evicted,
    lateRegistrations,
    typed,
    spellings,
    lastSpelling,
    answers: noClient,
    alternatives,
    aids,
    hints,
    nudges,
    solutions,
  }),
};

/** database.rules.json's text, as Prettier keeps JSON. */
export const rulesText = (): string => `${JSON.stringify(databaseRules, null, 2)}\n`;
