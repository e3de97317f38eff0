export function ResetRequestPage() {
  return <p>ResetRequestPage</p>;
}
