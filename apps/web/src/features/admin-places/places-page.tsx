export function PlacesPage() {
  return <p>PlacesPage</p>;
}
