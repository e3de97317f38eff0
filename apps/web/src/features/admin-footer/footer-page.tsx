export function FooterPage() {
  return <p>FooterPage</p>;
}
