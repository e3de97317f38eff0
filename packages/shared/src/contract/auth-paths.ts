// The log-in and registration routes' addresses (docs/product.md, "The API calls" POST /api/auth and
// POST /api/usuarios), apart from their contracts in accounts.ts: the header's log-in dialog is an island
// (decision 015) that calls them with `fetch`, and the contracts' schemas would bring zod into its chunk. The
// contracts read the paths from here.
export const LOG_IN_PATH = '/api/auth';
export const REGISTER_PATH = '/api/usuarios';
