export function SpectrumPage() {
  return <h1>SpectrumPage</h1>;
}
