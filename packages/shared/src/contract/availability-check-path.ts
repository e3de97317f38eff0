// The availability check's address (docs/product.md#7-the-api-calls POST /api/event/fecha), apart from its
// contract in events.ts: the branch page's availability form is an island (decision 015) that calls it with
// `fetch`, and the contract's schemas would bring zod into its chunk. The contract reads the path from here.
export const AVAILABILITY_CHECK_PATH = '/api/event/fecha';
