import { ADVANCE_CASES } from './advances.ts';
import { AID_CASES } from './aids.ts';
import { BAN_CASES } from './bans.ts';
import { BELL_CASES } from './bell.ts';
import type { Case } from './case.ts';
import { CLOSED_CASES } from './closed.ts';
import { CONSOLE_CASES } from './console.ts';
import { DEVICE_CASES } from './devices.ts';
import { ERRATA_CASES } from './errata.ts';
import { GUESS_CASES } from './guesses.ts';
import { NAME_CASES } from './names.ts';
import { NIGHT_CASES } from './night.ts';
import { OWNER_CASES } from './owners.ts';
import { PRACTICE_CASES } from './practice.ts';
import { PRIORITY_CASES } from './priorities.ts';
import { PROOF_CASES } from './proofs.ts';
import { REGISTER_CASES } from './register.ts';
import { SPELLING_CASES, TYPED_CASES } from './statistics.ts';
import { WINDOW_CASES } from './window.ts';

/** Every case of the database rules, both judges' table (docs/testing.md). */
export const CASES: Case[] = [
  ...REGISTER_CASES,
  ...NAME_CASES,
  ...OWNER_CASES,
  ...GUESS_CASES,
  ...PROOF_CASES,
  ...ADVANCE_CASES,
  ...BELL_CASES,
  ...CONSOLE_CASES,
  ...NIGHT_CASES,
  ...WINDOW_CASES,
  ...ERRATA_CASES,
  ...BAN_CASES,
  ...DEVICE_CASES,
  ...CLOSED_CASES,
  ...PRACTICE_CASES,
  ...AID_CASES,
  ...PRIORITY_CASES,
  ...TYPED_CASES,
  ...SPELLING_CASES,
];
