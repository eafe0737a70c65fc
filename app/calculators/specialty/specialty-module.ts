import { defineCalculatorModule, type CalculatorModule } from '../kit/define'
import type { SpecialtyCalculator } from '~/lib/formulas/definition-schema'
import {
  parseSpecialtyParams,
  specialtyDefaults,
  specialtyFields,
  specialtyFigures,
  translateSpecialty,
} from './params'
import { specialtyView } from './specialty-calculator'

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
