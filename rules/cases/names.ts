import { TEAM_NAME_MAX_LENGTH } from '../../src/game/numbers.ts';
import { encodeTeamKey } from '../../src/game/team-name.ts';
import { allowed, cases, refused, type World } from './case.ts';
import { team } from './given.ts';
import { registerNamed } from './requests.ts';

/** The name's key without the site's lowercasing and trimming: what a script could send. */
function encodedAsIs(name: string): string {
  return Array.from(name, (char) => {
    const code = char.charCodeAt(0);
    const forbidden = '.#$[]/%'.includes(char) || code < 0x20 || code === 0x7f;
    return forbidden ? `%${code.toString(16).toUpperCase().padStart(2, '0')}` : char;
  }).join('');
}

/** A name of this run, `length` characters long. */
const ofLength = (length: number) => (w: World) => w.label('').padEnd(length, 'x').slice(0, length);

/** A name refused under the key it encodes to. */
const refusedName = (label: string, name: (w: World) => string) =>
  refused(
    `a name with ${label}`,
    registerNamed(name, (w) => encodedAsIs(name(w))),
  );

/** A name is 1 to TEAM_NAME_MAX_LENGTH printable characters, stored under its own key. */
export const NAME_CASES = cases('names', {}, [
  allowed(
    'a name under its own key',
    registerNamed((w) => w.label('alpha')),
  ),
  refused(
    'a record under the key of another name',
    registerNamed(
      (w) => w.label('alpha'),
      (w) => w.label('zzz'),
    ),
  ),
  allowed(
    'a name with two dots and a %, each encoded, % first',
    registerNamed(
      (w) => w.label('a.b.c%'),
      (w) => w.label('a%2Eb%2Ec%25'),
    ),
  ),
  ...[
    ['% left unencoded', 'a%2Eb%2Ec%'],
    ['% encoded last, after the dots', 'a%252Eb%252Ec%25'],
    ['lowercase hex', 'a%2eb%2ec%25'],
    ['encoded twice', 'a%252Eb%252Ec%2525'],
  ].map(([label, key]) =>
    refused(
      `a name under a wrongly encoded key: ${label}`,
      registerNamed(
        (w) => w.label('a.b.c%'),
        (w) => w.label(key ?? ''),
      ),
    ),
  ),
  allowed(
    'a name with every character a key forbids, twice, each encoded',
    registerNamed(
      (w) => w.label('.#$[]/%..##$$[[]]//%%'),
      (w) => encodeTeamKey(w.label('.#$[]/%..##$$[[]]//%%')),
    ),
  ),
  refused(
    'a name that shows as a taken one, its spaces doubled',
    registerNamed((w) => w.name.team.replace(' ', '  '), undefined, 'stranger'),
    {
      as: 'stranger',
      given: [team()],
    },
  ),
  allowed('a name of a single character', registerNamed('a')),
  allowed(
    'a name with inner spaces, one at a time',
    registerNamed((w) => w.label('the flux capacitors')),
  ),
  allowed(
    'a name of keyboard symbols',
    registerNamed((w) => w.label('~!@^&*()_+{}|:"<>?`-=;\',\\')),
  ),
  allowed('a name of the longest length', registerNamed(ofLength(TEAM_NAME_MAX_LENGTH))),
  refusedName('one character too many', ofLength(TEAM_NAME_MAX_LENGTH + 1)),
  ...(
    [
      ['uppercase letters', 'Alpha'],
      ['a zero-width space', 'alpha\u200B'],
      ['a Cyrillic look-alike', '\u0430lpha'],
      ['an accented letter', 'alph\u00e1'],
      ['an emoji', 'alpha \u{1F600}'],
      ['a control character', 'alpha\u0007'],
      ['a tab', 'al\tpha'],
      ['DEL', 'alpha\u007f'],
      ['a trailing space', 'alpha '],
      ['a trailing space after an inner one', 'a b '],
      ['two spaces in a row', 'tesla  coils'],
      ['three spaces in a row', 'tesla   coils'],
      ['two spaces in a row, twice', 'a  b  c'],
    ] as const
  ).map(([label, text]) => refusedName(label, (w) => w.label(text))),
  refusedName('a leading space', (w) => ` ${w.label('alpha')}`),
  refusedName('a leading space before an inner one', (w) => ` ${w.label('a b')}`),
  refusedName('only spaces', () => '   '),
  refused(
    'an uppercase name under its lowercased key',
    registerNamed(
      (w) => w.label('Alpha'),
      (w) => w.label('alpha'),
    ),
  ),
  refused(
    'an empty name',
    registerNamed('', (w) => w.label('alpha')),
  ),
  refused(
    'a name that is not a string',
    registerNamed(42, (w) => w.label('42')),
  ),
]);
