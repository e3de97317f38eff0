export function DescriptionPage() {
  return <p>DescriptionPage</p>;
}
