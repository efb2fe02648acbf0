import { useEffect, useState } from 'react';
import type { AuthPort, OrganizerPort } from '../../../backend/ports.ts';
import { useAuth } from '../../auth/use-auth.ts';

export type OrganizerAccess =
  | { kind: 'checking' }
  | { kind: 'signed-out' }
  | { kind: 'not-organizer' }
  | { kind: 'failed' }
  | { kind: 'organizer'; organizer: OrganizerPort };

export interface OrganizerServices {
  loadAuth: () => Promise<AuthPort>;
  loadOrganizerBackend: () => Promise<OrganizerPort>;
}

/** Whether the signed-in member may use the console, asked again when the member changes. */
export function useOrganizerAccess(services: OrganizerServices): OrganizerAccess {
  const { status, user } = useAuth();
  const [checked, setChecked] = useState<{ uid: string; access: OrganizerAccess } | null>(null);

  useEffect(() => {
    if (!user) return;
    let current = true;
    const check = async (): Promise<OrganizerAccess> => {
      try {
        const [auth, organizer] = await Promise.all([
          services.loadAuth(),
          services.loadOrganizerBackend(),
        ]);
        const allowed = await organizer.isOrganizer(user, await auth.ensureGameIdentity());
        return allowed ? { kind: 'organizer', organizer } : { kind: 'not-organizer' };
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
