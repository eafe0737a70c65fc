// Apart from ~/lib/flash (and its toasts) so that the root layout, which every embed loads, imports no more than
// these names: ~/lib/flash lives in the site's chunk (vite/chunks.ts).

/** Where a page carries the flash its own request brought (the root layout renders it). */
export const FLASH_META = 'flash'

/** The flash meta's content in a prerendered page, filled per request by server/static-pages.ts. */
export const FLASH_PLACEHOLDER = '__FLASH__'
