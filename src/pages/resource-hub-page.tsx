export function ResourceHubPage() {
  return <h1>ResourceHubPage</h1>;
}
