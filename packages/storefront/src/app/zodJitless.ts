import { config } from 'zod/v4/core'

/*
 * zod compiles a fast parser for object schemas with `new Function`, after probing whether that is allowed.
 * The server's Content-Security-Policy forbids it (no 'unsafe-eval'), so the probe alone reported a CSP
 * violation on every page that builds the contract's schemas (the listings). Jitless mode skips the probe
 * and the compiled path; parsing gives the same answers. zod reads the setting when a schema is built, so
 * main.tsx imports this module before anything else. `zod/v4/core` holds the setting without the whole
 * schema library.
 */
config({ jitless: true })
