export function ProductsPage() {
  return <p>ProductsPage</p>;
}
