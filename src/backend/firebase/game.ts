import type { AppConfig } from '@/config.ts';
import type { GameBackend } from '../ports.ts';
import { createRestAids } from '../rtdb/aids-rest.ts';
import { createRestArchive } from '../rtdb/archive-rest.ts';
import { createFirestoreQuestions } from './questions.ts';
import { createRestNight } from '../rtdb/night-rest.ts';
import { createRestTeams } from '../rtdb/teams-rest.ts';

/** The game over Firebase: riddles from Firestore (lite), teams over the RTDB REST API. */
export function createFirebaseGame(config: AppConfig): GameBackend {
  if (!config.firebase) {
    throw new Error('Firebase is not configured: set VITE_FIREBASE_PROJECT_ID (see .env.example).');
  }
  return {
    questions: createFirestoreQuestions(config),
    teams: createRestTeams(config.firebase.databaseURL),
    night: createRestNight(config.firebase.databaseURL),
    archive: createRestArchive(config.firebase.databaseURL),
    aids: createRestAids(config.firebase.databaseURL),
  };
}
