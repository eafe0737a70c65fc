import { defineCalculator, type CalculatorMeta } from '../kit/define'
import type { DisclosureDeclaration, Placeholder } from '../kit/disclosure'
import type { SpecialtyCalculator } from '~/lib/formulas/definition-schema'

/** One published version of a specialty calculator, as a workspace's revision pins it. */
export interface SpecialtyVersion {
  slug: string
  number: number
  definition: SpecialtyCalculator
}

/** The type a workspace stores for a specialty calculator: `specialty:<slug>`; its revision pins the version. */
export const SPECIALTY_PREFIX = 'specialty:'
export const specialtyType = (slug: string) => `${SPECIALTY_PREFIX}${slug}`
export const isSpecialtyType = (type: string) => type.startsWith(SPECIALTY_PREFIX)
export const slugOfType = (type: string) => type.slice(SPECIALTY_PREFIX.length)

/**
 * The disclosure set follows the placeholders its results fill: a payment or APR is credit, of the product the
 * definition names (installment unless it says mortgage or heloc), an APY deposit.
 */
export function specialtyDisclosure(definition: SpecialtyCalculator): DisclosureDeclaration {
  const triggers = [
    ...new Set(
      definition.results.flatMap((result) =>
        result.disclosure ? [result.disclosure.slice(1, -1) as Placeholder] : [],
      ),
    ),
  ]
  const set = triggers.some((each) => each === 'payment' || each === 'apr')
    ? (definition.creditProduct ?? 'installment')
    : triggers.includes('apy')
      ? 'deposit'
      : 'general'
  return { set, triggers }
}

/** The light half of the calculator interface for a specialty version (title, disclosure, engine version). */
export function specialtyMeta({ slug, number, definition }: SpecialtyVersion): CalculatorMeta {
  const summary = definition.description?.en ?? definition.name.en
  return defineCalculator({
    name: specialtyType(slug),
    title: definition.name,
    summary,
    description: summary,
    intro: summary,
    embedDescription: summary,
    icon: 'calculator',
    group: 'loans',
    disclosure: specialtyDisclosure(definition),
    // The ledger and the lead snapshot name the version the figures were computed with.
    engineVersion: number,
    // The view and its engine load on demand, as a registry calculator's do: server modules that only name
    // a calculator (webhooks, leads, the bench) never pull in its React view.
    load: async () => ({ default: (await import('./specialty-module')).specialtyModule(definition) }),
  })
}
