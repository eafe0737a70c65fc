import * as z from 'zod/mini'

// The tree-shakable build for schemas the browser runs: a page loads only the checks its schemas use (~6 KB
// Brotli instead of ~21 KB). Our Content-Security-Policy forbids eval; zod would probe for it with
// `new Function` before compiling faster parsers, so this runs first (as in ./zod).
z.config({ jitless: true })

export { z }
