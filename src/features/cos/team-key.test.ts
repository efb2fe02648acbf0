import { describe, expect, it } from 'vitest';
import { teamKey } from './team-key.ts';

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

  it('leaves every other keyboard symbol as it is', () => {
    expect(teamKey('!"&\'()*+,-:;<=>?@\\^_`{|}~')).toBe('!"&\'()*+,-:;<=>?@\\^_`{|}~');
  });

  it('gives the same key for names that differ only in case', () => {
    expect(teamKey('Team.Ohm')).toBe(teamKey('team.ohm'));
  });
});
