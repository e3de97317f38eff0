export function BranchPage() {
  return <p>BranchPage</p>;
}
