import { z } from 'zod'

// Our Content-Security-Policy forbids eval; zod would probe for it with `new Function` (a CSP violation the
// browser reports) before compiling faster parsers. Schemas must import z from here so this runs first.
z.config({ jitless: true })

export { z }
