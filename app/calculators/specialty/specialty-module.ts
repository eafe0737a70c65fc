import {
  defineCalculator,
  defineCalculatorModule,
  type CalculatorMeta,
  type CalculatorModule,
} from '../kit/define'
import type { DisclosureDeclaration, Placeholder } from '../kit/disclosure'
import type { SpecialtyCalculator } from '~/lib/formulas/definition-schema'
import {
  parseSpecialtyParams,
  specialtyDefaults,
  specialtyFields,
  specialtyFigures,
  translateSpecialty,
} from './params'
import { specialtyView } from './specialty-calculator'

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

/** The disclosure set follows the placeholders its results fill: a payment or APR is credit, an APY deposit. */
export function specialtyDisclosure(definition: SpecialtyCalculator): DisclosureDeclaration {
  const triggers = [
    ...new Set(
      definition.results.flatMap((result) =>
        result.disclosure ? [result.disclosure.slice(1, -1) as Placeholder] : [],
      ),
    ),
  ]
  const set = triggers.some((each) => each === 'payment' || each === 'apr')
    ? 'credit'
    : triggers.includes('apy')
      ? 'deposit'
      : 'general'
  return { set, triggers }
}

/** The light half of the calculator interface for a specialty version (title, disclosure, engine version). */
export function specialtyMeta({ slug, number, definition }: SpecialtyVersion): CalculatorMeta {
  const summary = definition.description?.en ?? definition.name.en
  const module = specialtyModule(definition)
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
    load: async () => ({ default: module }),
  })
}

const modules = new WeakMap<SpecialtyCalculator, CalculatorModule>()

/**
 * The heavy half: the same interface the registry calculators implement (inputs, parse, compute through the
 * headline, labels, kinds, the view), built from the definition. Cached per definition object.
 */
export function specialtyModule(definition: SpecialtyCalculator): CalculatorModule {
  const cached = modules.get(definition)
  if (cached) return cached
  const fields = specialtyFields(definition)
  const parseParams = (search: URLSearchParams) => parseSpecialtyParams(definition, search)
  const others = definition.inputs.filter((input) => !fields.some((field) => field.name === input.id))
  const module = defineCalculatorModule({
    Component: specialtyView(definition),
    queryNames: Object.fromEntries(definition.inputs.map((input) => [input.id, input.id])),
    inputSchema: {
      safeParse: (value: unknown) => {
        const search = new URLSearchParams()
        for (const [name, given] of Object.entries((value ?? {}) as Record<string, unknown>))
          search.set(name, String(given))
        return { success: Object.keys(parseParams(search).errors).length === 0 }
      },
    },
    defaults: specialtyDefaults(definition),
    parseParams,
    fields,
    text: { en: 'en', es: 'es' },
    messages: { translate: translateSpecialty },
    otherLabels: (lang) =>
      Object.fromEntries(others.map((input) => [input.id, input.label[lang as 'en' | 'es']])),
    headline: (search, lang) => {
      const { values, errors } = parseParams(search)
      if (Object.values(errors).some(Boolean)) return []
      return specialtyFigures(definition, values, lang) ?? []
    },
  })
  modules.set(definition, module)
  return module
}
