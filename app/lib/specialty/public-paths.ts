import { parseVersionedType } from '~/calculators/resolve'
import { isSpecialtyType, slugOfType, type SpecialtyVersion } from '~/calculators/specialty/specialty-meta'

/**
 * The public addresses of catalogue specialty calculators (decision 0064). A registry calculator's pages are
 * one segment under /calculators/ and end in "-calculator" under /white-label-calculators/: these are two
 * segments under /calculators/ and "specialty" under /white-label-calculators/, so the two never meet.
 */
export const SPECIALTY_CATALOGUE_PATH = '/white-label-calculators/specialty'
export const specialtyPagePath = (slug: string) => `/calculators/specialty/${slug}`

/** A calculator's public page: /calculators/<name> for the registry's, the address above for a specialty one. */
export function publicPagePath(type: string) {
  const specialty = parseVersionedType(type)?.slug ?? (isSpecialtyType(type) ? slugOfType(type) : undefined)
  return specialty ? specialtyPagePath(specialty) : `/calculators/${type}`
}

/** What the catalogue shows of each: its English name and description, and its page (no try page yet). */
export function specialtyCards(versions: readonly SpecialtyVersion[]) {
  return versions.map(({ slug, definition }) => ({
    name: definition.name.en,
    summary: definition.description?.en ?? '',
    href: specialtyPagePath(slug),
  }))
}
