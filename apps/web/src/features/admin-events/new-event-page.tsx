export function NewEventPage() {
  return <p>NewEventPage</p>;
}
