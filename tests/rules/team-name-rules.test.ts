import { describe, expect, it } from 'vitest';
import { teamKey } from '@/game/team-name.ts';
import { creation, databaseWith, newTeam, OWNER, STARTED_AT, STRANGER } from './rules-fixture.ts';

/** A team is created only under the key its name encodes to, and only with a name that shows as itself. */
const now = STARTED_AT + 60_000;
const createdAs = (teamName: unknown, key: string) =>
  databaseWith(null)
    .as(OWNER)
    .update('/', creation(newTeam({ teamName }), key), { now }).allowed;
/** The name under the key the client makes of it. */
const created = (teamName: string) => createdAs(teamName, teamKey(teamName));

/** The name's key without the client's lowercasing and trimming: what a script could send. */
function encodedAsIs(name: string): string {
  return Array.from(name, (char) => {
    const code = char.charCodeAt(0);
    const forbidden = '.#$[]/%'.includes(char) || code < 0x20 || code === 0x7f;
    return forbidden ? `%${code.toString(16).toUpperCase().padStart(2, '0')}` : char;
  }).join('');
}

describe('team names: the record is who its key says', () => {
  it('accepts a name under its own key', () => {
    expect(created('alpha')).toBe(true);
  });

  it('refuses a record named after another team (impersonation)', () => {
    expect(createdAs('alpha', 'zzz')).toBe(false);
  });

  it('accepts a name with two dots and a % under its key, every occurrence encoded, % first', () => {
    expect(teamKey('a.b.c%')).toBe('a%2Eb%2Ec%25');
    expect(createdAs('a.b.c%', 'a%2Eb%2Ec%25')).toBe(true);
  });

  it('accepts every character a key forbids, each encoded as the client does', () => {
    const name = 'a.b#c$d[e]f/g%h..##$$[[]]//%%';
    expect(teamKey(name)).toBe(
      'a%2Eb%23c%24d%5Be%5Df%2Fg%25h%2E%2E%23%23%24%24%5B%5B%5D%5D%2F%2F%25%25',
    );
    expect(created(name)).toBe(true);
  });

  it.each([
    ['% left unencoded', 'a%2Eb%2Ec%'],
    ['% encoded last, after the dots', 'a%252Eb%252Ec%25'],
    ['lowercase hex', 'a%2eb%2ec%25'],
    ['encoded twice', 'a%252Eb%252Ec%2525'],
  ])('refuses a.b.c%% under a wrongly encoded key: %s', (_label, key) => {
    expect(createdAs('a.b.c%', key)).toBe(false);
  });
});

describe('team names: what a name may hold', () => {
  it('refuses a name that shows as one already taken, its spaces doubled', () => {
    const taken = databaseWith(null)
      .as(OWNER)
      .update('/', creation(newTeam()), { now }).newDatabase;
    const twin = 'tesla  coils';
    const theirs = creation(newTeam({ teamName: twin, owner: STRANGER.uid }), twin, STRANGER.uid);
    expect(taken.as(STRANGER).update('/', theirs, { now }).allowed).toBe(false);
  });

  it.each([
    ['a single character', 'a'],
    ['inner spaces, one at a time', 'the flux capacitors'],
    ['keyboard symbols', '~!@^&*()_+{}|:"<>?`-=;\',\\'],
    ['40 characters', 'x'.repeat(40)],
  ])('accepts %s', (_label, name) => {
    expect(created(name)).toBe(true);
  });

  it.each([
    ['uppercase letters', 'Alpha'],
    ['a zero-width space', 'alpha\u200B'],
    ['a Cyrillic look-alike', '\u0430lpha'],
    ['an accented letter', 'alph\u00e1'],
    ['an emoji', 'alpha \u{1F600}'],
    ['a control character', 'alpha\u0007'],
    ['a tab', 'al\tpha'],
    ['DEL', 'alpha\u007f'],
    ['a leading space', ' alpha'],
    ['a trailing space', 'alpha '],
    ['a trailing space after an inner one', 'a b '],
    ['a leading space before an inner one', ' a b'],
    ['only spaces', '   '],
    ['two spaces in a row', 'tesla  coils'],
    ['three spaces in a row', 'tesla   coils'],
    ['two spaces in a row, twice', 'a  b  c'],
    ['41 characters', 'x'.repeat(41)],
  ])('refuses a name with %s, under the key it encodes to', (_label, name) => {
    expect(createdAs(name, encodedAsIs(name))).toBe(false);
  });

  it('refuses an uppercase name under its lowercased key', () => {
    expect(created('Alpha')).toBe(false);
  });

  it('refuses an empty name and one that is not a string', () => {
    expect(createdAs('', 'alpha')).toBe(false);
    expect(createdAs(42, '42')).toBe(false);
  });
});
