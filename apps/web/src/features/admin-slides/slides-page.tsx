export function SlidesPage() {
  return <p>SlidesPage</p>;
}
