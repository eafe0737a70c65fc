import type { CalculatorMeta, CalculatorModule } from './kit/define'
import { calculatorByName, isCalculatorType, type CalculatorType } from './registry'
import { specialtyMeta, type SpecialtyVersion } from './specialty/specialty-meta'

/**
 * The one calculator registry, extended to specialty calculators (issue 37): a type is either a registry
 * calculator's name or `specialty:<slug>@<version>`, a published specialty version. Published versions never
 * change, so a version once registered is what that type means for good; the server registers one when it
 * reads it from the database (app/lib/specialty/resolve.server.ts), a page when its loader hands it over.
 * Everything that shows, computes, snapshots or reports a calculator asks here, with no branch of its own.
 */
export type SpecialtyTypeName = `specialty:${string}@${number}`
export type AnyCalculatorType = CalculatorType | SpecialtyTypeName

const specialty = new Map<string, { meta: CalculatorMeta; version: SpecialtyVersion }>()

export const versionedType = (slug: string, number: number): SpecialtyTypeName =>
  `specialty:${slug}@${number}`

/** Makes a published specialty version resolvable; returns its type. */
export function registerSpecialty(version: SpecialtyVersion): SpecialtyTypeName {
  const type = versionedType(version.slug, version.number)
  if (!specialty.has(type)) specialty.set(type, { meta: specialtyMeta(version), version })
  return type
}

/** The registered specialty version of a type (a page's loader hands it to the browser), if it is one. */
export function specialtyVersionOf(type: string): SpecialtyVersion | undefined {
  return specialty.get(type)?.version
}

/**
 * The type a revision shows: a workspace stores `specialty:<slug>` for a specialty calculator and each
 * revision pins its version; a registry calculator's type is its name.
 */
export function revisionType(calculatorType: string, specialtyVersion: number | null | undefined): string {
  return calculatorType.startsWith('specialty:') && specialtyVersion
    ? versionedType(calculatorType.slice('specialty:'.length), specialtyVersion)
    : calculatorType
}

/** `specialty:<slug>@<n>` → slug and number, or undefined. */
export function parseVersionedType(type: string): { slug: string; number: number } | undefined {
  const match = /^specialty:([a-z][a-z0-9_]{0,39})@([1-9][0-9]{0,8})$/.exec(type)
  return match ? { slug: match[1]!, number: Number(match[2]) } : undefined
}

/** A registry calculator or a registered specialty version. */
export function isResolvable(type: unknown): type is AnyCalculatorType {
  return isCalculatorType(type) || (typeof type === 'string' && specialty.has(type))
}

/** The light half of any calculator (title, disclosure, engine version). */
export function resolveMeta(type: AnyCalculatorType): CalculatorMeta {
  if (isCalculatorType(type)) return calculatorByName(type)
  const meta = specialty.get(type)?.meta
  if (!meta) throw new RangeError(`Unknown calculator: ${type}`)
  return meta
}

/** The heavy half of any calculator (view, parse, headline, labels). */
export async function resolveModule(type: AnyCalculatorType): Promise<CalculatorModule> {
  return (await resolveMeta(type).load()).default
}
