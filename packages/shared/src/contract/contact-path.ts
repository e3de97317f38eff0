// The contact route's address (docs/product.md#7-the-api-calls POST /api/contact), apart from its contract in
// contact.ts: the footer's contact form is an island (decision 015) that calls it with `fetch`, and the
// contract's schemas would bring zod into its chunk. The contract reads the path from here.
export const CONTACT_PATH = '/api/contact';
