import { useCallback } from 'react';
import type { DeskUser, NotesDeskPort } from '@/backend/notes-desk-port.ts';
import { useAuth } from '@/features/auth/use-auth.ts';

/**
 * Runs `act` at the notes' desk as the signed-in member. The desk's code loads on first use, so
 * a notes page that nobody reports from downloads none of it.
 */
export function useDesk(): <T>(
  act: (desk: NotesDeskPort, who: DeskUser) => Promise<T>,
) => Promise<T> {
  const { user, loadPort } = useAuth();
  const email = user?.email ?? '';
  return useCallback(
    async (act) => {
      const [desk, auth] = await Promise.all([
        import('@/backend/notes-desk-backend.ts').then((m) => m.loadNotesDesk()),
        loadPort(),
      ]);
      const identity = await auth.ensureGameIdentity();
      return act(desk, { uid: identity.uid, getIdToken: () => identity.getIdToken(), email });
    },
    [loadPort, email],
  );
}
