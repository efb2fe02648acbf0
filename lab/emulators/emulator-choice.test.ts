import { describe, expect, it } from 'vitest';
import { chooseEmulators, javaMajor } from './emulator-choice.ts';

const java = (version: string) => `openjdk version "${version}" 2025-04-15\nOpenJDK Runtime`;
const GCLOUD = 'Google Cloud SDK 528.0.0\nbeta 2025.06.20\ncloud-firestore-emulator 1.19.9\ncore';
const GCLOUD_ALONE = 'Google Cloud SDK 528.0.0\nbeta 2025.06.20\ncore 2025.06.20';

describe('which emulators npm run emulators runs', () => {
  it('reads the Java major version from `java -version`', () => {
    expect(javaMajor(java('17.0.15'))).toBe(17);
    expect(javaMajor('openjdk version "21" 2023-09-19')).toBe(21);
    expect(javaMajor('java version "1.8.0_392"')).toBe(8);
    expect(javaMajor('bash: java: command not found')).toBeNull();
    expect(javaMajor(null)).toBeNull();
  });

  it("runs Firebase's emulators on Java 21 and later, gcloud or not", () => {
    for (const gcloud of [GCLOUD, null]) {
      const choice = chooseEmulators(java('21.0.2'), gcloud);
      expect(choice.kind).toBe('firebase');
      expect(choice.says).toBe(
        "Java 21: running Firebase's Auth, Firestore and Realtime Database emulators.",
      );
    }
  });

  it('runs the gcloud Firestore emulator and the loopback database on an older Java, and says why', () => {
    const choice = chooseEmulators(java('17.0.15'), GCLOUD);
    expect(choice.kind).toBe('loopback');
    expect(choice.says).toBe(
      "Firebase's Firestore and Realtime Database emulators need Java 21+ (found Java 17): running the Firebase Auth emulator, the gcloud Firestore emulator and the loopback Realtime Database judged by database.rules.json.",
    );
  });

  it('runs the loopback set on Java 21 too when asked (EMULATORS=loopback), for a machine offline', () => {
    const choice = chooseEmulators(java('21.0.2'), GCLOUD, { loopback: true });
    expect(choice.kind).toBe('loopback');
    expect(choice.says).toMatch(/^EMULATORS=loopback: running the Firebase Auth emulator, /);
    expect(chooseEmulators(java('21.0.2'), null, { loopback: true }).problem).toContain(
      'found Java 21, no gcloud',
    );
  });

  it('says what is missing and how to install it when neither can run', () => {
    const cases: [string | null, string | null, string][] = [
      [java('17.0.15'), null, 'found Java 17, no gcloud'],
      [java('17.0.15'), GCLOUD_ALONE, 'found Java 17, gcloud without its Firestore emulator'],
      [null, GCLOUD, 'no Java found, gcloud with its Firestore emulator, which needs Java'],
      [null, null, 'no Java found, no gcloud'],
    ];
    for (const [javaOutput, gcloud, missing] of cases) {
      const choice = chooseEmulators(javaOutput, gcloud);
      expect(choice.kind).toBeUndefined();
      expect(choice.problem).toContain(
        `The game needs a Firestore emulator, and this machine cannot run one: ${missing}.`,
      );
      expect(choice.problem).toContain('Java 21 or later');
      expect(choice.problem).toContain('gcloud components install cloud-firestore-emulator');
    }
  });
});
