export function CosPage() {
  return <h1>CosPage</h1>;
}
