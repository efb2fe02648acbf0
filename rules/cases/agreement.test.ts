import { describe, expect, it } from 'vitest';
import { deviceCode } from '../../src/game/device-code.ts';
import { TEAM_NAME_MAX_LENGTH } from '../../src/game/numbers.ts';
import { encodeTeamKey, isValidTeamName } from '../../src/game/team-name.ts';
import { put } from './case.ts';
import { send, staged } from './offline-judge.ts';
import { offlineWorld } from './offline-world.ts';
import { registerNamed } from './requests.ts';

/** The rules take exactly what the game's own functions take, character by character. */
/** A sweep of thousands of requests: seconds on a loaded machine. */
const SWEEP = { timeout: 60_000 };

describe('the rules agree with the game', () => {
  const empty = staged([]);

  it('take exactly the lowercase names isValidTeamName takes, under encodeTeamKey', SWEEP, () => {
    const characters = [
      ...Array.from({ length: 0x250 }, (_, code) => String.fromCharCode(code)),
      ...['\u200B', '\u2028', '\uFEFF', '\u0430', '\u{1F600}'],
    ];
    const names = [
      ...characters.flatMap((c) => [`a${c}z`, `${c}z`, `a${c}`, `a ${c}z`]),
      'x'.repeat(TEAM_NAME_MAX_LENGTH - 1) + ' ',
    ];
    const owner = { uid: offlineWorld.uid.owner };
    const created = (name: string) =>
      send(empty, owner, registerNamed(name, encodeTeamKey(name))).allowed;
    const disagreements = names.filter(
      (name) => created(name) !== (isValidTeamName(name) && name === name.toLowerCase()),
    );
    expect(disagreements).toEqual([]);
  });

  it(
    'take exactly the codes deviceCode gives: letters and digits, the uid uppercased',
    SWEEP,
    () => {
      const printable = Array.from({ length: 0x7f - 0x20 }, (_, i) =>
        String.fromCharCode(0x20 + i),
      );
      const disagreements = printable
        .filter((character) => !'.#$[]/'.includes(character))
        .filter((character) => {
          const uid = `abc23${character}rest-of-the-uid`;
          const code = `ABC23${character.toUpperCase()}`;
          const taken = send(empty, { uid }, put(`devices/${code}`, uid)).allowed;
          return taken !== (deviceCode(uid) === code);
        });
      expect(disagreements).toEqual([]);
    },
  );
});
