export function OrdersPage() {
  return <p>OrdersPage</p>;
}
