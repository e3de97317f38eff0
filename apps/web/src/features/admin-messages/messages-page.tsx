export function MessagesPage() {
  return <p>MessagesPage</p>;
}
