import { describe, expect, it } from 'vitest';
import { javaMajor, plan, sampleNightArgs } from './emulators.mjs';
import { parseOpens } from './lib/night-time.ts';

describe('npm run emulators', () => {
  it('reads the Java major version from `java -version`', () => {
    expect(javaMajor('openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime Environment')).toBe(17);
    expect(javaMajor('openjdk version "21" 2023-09-19')).toBe(21);
    expect(javaMajor('java version "1.8.0_392"')).toBe(8);
    expect(javaMajor('bash: java: command not found')).toBeNull();
  });

  it('runs every emulator on Java 21 and later', () => {
    expect(plan(21)).toEqual({ emulators: ['auth', 'firestore', 'database'] });
    expect(plan(23).notice).toBeUndefined();
  });

  it('runs Auth alone, and says so in one line, on older or missing Java', () => {
    for (const major of [17, 8, null]) {
      const { emulators, notice } = plan(major);
      expect(emulators).toEqual(['auth']);
      expect(notice).toMatch(/need Java 21\+ .*running Auth only, so the game has no questions/);
      expect(notice).not.toContain('\n');
    }
    expect(plan(17).notice).toContain('found Java 17');
    expect(plan(null).notice).toContain('no Java found');
  });

  it('uploads the sample bank into a night that opens within two minutes and lasts two hours', () => {
    const now = Date.UTC(2026, 11, 5, 12, 30, 15);
    const args = sampleNightArgs(now);
    expect(args).toEqual(['--opens', '2026-12-05T12:32Z', '--hours', '2']);
    const opensAt = parseOpens(args[1]).opensAt ?? Number.NaN;
    expect(opensAt).toBeGreaterThan(now);
    expect(opensAt - now).toBeLessThanOrEqual(120_000);
  });
});
