import {
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  type Firestore,
} from 'firebase/firestore/lite';
import type { AppConfig } from '@/config.ts';
import { BackendError, type QuestionPort } from '../ports.ts';
import { getFirebaseApp } from './app.ts';
import { toQuestion } from './question-document.ts';

let firestore: Firestore | null = null;

function questionStore(config: AppConfig): Firestore {
  if (!firestore) {
    firestore = getFirestore(getFirebaseApp(config));
    if (config.useEmulators) {
      const [host = '127.0.0.1', port = '8080'] = config.firestoreEmulatorHost.split(':');
      connectFirestoreEmulator(firestore, host, Number(port));
    }
  }
  return firestore;
}

/**
 * Riddles from Firestore's `questions/{qNo}`, read one document at a time: the rules hide a
 * riddle until its night opens, and rules are not filters, so a query by `qNo` is refused.
 */
export function createFirestoreQuestions(config: AppConfig): QuestionPort {
  return {
    async getQuestion(questionNumber) {
      const qNo = String(questionNumber);
      try {
        const snapshot = await getDoc(doc(questionStore(config), 'questions', qNo));
        const data = snapshot.data();
        return data ? toQuestion(data, qNo) : null;
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        throw new BackendError(
          code === 'permission-denied' ? 'PERMISSION_DENIED' : 'NETWORK',
          'The question could not be loaded.',
        );
      }
    },
  };
}
