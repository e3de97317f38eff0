export function PackageDetailPage() {
  return <p>PackageDetailPage</p>;
}
