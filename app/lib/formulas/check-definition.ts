import { CONSTANTS } from './catalogue'
import { computeDefinition, readInput } from './compute-definition'
import { specialtyCalculatorSchema, type SpecialtyCalculator } from './definition-schema'
import { FORMULA_LIMITS } from './limits'
import { findCycle, namesIn } from './names'
import { parseFormula } from './parser'
import { isScheduleName, SCHEDULE_NAMES } from './schedule'
import { EMBED_PARAMS } from '~/calculators/kit/share-url'
import { Decimal } from '~/calculators/money'

export interface DefinitionProblem {
  /** Where in the document: "results.payment.formula", "examples[2]"… */
  where: string
  message: string
}

export type DefinitionCheck =
  | { ok: true; definition: SpecialtyCalculator; problems: [] }
  | { ok: false; definition: SpecialtyCalculator | undefined; problems: DefinitionProblem[] }

/**
 * Everything that must hold before a definition is published: the schema, every formula parses, every name
 * resolves, no cycle, and every worked example gives its expected results to the cent.
 */
export function checkDefinition(document: unknown): DefinitionCheck {
  const parsed = specialtyCalculatorSchema.safeParse(document)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => ({
      where: issue.path.map(String).join('.') || '(document)',
      message: issue.message,
    }))
    return { ok: false, definition: undefined, problems }
  }
  const definition = parsed.data
  const problems = [...structureProblems(definition), ...formulaProblems(definition)]
  if (problems.length === 0) problems.push(...exampleProblems(definition))
  return problems.length === 0 ? { ok: true, definition, problems: [] } : { ok: false, definition, problems }
}

function structureProblems(definition: SpecialtyCalculator): DefinitionProblem[] {
  const problems: DefinitionProblem[] = []
  const seen = new Set<string>()
  const ids = [
    ...definition.inputs.map((each) => ['inputs', each.id] as const),
    ...definition.computed.map((each) => ['computed', each.id] as const),
    ...definition.results.map((each) => ['results', each.id] as const),
  ]
  for (const [where, id] of ids) {
    if (seen.has(id)) problems.push({ where: `${where}.${id}`, message: `The id "${id}" is used twice.` })
    if (isScheduleName(id) || CONSTANTS.has(id.toUpperCase())) {
      problems.push({ where: `${where}.${id}`, message: `"${id}" is a reserved name.` })
    }
    seen.add(id)
  }
  if (definition.computed.length + definition.results.length > FORMULA_LIMITS.maxFormulas) {
    problems.push({ where: '(document)', message: `At most ${FORMULA_LIMITS.maxFormulas} formulas.` })
  }
  for (const input of definition.inputs) {
    const where = `inputs.${input.id}`
    if (EMBED_PARAMS.includes(input.id)) {
      const message = `"${input.id}" is a parameter of the embed's address (branding, scenarios, frame): choose another id.`
      problems.push({ where, message })
    }
    if (input.kind === 'choice' && !input.options)
      problems.push({ where, message: 'A choice needs options.' })
    if (input.kind !== 'choice' && input.options)
      problems.push({ where, message: 'Only a choice has options.' })
    if (input.min !== undefined && input.max !== undefined && input.min > input.max) {
      problems.push({ where, message: 'The minimum is above the maximum.' })
    }
    if (input.kind !== 'choice' || input.options) {
      const read = readInput(input, input.default)
      if (typeof read === 'string')
        problems.push({ where: `${where}.default`, message: `The default ${read}.` })
    }
  }
  for (const key of ['amount', 'rate', 'term'] as const) {
    const name = definition.schedule?.[key]
    if (name !== undefined && !seen.has(name)) {
      problems.push({ where: `schedule.${key}`, message: `Unknown name "${name}".` })
    }
  }
  return problems
}

function formulaProblems(definition: SpecialtyCalculator): DefinitionProblem[] {
  const problems: DefinitionProblem[] = []
  const known = new Set([
    ...definition.inputs.map((each) => each.id),
    ...definition.computed.map((each) => each.id),
    ...definition.results.map((each) => each.id),
    ...(definition.schedule ? SCHEDULE_NAMES : []),
  ])
  const dependencies = new Map<string, Set<string>>()
  const formulas = [
    ...definition.computed.map((each) => ['computed', each] as const),
    ...definition.results.map((each) => ['results', each] as const),
  ]
  for (const [group, { id, formula }] of formulas) {
    const where = `${group}.${id}.formula`
    const parsed = parseFormula(formula)
    if (!parsed.ok) {
      problems.push({ where, message: parsed.error.message })
      continue
    }
    const names = namesIn(parsed.expression)
    for (const name of names) {
      if (!known.has(name)) problems.push({ where, message: `Unknown name "${name}".` })
    }
    dependencies.set(id, names)
  }
  if (definition.schedule) {
    const { amount, rate, term } = definition.schedule
    for (const name of SCHEDULE_NAMES) dependencies.set(name, new Set([amount, rate, term]))
  }
  const cycle = findCycle(dependencies)
  if (cycle) {
    problems.push({
      where: `computed.${cycle[0]}`,
      message: `A cycle between computed values: ${cycle.join(' → ')}.`,
    })
  }
  return problems
}

function exampleProblems(definition: SpecialtyCalculator): DefinitionProblem[] {
  const problems: DefinitionProblem[] = []
  const results = new Map(definition.results.map((each) => [each.id, each]))
  const inputs = new Set(definition.inputs.map((each) => each.id))
  definition.examples.forEach((example, index) => {
    const where = `examples[${index}]`
    for (const id of Object.keys(example.inputs)) {
      if (!inputs.has(id)) problems.push({ where, message: `"${id}" is not an input.` })
    }
    const outcome = computeDefinition(definition, example.inputs)
    if (!outcome.ok) {
      for (const problem of outcome.problems) problems.push({ where, message: problem.message })
      return
    }
    for (const [id, expected] of Object.entries(example.expected)) {
      const got = results.has(id) ? outcome.results[id] : undefined
      if (!got) {
        problems.push({ where, message: `"${id}" is not a result.` })
      } else if (!got.ok) {
        problems.push({
          where,
          message: `${id}: ${got.error.message} (expected ${expected}; ${example.source}).`,
        })
      } else if (!new Decimal(got.value).eq(expected)) {
        problems.push({ where, message: `${id} is ${got.value}, expected ${expected} (${example.source}).` })
      }
    }
  })
  return problems
}
