export function EventsPage() {
  return <h1>EventsPage</h1>;
}
