import { ADVANCE_PROBES } from './advances.ts';
import { CLOSING_PROBES } from './closing.ts';
import { GUESS_PROBES } from './guesses.ts';
import { OPENING_PROBES } from './opening.ts';
import { ORGANIZER_PROBES } from './organizers.ts';
import type { Probe } from './probe.ts';
import { RETURN_PROBES } from './returns.ts';
import { SECRET_PROBES } from './secrets.ts';

/**
 * Every probe, in the order they run: each may rely on the state the ones before it left (the
 * probe team registered, its wrong guess recorded ...).
 */
export const PROBES: Probe[] = [
  ...OPENING_PROBES,
  ...GUESS_PROBES,
  ...ADVANCE_PROBES,
  ...SECRET_PROBES,
  ...ORGANIZER_PROBES,
  ...RETURN_PROBES,
  ...CLOSING_PROBES,
];
