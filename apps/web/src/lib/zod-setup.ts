// The app's `zod` (vite.config.ts aliases the bare `zod` import here, for the browser and the server
// render): zod itself, configured before any module that imports it makes a schema.
//
// The CSP allows no eval (script-src 'self'). Zod's JIT probes for it with `new Function('')` when the first
// object schema is made, and the browser reports that probe as a CSP violation (console, Issues) on every
// page although zod catches it. `jitless` skips the probe. Setting it in main.tsx was too late: the chunk
// holding zod and the contracts' schemas runs before the entry's own code.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z as default } from 'zod/v4';
