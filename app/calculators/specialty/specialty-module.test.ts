import { describe, expect, it } from 'vitest'
import { computeDefinition } from '~/lib/formulas/compute-definition'
import { specialtyCalculatorSchema } from '~/lib/formulas/definition-schema'
import loanJson from '~/lib/formulas/examples/loan.json'
import { isResolvable, registerSpecialty, resolveMeta, resolveModule, revisionType } from '../resolve'
import { formatResult } from '~/lib/specialty/format-result'

const definition = specialtyCalculatorSchema.parse({ ...loanJson, id: 'module_test_loan' })

describe('a specialty version through the one registry', () => {
  const type = registerSpecialty({ slug: definition.id, number: 1, definition })

  it('resolves like a registry calculator: title, disclosure set, engine version = the version', async () => {
    expect(type).toBe('specialty:module_test_loan@1')
    expect(isResolvable(type)).toBe(true)
    expect(isResolvable('specialty:module_test_loan@2')).toBe(false)
    const meta = resolveMeta(type)
    expect(meta.title).toEqual(definition.name)
    expect(meta.engineVersion).toBe(1)
    const module = await resolveModule(type)
    expect(Object.values(module.queryNames)).toEqual(definition.inputs.map((input) => input.id))
  })

  it('a payment result takes the installment wording unless the definition names its credit product', () => {
    expect(resolveMeta(type).disclosure.set).toBe('installment')
    const heloc = specialtyCalculatorSchema.parse({
      ...loanJson,
      id: 'module_test_heloc',
      creditProduct: 'heloc',
    })
    expect(
      resolveMeta(registerSpecialty({ slug: heloc.id, number: 1, definition: heloc })).disclosure.set,
    ).toBe('heloc')
  })

  it('its headline is the definition computed, for the worked example', async () => {
    const { headline } = await resolveModule(type)
    const example = definition.examples[0]!
    const search = new URLSearchParams(
      Object.entries(example.inputs).map(([name, value]) => [name, String(value)]),
    )
    const figures = headline(search, 'en', '2026-11-27')
    const outcome = computeDefinition(definition, example.inputs)
    if (!outcome.ok) throw new Error('example inputs refused')
    expect(figures.map((figure) => figure.value)).toEqual(
      definition.results.map((result) => {
        const answer = outcome.results[result.id]!
        return answer.ok ? formatResult(answer.value, result.format, 'en') : ''
      }),
    )
  })

  it('refused inputs give no figures and a field message, never a throw', async () => {
    const module = await resolveModule(type)
    const first = definition.inputs[0]!
    const search = new URLSearchParams({ [first.id]: 'abc' })
    expect(module.headline(search, 'en', '2026-11-27')).toEqual([])
    expect(module.translate(module.parseParams(search).errors[first.id] ?? '')).toBe('Enter a number.')
  })

  it('a workspace revision pins its version in the type', () => {
    expect(revisionType('specialty:module_test_loan', 3)).toBe('specialty:module_test_loan@3')
    expect(revisionType('loan', null)).toBe('loan')
  })
})
