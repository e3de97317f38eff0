export function AdminsPage() {
  return <p>AdminsPage</p>;
}
