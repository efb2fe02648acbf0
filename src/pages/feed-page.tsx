export function FeedPage() {
  return <h1>FeedPage</h1>;
}
