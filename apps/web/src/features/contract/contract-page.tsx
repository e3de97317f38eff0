export function ContractPage() {
  return <p>ContractPage</p>;
}
