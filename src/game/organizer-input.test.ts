import { describe, expect, it } from 'vitest';
import { announcementText, normaliseDeviceCode } from './organizer-input.ts';

describe('what an organizer types', () => {
  it('takes a device code in any case, with spaces or dashes around or inside it', () => {
    expect(normaliseDeviceCode(' abc234 ')).toBe('ABC234');
    expect(normaliseDeviceCode('ZZZZZ9')).toBe('ZZZZZ9');
    expect(normaliseDeviceCode('b0o i1l')).toBe('B0OI1L');
    expect(normaliseDeviceCode('XK3-PQL')).toBe('XK3PQL');
  });

  it('refuses a code no device shows: other characters, other lengths', () => {
    for (const typed of ['AB.C23', 'AB/C23', 'ABC2É4', 'ABC23', 'ABC2345', '']) {
      expect(normaliseDeviceCode(typed)).toBeNull();
    }
  });

  it('trims an announcement and keeps it to 1..280 characters', () => {
    expect(announcementText('  Riddle 7 is void.\n')).toBe('Riddle 7 is void.');
    expect(announcementText('x'.repeat(280))).toBe('x'.repeat(280));
    expect(announcementText(' '.repeat(3))).toBeNull();
    expect(announcementText('x'.repeat(281))).toBeNull();
  });
});
