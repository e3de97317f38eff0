export function UsersPage() {
  return <p>UsersPage</p>;
}
