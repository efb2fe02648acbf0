import { describe, expect, it } from 'vitest';
import { announcementText, normaliseDeviceCode } from './organizer-input.ts';

describe('what an organizer types', () => {
  it('takes a device code in any case and with spaces around it', () => {
    expect(normaliseDeviceCode(' abc234 ')).toBe('ABC234');
    expect(normaliseDeviceCode('ZZZZZ9')).toBe('ZZZZZ9');
  });

  it('refuses a code no device shows: look-alikes, other characters, other lengths', () => {
    for (const typed of [
      'ABC230',
      'ABC231',
      'ABCO23',
      'ABCI23',
      'AB.C23',
      'ABC23',
      'ABC2345',
      '',
    ]) {
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
