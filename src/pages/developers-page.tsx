export function DevelopersPage() {
  return <h1>DevelopersPage</h1>;
}
