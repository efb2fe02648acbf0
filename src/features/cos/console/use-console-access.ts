import { useEffect, useState } from 'react';
import type { AuthPort, OrganizerPort } from '@/backend/ports.ts';
import { useAuth } from '@/features/auth/use-auth.ts';

export type ConsoleAccess =
  | { kind: 'checking' }
  | { kind: 'signed-out' }
  | { kind: 'not-organizer' }
  | { kind: 'unverified' }
  | { kind: 'failed' }
  | { kind: 'organizer'; organizer: OrganizerPort };

export interface AccessServices {
  loadAuth: () => Promise<AuthPort>;
  loadOrganizerBackend: () => Promise<OrganizerPort>;
}

/**
 * Whether the signed-in member may use the console, asked again when the member changes. First
 * whether they are an organizer at all (an account may read its own `admins` entry, verified or
 * not), so nobody is asked to verify only to hear then that the page is not for them; then, for
 * an organizer, a verified address: one not verified yet is not let in, as `npm run game:admin`
 * grants none (docs/game-night.md).
 */
export function useConsoleAccess(services: AccessServices): ConsoleAccess {
  const { status, user } = useAuth();
  const [checked, setChecked] = useState<{ uid: string; access: ConsoleAccess } | null>(null);

  useEffect(() => {
    if (!user) return;
    let current = true;
    const check = async (): Promise<ConsoleAccess> => {
      try {
        const [auth, organizer] = await Promise.all([
          services.loadAuth(),
          services.loadOrganizerBackend(),
        ]);
        const allowed = await organizer.isOrganizer(user, await auth.ensureGameIdentity());
        if (!allowed) return { kind: 'not-organizer' };
        return user.emailVerified ? { kind: 'organizer', organizer } : { kind: 'unverified' };
      } catch {
        return { kind: 'failed' };
      }
    };
    void check().then((access) => {
      if (current) setChecked({ uid: user.uid, access });
    });
    return () => {
      current = false;
    };
  }, [user, services]);

  if (status === 'signed-out') return { kind: 'signed-out' };
  if (status === 'loading' || !user || checked?.uid !== user.uid) return { kind: 'checking' };
  return checked.access;
}
