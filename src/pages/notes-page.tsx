export function NotesPage() {
  return <h1>NotesPage</h1>;
}
