import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import type { AppConfig } from '@/config.ts';

/** The one Firebase app of the page, shared by the Auth and Firestore adapters. */
export function getFirebaseApp(config: AppConfig): FirebaseApp {
  if (!config.firebase) {
    throw new Error('Firebase is not configured: set VITE_FIREBASE_PROJECT_ID (see .env.example).');
  }
  return getApps().length > 0 ? getApp() : initializeApp(config.firebase);
}
