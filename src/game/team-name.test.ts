import { describe, expect, it } from 'vitest';
import { isValidTeamName, TEAM_NAME_MAX_LENGTH } from './team-name.ts';

describe('isValidTeamName', () => {
  it('takes 1 to 40 printable ASCII characters with inner spaces and symbols', () => {
    expect(isValidTeamName('a')).toBe(true);
    expect(isValidTeamName('Flip Flops #1 (100%)')).toBe(true);
    expect(isValidTeamName('~'.repeat(TEAM_NAME_MAX_LENGTH))).toBe(true);
  });

  it('refuses an empty name and one over 40 characters', () => {
    expect(isValidTeamName('')).toBe(false);
    expect(isValidTeamName('x'.repeat(TEAM_NAME_MAX_LENGTH + 1))).toBe(false);
  });

  it('refuses a space at either end', () => {
    expect(isValidTeamName(' alpha')).toBe(false);
    expect(isValidTeamName('alpha ')).toBe(false);
    expect(isValidTeamName(' ')).toBe(false);
  });

  it('refuses look-alike, invisible and control characters', () => {
    expect(isValidTeamName('\u0430lpha')).toBe(false);
    expect(isValidTeamName('alpha\u200b')).toBe(false);
    expect(isValidTeamName('tab\there')).toBe(false);
    expect(isValidTeamName('del\u007f')).toBe(false);
    expect(isValidTeamName('caf\u00e9')).toBe(false);
  });
});
