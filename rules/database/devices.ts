import { DEVICE_CODE_PATTERN } from '../../src/game/device-code.ts';
import { organizer } from './accounts.ts';
import { all, either, isString, not, type RulesNode, signedIn } from './expression.ts';

/** devices/{code} = uid: each account registers its own code (deviceCode), no other, no batch. */
export const devices: RulesNode = {
  '.read': organizer,
  $code: {
    '.write': all(
      signedIn,
      'newData.val() === auth.uid',
      either(not('data.exists()'), 'data.val() === auth.uid'),
      `$code.matches(${String(DEVICE_CODE_PATTERN)})`,
      'auth.uid.toUpperCase().beginsWith($code)',
    ),
    ...isString,
  },
};
