import { describe, expect, it } from 'vitest';
import { TEAM_NAME_MAX_LENGTH } from './numbers.ts';
import { isValidTeamName, teamKey } from './team-name.ts';

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

describe('teamKey', () => {
  it('lowercases and trims the team name', () => {
    expect(teamKey('  Flip Flops  ')).toBe('flip flops');
  });

  it('encodes every character the Realtime Database forbids in keys', () => {
    expect(teamKey('a.b#c$d[e]f/g')).toBe('a%2Eb%23c%24d%5Be%5Df%2Fg');
  });

  it('encodes % itself first and every occurrence, keeping inner spaces', () => {
    expect(teamKey('100% Gain')).toBe('100%25 gain');
    expect(teamKey('a.b.c %2E')).toBe('a%2Eb%2Ec %252e');
  });

  it('encodes every occurrence of each, % first', () => {
    expect(teamKey('a.b.c%')).toBe('a%2Eb%2Ec%25');
    expect(teamKey('a.b#c$d[e]f/g%h..##$$[[]]//%%')).toBe(
      'a%2Eb%23c%24d%5Be%5Df%2Fg%25h%2E%2E%23%23%24%24%5B%5B%5D%5D%2F%2F%25%25',
    );
  });

  it('leaves every other keyboard symbol as it is', () => {
    expect(teamKey('!"&\'()*+,-:;<=>?@\\^_`{|}~')).toBe('!"&\'()*+,-:;<=>?@\\^_`{|}~');
  });

  it('gives the same key for names that differ only in case', () => {
    expect(teamKey('Team.Ohm')).toBe(teamKey('team.ohm'));
  });
});
