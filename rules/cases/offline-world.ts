import { createHash } from 'node:crypto';
import { deviceCode } from '../../src/game/device-code.ts';
import { QUESTION_COUNT } from '../../src/game/numbers.ts';
import type { Actor, World } from './case.ts';

/** Uids shaped as Firebase gives them (28 letters and digits), so each has a device code. */
const UIDS: Record<Actor, string> = {
  owner: 'Own3rAbCdEfGhIjKlMnOpQrSt12',
  rival: 'R1valAbCdEfGhIjKlMnOpQrSt12',
  stranger: 'Xk3pqL9zAbCdEfGhIjKlMnOpQr12',
  organizer: 'Org4nizerCdEfGhIjKlMnOpQr12',
  newcomer: 'b0oI1lzzAbCdEfGhIjKlMnOpQr12',
  // Begins as the stranger's uid does but for case: the same device code.
  twin: 'XK3PQl-another-account',
};

/** Riddle `q`, refused as the rehearsal refuses it where its bank has no such riddle. */
function riddle(q: number, last = QUESTION_COUNT): number {
  if (!Number.isInteger(q) || q < 1 || q > last) throw new Error(`The night has no riddle ${q}.`);
  return q;
}

/** A fixture proof, shaped as answerProof's are: the SHA-256 of `text` in hex. */
const proof = (text: string) => createHash('sha256').update(text).digest('hex');

/** The world of the offline judge: fixture accounts, teams and proofs, and a fixed clock. */
export const offlineWorld: World = {
  now: 1_700_000_000_000,
  uid: UIDS,
  code: Object.fromEntries(
    Object.entries(UIDS).map(([actor, uid]) => [actor, deviceCode(uid) ?? '']),
  ) as Record<Actor, string>,
  name: { team: 'tesla coils', rival: 'spark gap' },
  key: { team: 'tesla coils', rival: 'spark gap' },
  label: (text) => text,
  right: (q) => proof(`the answer to riddle ${riddle(q)}`),
  accepted: (q) => proof(`the answer to riddle ${riddle(q, 1)}, spelled otherwise`),
  wrong: (q) => proof(`a wrong answer to riddle ${riddle(q)}`),
};

/** What the organizers' commands wrote before any case: the riddles' proofs and an organizer. */
export function offlineBase(world: World): Record<string, unknown> {
  const riddles = Array.from({ length: QUESTION_COUNT }, (_, index) => index + 1);
  return {
    answers: Object.fromEntries(riddles.map((q) => [q, world.right(q)])),
    // Riddle 1 alone has an accepted spelling, as in the sample bank ("Ohms").
    alternatives: { 1: { [world.accepted(1)]: true } },
    admins: { [world.uid.organizer]: true },
  };
}
