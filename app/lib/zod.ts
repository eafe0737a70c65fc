import * as z from 'zod/mini'

// The tree-shakable build: a page loads only the checks its schemas use (~5 KB instead of ~21 KB).
// Our Content-Security-Policy forbids eval; zod would probe for it with `new Function` (a CSP violation the
// browser reports) before compiling faster parsers. Schemas must import z from here so this runs first.
z.config({ jitless: true })

export { z }
