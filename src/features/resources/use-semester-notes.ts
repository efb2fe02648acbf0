import { useCallback, useEffect, useState } from 'react';
import { loadNotes } from '@/backend/notes-backend.ts';
import { errorCode } from '@/backend/ports.ts';
import type { SemesterNotes } from '@/content/semester-notes.ts';
import { useAuth } from '@/features/auth/use-auth.ts';

export type NotesState =
  | { kind: 'unverified' | 'loading' | 'refused' | 'missing' | 'failed' }
  | { kind: 'ready'; notes: readonly SemesterNotes[] };

type Outcome = NotesState & { uid: string };

/**
 * The notes last read on this page and whose they are: going back to the hub or on to another
 * semester shows them at once, with no "Loading" in between, while they are read again.
 */
let lastRead: Outcome | null = null;

function failure(error: unknown): NotesState {
  const code = errorCode(error);
  if (code === 'PERMISSION_DENIED') return { kind: 'refused' };
  if (code === 'NOT_FOUND') return { kind: 'missing' };
  return { kind: 'failed' };
}

/**
 * The signed-in member's notes, read from the database once the address is verified (the
 * database refuses anyone else), and read again on `retry`.
 */
export function useSemesterNotes(): {
  state: NotesState;
  retry: () => void;
} {
  const { user, loadPort } = useAuth();
  const [outcome, setOutcome] = useState<Outcome | null>(lastRead);
  const [attempt, setAttempt] = useState(0);
  const uid = user?.uid;
  const verified = user?.emailVerified === true;

  useEffect(() => {
    if (!uid || !verified) return;
    let current = true;
    void (async () => {
      try {
        const [notes, auth] = await Promise.all([loadNotes(), loadPort()]);
        const reader = await auth.ensureGameIdentity();
        return { kind: 'ready', notes: await notes.getSemesterNotes(reader) } as const;
      } catch (error) {
        return failure(error);
      }
    })().then((state) => {
      if (state.kind === 'ready') lastRead = { ...state, uid };
      if (current) setOutcome({ ...state, uid });
    });
    return () => {
      current = false;
    };
  }, [uid, verified, loadPort, attempt]);

  const retry = useCallback(() => {
    setOutcome(null);
    setAttempt((count) => count + 1);
  }, []);

  if (!verified) return { state: { kind: 'unverified' }, retry };
  return { state: outcome && outcome.uid === uid ? outcome : { kind: 'loading' }, retry };
}
