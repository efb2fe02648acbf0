// Which emulators `npm run emulators` runs on this machine (docs/firebase.md#the-emulators).

/** Firebase's Firestore and Realtime Database emulators refuse to start on an older Java. */
export const FIREBASE_JAVA = 21;

/** Major version from `java -version` output ("1.8.0_392" is 8, "21.0.2" is 21), or null. */
export function javaMajor(versionOutput: string | null): number | null {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput ?? '');
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/**
 * `firebase`: Firebase's Auth, Firestore and Realtime Database emulators (Java 21+).
 * `loopback`: the Firebase Auth emulator (no Java), the gcloud SDK's Firestore emulator (Java 17
 * is enough) and the loopback database judged by database.rules.json, as the rehearsal runs.
 * `says` is the line that tells the developer which, and why.
 */
export type EmulatorChoice =
  | { kind: 'firebase' | 'loopback'; says: string; problem?: undefined }
  | { kind?: undefined; says?: undefined; problem: string };

const HOW_TO_INSTALL = `Install one of:
- Java ${FIREBASE_JAVA} or later (https://adoptium.net, or your system's openjdk-${FIREBASE_JAVA} package), for Firebase's own emulators;
- the Google Cloud CLI (https://cloud.google.com/sdk/docs/install) with its Firestore emulator (gcloud components install cloud-firestore-emulator, or the google-cloud-cli-firestore-emulator package where the CLI came from apt), and Java 17 or later.
Then run npm run emulators again.`;

const LOOPBACK_SET =
  'the Firebase Auth emulator, the gcloud Firestore emulator and the loopback Realtime Database judged by database.rules.json';

/**
 * What to run, from the output of `java -version` and `gcloud --version` (null: the command
 * is not installed). `loopback` (EMULATORS=loopback) asks for the loopback set even on Java 21,
 * for a machine offline, where the Realtime Database emulator cannot download its jar.
 */
export function chooseEmulators(
  java: string | null,
  gcloud: string | null,
  { loopback = false } = {},
): EmulatorChoice {
  const major = javaMajor(java);
  if (!loopback && major !== null && major >= FIREBASE_JAVA) {
    return {
      kind: 'firebase',
      says: `Java ${major}: running Firebase's Auth, Firestore and Realtime Database emulators.`,
    };
  }
  const found = major === null ? 'no Java found' : `found Java ${major}`;
  const firestore = gcloud?.includes('cloud-firestore-emulator') === true;
  if (firestore && major !== null) {
    const why = loopback
      ? 'EMULATORS=loopback'
      : `Firebase's Firestore and Realtime Database emulators need Java ${FIREBASE_JAVA}+ (${found})`;
    return { kind: 'loopback', says: `${why}: running ${LOOPBACK_SET}.` };
  }
  const gcloudState =
    gcloud === null
      ? 'no gcloud'
      : firestore
        ? 'gcloud with its Firestore emulator, which needs Java'
        : 'gcloud without its Firestore emulator';
  return {
    problem: `The game needs a Firestore emulator, and this machine cannot run one: ${found}, ${gcloudState}.\n${HOW_TO_INSTALL}`,
  };
}
