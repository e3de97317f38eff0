export function HomePage() {
  return <p>HomePage</p>;
}
