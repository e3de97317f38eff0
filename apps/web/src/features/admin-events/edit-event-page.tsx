export function EditEventPage() {
  return <p>EditEventPage</p>;
}
