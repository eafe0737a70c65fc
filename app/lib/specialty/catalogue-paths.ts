/*
 * The public addresses of catalogue specialty calculators (decision 0064), with no imports: the catalogue's
 * specialty section is in the `site` chunk, which must carry no calculator code (vite/chunks.ts). A registry
 * calculator's pages are one segment under /calculators/ and end in "-calculator" under
 * /white-label-calculators/: these are two segments under /calculators/ and "specialty" under
 * /white-label-calculators/, so the two never meet.
 */
export const SPECIALTY_CATALOGUE_PATH = '/white-label-calculators/specialty'
export const specialtyPagePath = (slug: string) => `/calculators/specialty/${slug}`
