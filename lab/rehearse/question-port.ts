import { setLogLevel } from 'firebase/firestore/lite';
import { createFirestoreQuestions } from '../../src/backend/firebase/questions.ts';
import type { QuestionPort } from '../../src/backend/ports.ts';
import type { RehearsalTarget } from './target.ts';

/** The site's riddle adapter (Firestore) on the target, or null where it has no Firestore. */
export function questionPort(target: RehearsalTarget): QuestionPort | null {
  if (target.firestoreEmulatorHost === undefined) return null;
  // The refusals the riddle probes provoke are expected: the SDK need not log them.
  setLogLevel('silent');
  const firebase = {
    apiKey: target.apiKey,
    authDomain: `${target.projectId}.firebaseapp.com`,
    projectId: target.projectId,
    appId: '',
    databaseURL: target.databaseURL,
  };
  return createFirestoreQuestions({
    backend: 'firebase',
    firebase,
    useEmulators: target.firestoreEmulatorHost !== null,
    authEmulatorUrl: target.authEmulatorHost ? `http://${target.authEmulatorHost}` : '',
    firestoreEmulatorHost: target.firestoreEmulatorHost ?? '',
    allowedEmailDomain: '',
    vitalsUrl: null,
    isDev: false,
    localNight: { opensAt: '', hours: '' },
    localOrganizers: '',
    buildYear: new Date().getFullYear(),
  });
}
