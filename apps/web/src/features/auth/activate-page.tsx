export function ActivatePage() {
  return <p>ActivatePage</p>;
}
