import { parseVersionedType } from '~/calculators/resolve'
import { isSpecialtyType, slugOfType, type SpecialtyVersion } from '~/calculators/specialty/specialty-meta'
import { specialtyPagePath } from './catalogue-paths'

/** A calculator's public page: /calculators/<name> for the registry's, its address (catalogue-paths.ts) for a specialty one. */
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
