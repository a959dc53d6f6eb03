import { config } from 'zod/v4/core'

/*
 * zod compiles a fast parser for object schemas with `new Function`, after probing whether that is allowed.
 * The server's Content-Security-Policy forbids it (no 'unsafe-eval'), so the probe alone reported a CSP
 * violation on any page that builds the contract's schemas. Jitless mode skips the probe and the compiled
 * path; parsing gives the same answers. zod reads the setting when a schema is built, so validateAnswer.ts
 * imports this module before the contract. (The app's own code uses only the contract's zod-free core, so a
 * production bundle builds no schema at all.)
 */
config({ jitless: true })
