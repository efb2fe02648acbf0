import { config } from '@/config.ts';
import type { AuthPort, GameBackend } from './ports.ts';

/**
 * Picks the adapter set from config, lazily: the public pages never wait for
 * it, local mode never downloads Firebase, and Firestore loads only with the game.
 */
let authPromise: Promise<AuthPort> | null = null;
let gamePromise: Promise<GameBackend> | null = null;

export function loadAuth(): Promise<AuthPort> {
  authPromise ??= (
    config.backend === 'firebase' && config.firebase
      ? import('./firebase/auth.ts').then((m) => m.createFirebaseAuth(config))
      : import('./local/auth.ts').then((m) => m.createLocalAuth())
  ).catch(forget(() => (authPromise = null)));
  return authPromise;
}

export function loadGameBackend(): Promise<GameBackend> {
  gamePromise ??= (
    config.backend === 'firebase' && config.firebase
      ? import('./firebase/game.ts').then((m) => m.createFirebaseGame(config))
      : import('./local/game.ts').then((m) => m.createLocalGame())
  ).catch(forget(() => (gamePromise = null)));
  return gamePromise;
}

/** A failed load (offline, say) is not kept: the next call tries again. */
function forget(clear: () => void) {
  return (error: unknown): never => {
    clear();
    throw error;
  };
}
