export function GalleryPage() {
  return <p>GalleryPage</p>;
}
