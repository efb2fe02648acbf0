import { config, type AppConfig } from '@/config.ts';

/**
 * Where the adapter in use keeps a session in localStorage: Firebase Auth under its own key
 * (src/backend/firebase/auth.ts asks for browserLocalPersistence), local auth under
 * src/backend/local/auth.ts's SESSION_KEY. Written out here so that the page can look without
 * downloading either adapter; auth-provider.test.tsx and tests/integration/saved-session.test.ts
 * sign in through each to keep them in step.
 */
export function sessionKey(appConfig: Pick<AppConfig, 'firebase'> = config): string {
  return appConfig.firebase
    ? `firebase:authUser:${appConfig.firebase.apiKey}:[DEFAULT]`
    : 'ecs.auth.session';
}

/** The part of a saved Firebase user that tells a member from the game's anonymous identity. */
function isAnonymous(saved: string): boolean {
  try {
    const parsed: unknown = JSON.parse(saved);
    return typeof parsed === 'object' && parsed !== null && 'isAnonymous' in parsed
      ? parsed.isAnonymous === true
      : false;
  } catch {
    return false;
  }
}

/**
 * Whether this browser may hold a member's session, read without loading the auth adapter. A
 * yes that proves stale costs only the download; a no sends nobody away who was signed in, since
 * nothing else keeps a session. The game's anonymous identity is no member: it never shows.
 */
export function mayBeSignedIn(
  storage?: Pick<Storage, 'getItem'>,
  appConfig: Pick<AppConfig, 'firebase'> = config,
): boolean {
  let saved: string | null;
  try {
    // Reading window.localStorage itself throws where storage is turned off.
    saved = (storage ?? window.localStorage).getItem(sessionKey(appConfig));
  } catch {
    // Then the adapters cannot keep a session either.
    return false;
  }
  return saved !== null && saved !== 'null' && !isAnonymous(saved);
}
