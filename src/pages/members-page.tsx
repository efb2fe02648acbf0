export function MembersPage() {
  return <h1>MembersPage</h1>;
}
