import type DecimalJs from 'decimal.js'
import { Decimal } from '~/calculators/money'
import { StepBudget } from './budget'
import type { DefinitionInput, ResultFormat, SpecialtyCalculator } from './definition-schema'
import { asFormulaError, fail, FormulaFailure, type FormulaError } from './errors'
import { evaluateExpression, type NameResolver } from './evaluate'
import { VISITOR_MESSAGE } from './limits'
import { parseFormula, type ParseResult } from './parser'
import { roundTo } from './rounding'
import { isScheduleName, scheduleTotals, type ScheduleName } from './schedule'

type D = DecimalJs

export type ResultOutcome =
  { ok: true; value: string } | { ok: false; error: FormulaError; message: typeof VISITOR_MESSAGE }

export interface InputProblem {
  input: string
  message: string
}

export type ComputeOutcome =
  | { ok: true; results: Record<string, ResultOutcome> }
  | { ok: false; problems: InputProblem[]; message: typeof VISITOR_MESSAGE }

/** Decimals of each format's answer, and how it is rounded (docs/formula-language.md, "Results"). */
export const FORMAT_ROUNDING: Record<ResultFormat, { places: number; mode: 'half-up' | 'up' }> = {
  currency: { places: 2, mode: 'half-up' },
  percent: { places: 2, mode: 'half-up' },
  number: { places: 2, mode: 'half-up' },
  months: { places: 0, mode: 'up' },
  years: { places: 1, mode: 'half-up' },
}

export function formatValue(value: D, format: ResultFormat): string {
  const { places, mode } = FORMAT_ROUNDING[format]
  const shown = format === 'percent' ? value.times(100) : value
  const rounded = roundTo(shown, places, mode)
  return (rounded.isZero() ? new Decimal(0) : rounded).toFixed(places)
}

/** Checks one visitor value against its input and converts it to what formulas read; a message if invalid. */
export function readInput(input: DefinitionInput, raw: number | undefined): D | string {
  const value = raw ?? input.default
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'must be a number'
  if (input.min !== undefined && value < input.min) return `must be at least ${input.min}`
  if (input.max !== undefined && value > input.max) return `must be at most ${input.max}`
  if (input.kind === 'integer' && !Number.isInteger(value)) return 'must be a whole number'
  if (input.kind === 'yesno' && value !== 0 && value !== 1) return 'must be 1 (yes) or 0 (no)'
  if (input.kind === 'choice' && !(input.options ?? []).some((option) => option.value === value)) {
    return 'must be one of the choices'
  }
  const decimal = new Decimal(value)
  if (input.kind === 'currency') return roundTo(decimal, 2)
  if (input.kind === 'percent') return decimal.div(100)
  return decimal
}

const parsedFormulas = new WeakMap<object, Map<string, ParseResult>>()

function parsedOf(definition: SpecialtyCalculator): Map<string, ParseResult> {
  let parsed = parsedFormulas.get(definition)
  if (!parsed) {
    parsed = new Map()
    for (const each of [...definition.computed, ...definition.results]) {
      parsed.set(each.id, parseFormula(each.formula))
    }
    parsedFormulas.set(definition, parsed)
  }
  return parsed
}

/** Computes every result for a visitor's values (missing ones take their default); never throws. */
export function computeDefinition(
  definition: SpecialtyCalculator,
  values: Readonly<Record<string, number | undefined>>,
): ComputeOutcome {
  const known = new Map<string, { value: D } | { error: FormulaError }>()
  const problems: InputProblem[] = []
  for (const input of definition.inputs) {
    const read = readInput(input, Object.hasOwn(values, input.id) ? values[input.id] : undefined)
    if (typeof read === 'string') problems.push({ input: input.id, message: `${input.label.en} ${read}.` })
    else known.set(input.id, { value: read })
  }
  if (problems.length > 0) return { ok: false, problems, message: VISITOR_MESSAGE }
  const resolve = resolver(definition, known, new StepBudget())
  const results: Record<string, ResultOutcome> = {}
  for (const result of definition.results) {
    try {
      results[result.id] = { ok: true, value: formatValue(resolve(result.id, 0), result.format) }
    } catch (error) {
      results[result.id] = { ok: false, error: asFormulaError(error), message: VISITOR_MESSAGE }
    }
  }
  return { ok: true, results }
}

function resolver(
  definition: SpecialtyCalculator,
  known: Map<string, { value: D } | { error: FormulaError }>,
  budget: StepBudget,
): NameResolver {
  const parsed = parsedOf(definition)
  const pending: string[] = []
  let schedule: Record<ScheduleName, D> | undefined
  const resolve: NameResolver = (written, position) => {
    const name = written.toLowerCase()
    const memo = known.get(name)
    if (memo) {
      if ('value' in memo) return memo.value
      throw new FormulaFailure(memo.error.code, memo.error.message)
    }
    if (pending.includes(name)) {
      fail(
        'cycle',
        `A cycle between computed values: ${[...pending.slice(pending.indexOf(name)), name].join(' → ')}.`,
      )
    }
    if (isScheduleName(name) && definition.schedule) {
      const { amount, rate, term } = definition.schedule
      schedule ??= scheduleTotals(resolve(amount, 0), resolve(rate, 0), resolve(term, 0), budget)
      return schedule[name]
    }
    const formula = parsed.get(name)
    if (!formula) fail('unknown-name', `Unknown name "${written}" at position ${position + 1}.`, position)
    pending.push(name)
    try {
      if (!formula.ok) throw new FormulaFailure(formula.error.code, formula.error.message)
      const value = evaluateExpression(formula.expression, resolve, budget)
      known.set(name, { value })
      return value
    } catch (error) {
      const inner = asFormulaError(error)
      const message = inner.message.startsWith('In "') ? inner.message : `In "${name}": ${inner.message}`
      const failure: FormulaError = { code: inner.code, message }
      if (failure.code !== 'too-many-steps' && failure.code !== 'cycle') known.set(name, { error: failure })
      throw new FormulaFailure(failure.code, failure.message)
    } finally {
      pending.pop()
    }
  }
  return resolve
}

/**
 * The values of some names (inputs or computed values) for a visitor's values, unrounded; a name without an
 * answer is left out. The schedule reads its amount, rate and term through it.
 */
export function computeNames(
  definition: SpecialtyCalculator,
  values: Readonly<Record<string, number | undefined>>,
  names: readonly string[],
): Record<string, D> {
  const known = new Map<string, { value: D } | { error: FormulaError }>()
  for (const input of definition.inputs) {
    const read = readInput(input, Object.hasOwn(values, input.id) ? values[input.id] : undefined)
    if (typeof read === 'string') return {}
    known.set(input.id, { value: read })
  }
  const resolve = resolver(definition, known, new StepBudget())
  const answers: Record<string, D> = {}
  for (const name of names) {
    try {
      answers[name] = resolve(name, 0)
    } catch {
      // Left out: the caller shows no schedule.
    }
  }
  return answers
}
