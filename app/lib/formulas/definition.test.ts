import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { checkDefinition } from './check-definition'
import { computeDefinition } from './compute-definition'
import { specialtyCalculatorJsonSchema, type SpecialtyCalculatorDocument } from './definition-schema'
import { VISITOR_MESSAGE } from './limits'

function minimal(overrides: Partial<SpecialtyCalculatorDocument> = {}): SpecialtyCalculatorDocument {
  return {
    id: 'skip_a_payment',
    name: { en: 'Skip a payment', es: 'Saltar un pago' },
    inputs: [
      { id: 'balance', label: { en: 'Balance', es: 'Saldo' }, kind: 'currency', min: 0, default: 10000 },
      { id: 'rate', label: { en: 'Rate', es: 'Tasa' }, kind: 'percent', min: 0, max: 100, default: 6 },
    ],
    computed: [{ id: 'monthly_interest', formula: 'balance * rate / 12' }],
    results: [
      {
        id: 'cost',
        label: { en: 'Cost of skipping', es: 'Costo de saltar' },
        formula: 'monthly_interest',
        format: 'currency',
        headline: true,
      },
    ],
    examples: [
      { inputs: { balance: 10000, rate: 6 }, expected: { cost: 50 }, source: 'By hand: 10,000 × 6% ÷ 12' },
    ],
    ...overrides,
  }
}

function problems(document: unknown): string[] {
  return checkDefinition(document).problems.map((problem) => `${problem.where}: ${problem.message}`)
}

describe('checking a definition', () => {
  test('a sound definition has no problems', () => {
    expect(problems(minimal())).toEqual([])
  })

  test('schema problems name the field', () => {
    expect(problems({ ...minimal(), inputs: [{ id: 'Bad Id', kind: 'money' }] })).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^inputs\.0\.id: /),
        expect.stringMatching(/^inputs\.0\.kind: /),
      ]),
    )
  })

  test('a formula that does not parse, an unknown name and a duplicate id', () => {
    const document = minimal({
      computed: [
        { id: 'monthly_interest', formula: 'balance * rate / ' },
        { id: 'balance', formula: 'balanse * 2' },
      ],
    })
    expect(problems(document)).toEqual([
      'computed.balance: The id "balance" is used twice.',
      'computed.monthly_interest.formula: Unexpected end of formula at position 18.',
      'computed.balance.formula: Unknown name "balanse".',
    ])
  })

  test('a cycle between computed values names them', () => {
    const document = minimal({
      computed: [
        { id: 'monthly_interest', formula: 'fee + 1' },
        { id: 'fee', formula: 'monthly_interest * 2' },
      ],
    })
    expect(problems(document)).toEqual([
      'computed.monthly_interest: A cycle between computed values: monthly_interest → fee → monthly_interest.',
    ])
  })

  test('a worked example that does not give its expected result to the cent', () => {
    const document = minimal({
      examples: [{ inputs: { balance: 10000, rate: 6 }, expected: { cost: 50.01 }, source: 'A typo' }],
    })
    expect(problems(document)).toEqual(['examples[0]: cost is 50.00, expected 50.01 (A typo).'])
  })

  test('choices need options and defaults must be valid', () => {
    const document = minimal({
      inputs: [
        { id: 'balance', label: { en: 'Balance', es: 'Saldo' }, kind: 'currency', min: 0, default: -1 },
        { id: 'rate', label: { en: 'Rate', es: 'Tasa' }, kind: 'choice', default: 1 },
      ],
    })
    expect(problems(document)).toEqual([
      'inputs.balance.default: The default must be at least 0.',
      'inputs.rate: A choice needs options.',
    ])
  })

  test('an input may not take a name the embed reads for itself: the share link and scenarios would lose it', () => {
    const named = (id: string) =>
      minimal({
        inputs: [
          { id, label: { en: 'Balance', es: 'Saldo' }, kind: 'currency', min: 0, default: 10000 },
          { id: 'rate', label: { en: 'Rate', es: 'Tasa' }, kind: 'percent', min: 0, max: 100, default: 6 },
        ],
        computed: [{ id: 'monthly_interest', formula: `${id} * rate / 12` }],
        examples: [{ inputs: { [id]: 10000, rate: 6 }, expected: { cost: 50 }, source: 'By hand' }],
      })
    for (const id of ['lang', 'color', 'height', 'page', 'scenario'])
      expect(problems(named(id))).toEqual([
        `inputs.${id}: "${id}" is a parameter of the embed's address (branding, scenarios, frame): choose another id.`,
      ])
    // A computed value or a result is never in the address.
    const result = { ...minimal().results[0]!, formula: 'page' }
    expect(
      problems(minimal({ computed: [{ id: 'page', formula: 'balance * rate / 12' }], results: [result] })),
    ).toEqual([])
  })

  test('the three rebuilt registry calculators check, worked examples included', () => {
    for (const file of ['loan.json', 'cd.json', 'savings-goal.json']) {
      const document: unknown = JSON.parse(
        readFileSync(new URL(`./examples/${file}`, import.meta.url), 'utf8'),
      )
      expect(problems(document)).toEqual([])
    }
  })
})

describe('computing a definition', () => {
  const definition = checkDefinition(minimal()).definition!

  test('results are rounded as their format says; missing inputs take their default', () => {
    // 1,234.567 is taken as 1,234.57 (a currency input is rounded to the cent): × 6% ÷ 12 = 6.17285.
    expect(computeDefinition(definition, { balance: 1234.567 })).toEqual({
      ok: true,
      results: { cost: { ok: true, value: '6.17' } },
    })
  })

  test('an input out of range is a problem for the builder and "cannot compute" for the visitor', () => {
    expect(computeDefinition(definition, { rate: 101 })).toEqual({
      ok: false,
      problems: [{ input: 'rate', message: 'Rate must be at most 100.' }],
      message: VISITOR_MESSAGE,
    })
  })

  test('a result without an answer for these inputs says so and the others still compute', () => {
    const document = minimal({
      results: [
        { id: 'cost', label: { en: 'Cost', es: 'Costo' }, formula: 'monthly_interest', format: 'currency' },
        { id: 'months', label: { en: 'Months', es: 'Meses' }, formula: '100 / rate', format: 'months' },
      ],
      examples: [],
    })
    const outcome = computeDefinition(checkDefinition(document).definition!, { rate: 0 })
    expect(outcome).toEqual({
      ok: true,
      results: {
        cost: { ok: true, value: '0.00' },
        months: {
          ok: false,
          error: { code: 'division-by-zero', message: 'In "months": Division by zero at position 5.' },
          message: 'cannot compute these inputs',
        },
      },
    })
  })
})

describe('docs/formula-language.md', () => {
  test('its whole example checks, worked example included', () => {
    const text = readFileSync(new URL('../../../docs/formula-language.md', import.meta.url), 'utf8')
    const example = /```json\n([\s\S]*?)\n```/.exec(text)?.[1]
    expect(problems(JSON.parse(example ?? 'null'))).toEqual([])
  })
})

describe('the published JSON Schema', () => {
  test('docs/specialty-calculator.schema.json is the one the zod schema generates (npm run schema:specialty)', () => {
    const committed: unknown = JSON.parse(
      readFileSync(new URL('../../../docs/specialty-calculator.schema.json', import.meta.url), 'utf8'),
    )
    expect(committed).toEqual(specialtyCalculatorJsonSchema())
  })
})
