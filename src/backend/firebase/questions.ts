import {
  collection,
  connectFirestoreEmulator,
  getDocs,
  getFirestore,
  limit,
  query,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import type { AppConfig } from '../../config.ts';
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

/** Riddles from Firestore's `questions` collection: the first document whose qNo matches. */
export function createFirestoreQuestions(config: AppConfig): QuestionPort {
  return {
    async getQuestion(questionNumber) {
      const qNo = String(questionNumber);
      const wanted = query(
        collection(questionStore(config), 'questions'),
        where('qNo', '==', qNo),
        limit(1),
      );
      try {
        const snapshot = await getDocs(wanted);
        const first = snapshot.docs[0];
        return first ? toQuestion(first.data(), qNo) : null;
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
