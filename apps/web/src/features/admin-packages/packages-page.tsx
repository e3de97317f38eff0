export function PackagesPage() {
  return <p>PackagesPage</p>;
}
