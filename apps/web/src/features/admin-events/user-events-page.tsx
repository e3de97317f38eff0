export function UserEventsPage() {
  return <p>UserEventsPage</p>;
}
