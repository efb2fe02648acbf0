import { lazy, Suspense } from 'react';
import type { NotesState } from './use-semester-notes.ts';

/** The search and its library load only once a member's notes are read, on the notes routes. */
const NotesSearchBox = lazy(() =>
  import('./notes-search-box.tsx').then((module) => ({ default: module.NotesSearchBox })),
);

/** The notes search, once the notes are read: nothing to show or fetch before. */
export function NotesSearch({ state }: { state: NotesState }) {
  if (state.kind !== 'ready') return null;
  return (
    <Suspense fallback={null}>
      <NotesSearchBox notes={state.notes} />
    </Suspense>
  );
}
