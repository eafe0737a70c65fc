import type DecimalJs from 'decimal.js'
import { Decimal, ONE, ZERO, type DecimalInput } from '~/calculators/money'
import { StepBudget } from './budget'
import { asFormulaError, fail, type FormulaError } from './errors'
import { callFunction } from './functions'
import { parseFormula, type BinaryOperator, type Expression } from './parser'

type D = DecimalJs

/** No intermediate value may reach 10^60: far beyond any amount, and it keeps every power cheap. */
const MAX_EXPONENT = 60

export type EvaluationResult = { ok: true; value: D } | { ok: false; error: FormulaError }

/** Looks a name up; throws a FormulaFailure (unknown name, or the failure of the value it names). */
export type NameResolver = (name: string, position: number) => D

function bounded(value: D): D {
  if (!value.isFinite()) fail('no-finite-result', 'These inputs have no finite result.')
  if (!value.isZero() && value.e >= MAX_EXPONENT) {
    fail('no-finite-result', `A value reaches 10^${MAX_EXPONENT}; no amount is that large.`)
  }
  return value
}

function power(base: D, exponent: D, position: number): D {
  if (base.isZero() && exponent.isNeg())
    fail('division-by-zero', `Division by zero: 0 to a negative power at position ${position + 1}.`)
  if (!base.isZero()) {
    // Decimal digits of the result, estimated before computing it: a huge power is refused, a tiny one is fine.
    const digits = exponent.toNumber() * Math.log10(Math.abs(base.toNumber()) || 1e-300)
    if (digits > 4 * MAX_EXPONENT)
      fail('no-finite-result', `A value reaches 10^${MAX_EXPONENT}; no amount is that large.`)
  }
  return base.pow(exponent)
}

function binary(operator: BinaryOperator, left: D, right: D, position: number): D {
  switch (operator) {
    case '+':
      return left.plus(right)
    case '-':
      return left.minus(right)
    case '*':
      return left.times(right)
    case '/':
      if (right.isZero()) fail('division-by-zero', `Division by zero at position ${position + 1}.`)
      return left.div(right)
    case '^':
      return power(left, right, position)
    case '=':
      return left.eq(right) ? ONE : ZERO
    case '<>':
      return left.eq(right) ? ZERO : ONE
    case '<':
      return left.lt(right) ? ONE : ZERO
    case '<=':
      return left.lte(right) ? ONE : ZERO
    case '>':
      return left.gt(right) ? ONE : ZERO
    case '>=':
      return left.gte(right) ? ONE : ZERO
  }
}

/** Evaluates a parsed expression; throws FormulaFailure (callers turn it into a value, see evaluateFormula). */
export function evaluateExpression(expression: Expression, resolve: NameResolver, budget: StepBudget): D {
  budget.spend()
  switch (expression.type) {
    case 'number':
      return bounded(new Decimal(expression.value))
    case 'name':
      return resolve(expression.name, expression.position)
    case 'negate':
      return evaluateExpression(expression.operand, resolve, budget).neg()
    case 'percent':
      return evaluateExpression(expression.operand, resolve, budget).div(100)
    case 'binary': {
      const left = evaluateExpression(expression.left, resolve, budget)
      const right = evaluateExpression(expression.right, resolve, budget)
      return bounded(binary(expression.operator, left, right, expression.position))
    }
    case 'call': {
      const args = expression.args.map(
        (argument) => () =>
          argument.type === 'omitted' ? undefined : evaluateExpression(argument, resolve, budget),
      )
      return bounded(callFunction(expression.name, args, budget))
    }
    case 'omitted':
      return fail('parse', 'An empty argument stands only inside a function call.')
  }
}

/** Parses and evaluates one formula over named values (names match without regard to case); never throws. */
export function evaluateFormula(
  formula: string,
  values: Readonly<Record<string, DecimalInput>> = {},
  budget: StepBudget = new StepBudget(),
): EvaluationResult {
  const parsed = parseFormula(formula)
  if (!parsed.ok) return parsed
  const known = new Map<string, D>()
  for (const [name, value] of Object.entries(values)) known.set(name.toLowerCase(), new Decimal(value))
  const resolve: NameResolver = (name, position) => {
    const value = known.get(name.toLowerCase())
    if (value === undefined)
      fail('unknown-name', `Unknown name "${name}" at position ${position + 1}.`, position)
    return value
  }
  try {
    return { ok: true, value: evaluateExpression(parsed.expression, resolve, budget) }
  } catch (error) {
    return { ok: false, error: asFormulaError(error) }
  }
}
