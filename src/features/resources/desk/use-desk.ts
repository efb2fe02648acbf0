import { useCallback } from 'react';
import type { DeskUser, NotesDeskPort } from '@/backend/notes-desk-port.ts';
import { loadNotesDesk } from '@/backend/notes-desk-backend.ts';
import { errorCode } from '@/backend/ports.ts';
import { DAILY_REPORTS, DAILY_SUGGESTIONS } from '@/content/notes-desk.ts';
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
      const [desk, auth] = await Promise.all([loadNotesDesk(), loadPort()]);
      const identity = await auth.ensureGameIdentity();
      return act(desk, { uid: identity.uid, getIdToken: () => identity.getIdToken(), email });
    },
    [loadPort, email],
  );
}

/** What a refused report or suggestion says, in words for the student. */
export function deskRefusal(error: unknown, what: 'report' | 'suggestion'): string {
  const code = errorCode(error);
  if (code === 'RESOURCE_EXHAUSTED') {
    return what === 'report'
      ? `You have sent ${DAILY_REPORTS} reports today, the most a day. Try again tomorrow.`
      : `You have sent ${DAILY_SUGGESTIONS} suggestions today, the most a day. Try again tomorrow.`;
  }
  if (code === 'PERMISSION_DENIED') return 'Only a verified ECE address can send this.';
  return `The ${what} could not be sent. Check your connection and try again.`;
}
