export function CartPage() {
  return <p>CartPage</p>;
}
