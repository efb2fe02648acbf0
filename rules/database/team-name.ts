import { TEAM_NAME_MAX_LENGTH } from '../../src/game/numbers.ts';
import { KEY_ENCODINGS, TEAM_NAME_PATTERN } from '../../src/game/team-name.ts';
import { all, type Rule, stringOfLength } from './expression.ts';

const name = 'newData.val()';

/** The key the name is stored under, encoded as encodeTeamKey does (`replace` replaces every one). */
const encodedName: Rule =
  name + KEY_ENCODINGS.map(([character, code]) => `.replace('${character}', '${code}')`).join('');

/**
 * A team name as isValidTeamName takes it, lowercased, under its own key: printable ASCII, no
 * space at either end nor two in a row, so that no record shows as another team or a look-alike.
 */
export const validTeamName: Rule = all(
  stringOfLength(1, TEAM_NAME_MAX_LENGTH),
  `${name}.matches(${String(TEAM_NAME_PATTERN)})`,
  `${name}.matches(/^[^ ]/)`,
  `${name}.matches(/[^ ]$/)`,
  `!${name}.contains('  ')`,
  `${name} === ${name}.toLowerCase()`,
  `$teamKey === ${encodedName}`,
);
