import { describe, expect, it } from 'vitest'
import { checkDefinition } from '~/lib/formulas/check-definition'
import { computeDefinition } from '~/lib/formulas/compute-definition'
import type { SpecialtyCalculator } from '~/lib/formulas/definition-schema'
import { fromDocument, nameFromLabel, toDocument, type BuilderState } from './builder-model'
import { helocState } from '../../../tests/support/heloc-builder'
import { builderProblems, placeLabel } from './builder-problems'
import {
  addExample,
  addInput,
  addResult,
  editAt,
  fillPlaceholder,
  removeInput,
  removeResult,
} from './builder-edits'
import { exampleOutcomes } from './example-outcomes'
import { STARTERS } from './starters'

const problemsOf = (state: BuilderState) =>
  builderProblems(state).map((each) => `${placeLabel(each.place)}: ${each.message}`)

describe('the builder model', () => {
  it('derives names formulas can use from labels, never asking for an id', () => {
    expect(nameFromLabel('Draw amount ($)')).toBe('draw_amount')
    expect(nameFromLabel('Tasa de interés')).toBe('tasa_de_interes')
    expect(nameFromLabel('30-year rate')).toBe('n_30_year_rate')
    expect(nameFromLabel('  ')).toBe('')
  })

  it.each(Object.entries(STARTERS))(
    'turns the %s starter into builder parts and back unchanged',
    (_, starter) => {
      const before = checkDefinition(starter.document).definition
      const after = checkDefinition(toDocument(fromDocument(starter.document as never))).definition
      expect(before).toBeDefined()
      expect(after).toEqual(before)
    },
  )

  it('builds the HELOC calculator with both worked examples passing and no problem', () => {
    const state = helocState()
    expect(problemsOf(state)).toEqual([])
    const check = checkDefinition(toDocument(state))
    expect(check.problems).toEqual([])
    expect(exampleOutcomes(check.definition!).map((each) => each.pass)).toEqual([true, true])
    // Spanish left empty reads as the English text (the schema wants both).
    expect(check.definition!.inputs[0]!.label).toEqual({ en: 'Amount drawn', es: 'Amount drawn' })
  })
})

describe('the problems, in plain words at their place', () => {
  const withFormula = (line: number, formula: string) => {
    const state = helocState()
    state.formulas[line]!.formula = formula
    return problemsOf(state)
  }

  it('an unknown name, with the name it most likely meant', () => {
    expect(withFormula(0, 'ROUND(Amount_drawn * rat / 12, 2)')).toEqual([
      'Formula line 1, column 22: `rat` is not an input or a formula; did you mean `rate`?',
    ])
    expect(withFormula(0, 'ROUND(Amount_drwn * Rate / 12, 2)')[0]).toContain('did you mean `amount_drawn`?')
    expect(withFormula(0, 'ROUND(zzz * Rate / 12, 2)')).toEqual([
      'Formula line 1, column 7: `zzz` is not an input or a formula.',
    ])
  })

  it('an unknown function, with the function it most likely meant', () => {
    expect(withFormula(1, 'ROUND(-PMTT(Rate / 12, 240, Amount_drawn), 2)')).toEqual([
      'Formula line 2, column 8: `PMTT` is not a function; did you mean `PMT`?',
    ])
  })

  it('a syntax error at its column', () => {
    expect(withFormula(0, 'Amount_drawn * (Rate / 12')).toEqual([
      'Formula line 1, column 26: Missing ")" for the "(" at column 16.',
    ])
    expect(withFormula(0, 'Amount_drawn * * Rate')).toEqual(['Formula line 1, column 16: Unexpected "*".'])
  })

  it('a cycle, naming the chain', () => {
    const state = helocState()
    state.formulas[0]!.formula = 'repayment_payment + 1'
    state.formulas[1]!.formula = 'draw_payment * 2'
    expect(problemsOf(state)).toEqual([
      'Formula line 1: These formulas use each other in a circle: draw_payment → repayment_payment → draw_payment. One of them must be worked out without the others.',
    ])
  })

  it('a division by zero in an example, naming the example and the result', () => {
    const state = helocState()
    state.formulas[0]!.formula = 'ROUND(Amount_drawn / Draw_years, 2)'
    state.examples[1]!.inputs[2] = '0'
    state.examples[0]!.expected[0] = '5000.00'
    expect(problemsOf(state)).toEqual([
      'Example 2: “Monthly payment while drawing” divides by zero with these inputs.',
    ])
  })

  it('an example outside an input’s range', () => {
    const state = helocState()
    state.examples[0]!.inputs[0] = '2000000'
    expect(problemsOf(state)).toEqual(['Example 1: Amount drawn must be at most 1000000.'])
  })

  it('a missing headline, a missing label, a duplicate and a reserved name', () => {
    const state = helocState()
    state.results[0]!.headline = false
    expect(problemsOf(state)).toEqual([
      'Results: Choose which result is the headline (the large figure visitors see first).',
    ])
    state.results[0]!.headline = true
    state.inputs[1]!.label.en = 'Amount drawn'
    expect(problemsOf(state)[0]).toBe(
      'Input 2: `amount_drawn` is already the name of input 1: choose another name.',
    )
    state.inputs[1]!.label.en = ''
    expect(problemsOf(state)).toContain('Input 2: Give input 2 a label.')
    state.inputs[1]!.label.en = 'True'
    expect(problemsOf(state)[0]).toBe(
      'Input 2: `true` is a word the formulas keep for themselves: choose another name.',
    )
  })

  it('a default outside its own range, and an example without a source', () => {
    const state = helocState()
    state.inputs[1]!.default = '45'
    expect(problemsOf(state)).toEqual(['Input 2: The default of “Rate” must be at most 30.'])
    state.inputs[1]!.default = '8.5'
    state.examples[0]!.source = ''
    expect(problemsOf(state)).toEqual([
      'Example 1: Say where the expected figures come from (a rate sheet, a spreadsheet…).',
    ])
  })
})

describe('one engine in two places', () => {
  it.each(Object.entries(STARTERS))(
    'the %s starter’s worked examples give the same figures in the browser path and the server path',
    (_, starter) => {
      const server = checkDefinition(starter.document).definition!
      const browser = toDocument(fromDocument(starter.document as never)) as SpecialtyCalculator
      expect(server.examples.length).toBeGreaterThan(0)
      for (const example of server.examples) {
        const a = computeDefinition(server, example.inputs)
        const b = computeDefinition(browser, example.inputs)
        expect(b).toEqual(a)
      }
      const byResult = (outcomes: ReturnType<typeof exampleOutcomes>) =>
        outcomes.map((each) => ({
          ...each,
          lines: [...each.lines].sort((a, b) => a.result.localeCompare(b.result)),
        }))
      expect(byResult(exampleOutcomes(browser))).toEqual(byResult(exampleOutcomes(server)))
      expect(exampleOutcomes(browser).every((each) => each.pass)).toBe(true)
    },
  )
})

describe('list edits keep the worked examples in step', () => {
  it('adding or removing an input or a result adds or removes that value of every example', () => {
    const state = helocState()
    const fewer = removeInput(state, 1)
    expect(fewer.examples.map((example) => example.inputs)).toEqual([
      ['50000', '10', '20'],
      ['100000', '10', '15'],
    ])
    expect(addInput(fewer).examples[0]!.inputs).toEqual(['50000', '10', '20', ''])
    const oneResult = removeResult(state, 0)
    expect(oneResult.examples.map((example) => example.expected)).toEqual([['433.91'], ['843.86']])
    expect(addResult(oneResult, 'draw_payment').examples[1]!.expected).toEqual(['843.86', ''])
    expect(addExample(state).examples[2]).toEqual({
      inputs: ['50000', '8.5', '10', '20'],
      expected: ['', ''],
      source: '',
    })
  })

  it('edits one item of a list and leaves the others and the other lists as they were', () => {
    const state = helocState()
    const label = { en: 'After the draw', es: 'Después del período de disposición' }
    const edited = editAt(state, 'results', 1, (result) => ({ ...result, label }))
    expect(edited.results.map((result) => result.label)).toEqual([state.results[0]!.label, label])
    expect(edited.results[0]).toBe(state.results[0])
    expect(edited.inputs).toBe(state.inputs)
    expect(state.results[1]!.label).not.toEqual(label)
  })
})

describe('the first part’s description and disclosure (decision 0094)', () => {
  it('puts the description, the results that fill the disclosure and the loan kind in the document, and reads them back', () => {
    let state = helocState()
    state.description = { en: 'Payments while you draw and after.', es: '' }
    state = fillPlaceholder(state, '{payment}', 0)
    state.creditProduct = 'heloc'
    expect(problemsOf(state)).toEqual([])
    const check = checkDefinition(toDocument(state))
    expect(check.problems).toEqual([])
    const definition = check.definition!
    // Spanish left empty reads as the English text, as a name does.
    expect(definition.description).toEqual({
      en: 'Payments while you draw and after.',
      es: 'Payments while you draw and after.',
    })
    expect(definition.results.map((result) => result.disclosure)).toEqual(['{payment}', undefined])
    expect(definition.creditProduct).toBe('heloc')
    const back = fromDocument(toDocument(state))
    expect([back.creditProduct, back.results[0]!.disclosure, back.extra]).toEqual([
      'heloc',
      '{payment}',
      undefined,
    ])
    // None chosen: the document says nothing of them.
    const plain = toDocument(helocState())
    expect(['description', 'creditProduct'].filter((key) => key in plain)).toEqual([])
  })

  it('lets one result fill one placeholder, and each placeholder be filled by one result', () => {
    let state = fillPlaceholder(helocState(), '{payment}', 0)
    state = fillPlaceholder(state, '{payment}', 1)
    expect(state.results.map((result) => result.disclosure)).toEqual(['', '{payment}'])
    state = fillPlaceholder(state, '{apr}', 1)
    expect(state.results.map((result) => result.disclosure)).toEqual(['', '{apr}'])
    state = fillPlaceholder(state, '{apr}', null)
    expect(state.results.map((result) => result.disclosure)).toEqual(['', ''])
  })

  it('asks for the English description when only the Spanish one is written', () => {
    const state = helocState()
    state.description = { en: '', es: 'Pagos durante la disposición y después.' }
    expect(problemsOf(state)).toEqual([
      'Calculator: Write the description in English too; without it the Spanish one is not kept.',
    ])
  })
})
