import { and, desc, eq, isNotNull, or, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { specialtyCalculators, specialtyCalculatorVersions } from '~/db/schema'
import {
  isResolvable,
  parseVersionedType,
  registerSpecialty,
  revisionType,
  type AnyCalculatorType,
} from '~/calculators/resolve'
import { isCalculatorType } from '~/calculators/registry'
import type { SpecialtyCalculator } from '~/lib/formulas/definition-schema'
import { isSpecialtyType, slugOfType, type SpecialtyVersion } from '~/calculators/specialty/specialty-meta'

/**
 * Makes a revision's type resolvable on this server: a published specialty version is read once and
 * registered (it never changes). A registry type, or a version that is not published, is left as it is.
 */
export async function primeSpecialty(db: Db, type: string): Promise<void> {
  if (isResolvable(type)) return
  const parsed = parseVersionedType(type)
  if (!parsed) return
  const [row] = await db
    .select({ definition: specialtyCalculatorVersions.definition })
    .from(specialtyCalculatorVersions)
    .innerJoin(specialtyCalculators, eq(specialtyCalculators.id, specialtyCalculatorVersions.calculatorId))
    .where(
      and(
        eq(specialtyCalculators.slug, parsed.slug),
        eq(specialtyCalculatorVersions.number, parsed.number),
        isNotNull(specialtyCalculatorVersions.publishedAt),
      ),
    )
  if (row) registerSpecialty({ ...parsed, definition: row.definition as SpecialtyCalculator })
}

export interface OfferedSpecialty {
  slug: string
  /** The newest published version offered to this workspace. */
  number: number
  title: { en: string; es: string }
}

/**
 * The specialty calculators a workspace may add: for each, its newest published version offered to the
 * catalogue or to this workspace alone. Another workspace's offers are never listed.
 */
export async function offeredSpecialty(db: Db, workspaceId: string): Promise<OfferedSpecialty[]> {
  const offers = await newestOffered(
    db,
    or(
      eq(specialtyCalculatorVersions.offer, 'catalogue'),
      and(
        eq(specialtyCalculatorVersions.offer, 'workspace'),
        eq(specialtyCalculatorVersions.offerWorkspaceId, workspaceId),
      ),
    ),
  )
  return offers.map(({ slug, number, definition }) => ({ slug, number, title: definition.name }))
}

/**
 * The specialty calculators of the public catalogue: for each, its newest published version offered to the
 * catalogue (a later version offered to one workspace, or to none, is never shown to the public).
 */
export async function catalogueSpecialty(db: Db): Promise<SpecialtyVersion[]> {
  return newestOffered(db, eq(specialtyCalculatorVersions.offer, 'catalogue'))
}

/** The newest catalogue version of `slug`, registered with the one registry; undefined if there is none. */
export async function catalogueVersion(db: Db, slug: string): Promise<SpecialtyVersion | undefined> {
  const [version] = await newestOffered(
    db,
    and(eq(specialtyCalculatorVersions.offer, 'catalogue'), eq(specialtyCalculators.slug, slug)),
  )
  if (version) registerSpecialty(version)
  return version
}

/**
 * The type of a calculator our public pages show, registered: a registry name, or a specialty calculator
 * offered to the catalogue — `specialty:<slug>` (the name its page's visitor tools use: its newest catalogue
 * version) or `specialty:<slug>@<n>` of a catalogue version. Anything offered to one workspace, or to none, is
 * undefined here.
 */
export async function publicCalculatorType(db: Db, name: string): Promise<AnyCalculatorType | undefined> {
  if (isCalculatorType(name)) return name
  const versioned = parseVersionedType(name)
  const slug = versioned?.slug ?? (isSpecialtyType(name) ? slugOfType(name) : undefined)
  if (!slug) return undefined
  const [version] = await newestOffered(
    db,
    and(
      eq(specialtyCalculatorVersions.offer, 'catalogue'),
      eq(specialtyCalculators.slug, slug),
      versioned ? eq(specialtyCalculatorVersions.number, versioned.number) : undefined,
    ),
  )
  return version ? registerSpecialty(version) : undefined
}

/** The newest published version of each slug among those `offered` selects, by slug. */
async function newestOffered(db: Db, offered: SQL | undefined): Promise<SpecialtyVersion[]> {
  const rows = await db
    .select({
      slug: specialtyCalculators.slug,
      number: specialtyCalculatorVersions.number,
      definition: specialtyCalculatorVersions.definition,
    })
    .from(specialtyCalculatorVersions)
    .innerJoin(specialtyCalculators, eq(specialtyCalculators.id, specialtyCalculatorVersions.calculatorId))
    .where(and(isNotNull(specialtyCalculatorVersions.publishedAt), offered))
    .orderBy(specialtyCalculators.slug, desc(specialtyCalculatorVersions.number))
  const newest = new Map<string, SpecialtyVersion>()
  for (const row of rows) {
    if (newest.has(row.slug)) continue
    newest.set(row.slug, { ...row, definition: row.definition as SpecialtyCalculator })
  }
  return [...newest.values()]
}

/** The newest version of `slug` offered to this workspace, registered; undefined if none is. */
export async function offeredVersion(db: Db, workspaceId: string, slug: string) {
  const offered = (await offeredSpecialty(db, workspaceId)).find((each) => each.slug === slug)
  if (!offered) return undefined
  await primeSpecialty(db, `specialty:${slug}@${offered.number}`)
  return offered
}

/**
 * The type the editor works with for a workspace's calculator: a registry name as it is; a specialty
 * calculator at the newest version offered to the workspace (what the next saved draft pins), else at the
 * version its latest revision pins. Registered, so the registry resolves it.
 */
export async function editingType(
  db: Db,
  workspaceId: string,
  calculatorType: string,
  pinned: number | null | undefined,
): Promise<{ type: string; version: number | null }> {
  if (!calculatorType.startsWith('specialty:')) return { type: calculatorType, version: null }
  const slug = calculatorType.slice('specialty:'.length)
  const offered = (await offeredSpecialty(db, workspaceId)).find((each) => each.slug === slug)
  const version = offered?.number ?? pinned ?? null
  const type = revisionType(calculatorType, version)
  await primeSpecialty(db, type)
  return { type, version }
}
