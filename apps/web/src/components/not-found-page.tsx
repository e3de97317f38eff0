export function NotFoundPage() {
  return <p>NotFoundPage</p>;
}
