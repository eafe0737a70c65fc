import type DecimalJs from 'decimal.js'
import { ZERO } from '~/calculators/money'
import type { StepBudget } from './budget'
import { balance, depositForGoal, periodsToGoal } from './cent-rounded'
import { fail } from './errors'
import * as finance from './finance'
import { roundTo, type RoundingMode } from './rounding'

type D = DecimalJs

/** An argument evaluated only when the function asks for it (IF evaluates one branch); undefined if omitted. */
export type Argument = () => D | undefined

type Implementation = (args: Argument[], budget: StepBudget) => D

function required(name: string, args: Argument[], index: number): D {
  const value = args[index]?.()
  if (value === undefined) fail('argument-count', `${name}: argument ${index + 1} must not be empty.`)
  return value
}

function optional(args: Argument[], index: number): D | undefined {
  return args[index]?.()
}

function requiredAll(name: string, args: Argument[], count: number): D[] {
  return Array.from({ length: count }, (_, index) => required(name, args, index))
}

function rounding(name: string, mode: RoundingMode): Implementation {
  return (args) => {
    const [value, places] = requiredAll(name, args, 2) as [D, D]
    const digits = places.trunc()
    if (digits.abs().gt(30))
      fail('invalid-argument', `${name}: the number of digits must be between -30 and 30.`)
    return roundTo(value, digits.toNumber(), mode)
  }
}

function extreme(name: string, pick: (a: D, b: D) => D): Implementation {
  return (args) => {
    let best = required(name, args, 0)
    for (let index = 1; index < args.length; index++) best = pick(best, required(name, args, index))
    return best
  }
}

const IMPLEMENTATIONS: ReadonlyMap<string, Implementation> = new Map<string, Implementation>([
  [
    'IF',
    (args) => {
      const condition = required('IF', args, 0)
      if (!condition.isZero()) return required('IF', args, 1)
      return optional(args, 2) ?? ZERO
    },
  ],
  ['MIN', extreme('MIN', (a, b) => (b.lt(a) ? b : a))],
  ['MAX', extreme('MAX', (a, b) => (b.gt(a) ? b : a))],
  ['ABS', (args) => required('ABS', args, 0).abs()],
  ['ROUND', rounding('ROUND', 'half-up')],
  ['ROUNDUP', rounding('ROUNDUP', 'up')],
  ['ROUNDDOWN', rounding('ROUNDDOWN', 'down')],
  [
    'PMT',
    (args) => {
      const [rate, nper, pv] = requiredAll('PMT', args, 3) as [D, D, D]
      return finance.pmt(rate, nper, pv, optional(args, 3), optional(args, 4))
    },
  ],
  [
    'PV',
    (args) => {
      const [rate, nper, payment] = requiredAll('PV', args, 3) as [D, D, D]
      return finance.pv(rate, nper, payment, optional(args, 3), optional(args, 4))
    },
  ],
  [
    'FV',
    (args) => {
      const [rate, nper, payment] = requiredAll('FV', args, 3) as [D, D, D]
      return finance.fv(rate, nper, payment, optional(args, 3), optional(args, 4))
    },
  ],
  [
    'NPER',
    (args) => {
      const [rate, payment, pv] = requiredAll('NPER', args, 3) as [D, D, D]
      return finance.nper(rate, payment, pv, optional(args, 3), optional(args, 4))
    },
  ],
  [
    'RATE',
    (args, budget) => {
      const [nper, payment, pv] = requiredAll('RATE', args, 3) as [D, D, D]
      const guess = optional(args, 5)
      return finance.rate(nper, payment, pv, optional(args, 3), optional(args, 4), guess, budget)
    },
  ],
  ['EFFECT', (args) => finance.effect(...(requiredAll('EFFECT', args, 2) as [D, D]))],
  ['NOMINAL', (args) => finance.nominal(...(requiredAll('NOMINAL', args, 2) as [D, D]))],
  ['BALANCE', (args, budget) => balance(...(requiredAll('BALANCE', args, 4) as [D, D, D, D]), budget)],
  [
    'PERIODSTOGOAL',
    (args, budget) => periodsToGoal(...(requiredAll('PERIODSTOGOAL', args, 4) as [D, D, D, D]), budget),
  ],
  [
    'DEPOSITFORGOAL',
    (args, budget) => depositForGoal(...(requiredAll('DEPOSITFORGOAL', args, 4) as [D, D, D, D]), budget),
  ],
])

export function callFunction(name: string, args: Argument[], budget: StepBudget): D {
  const implementation = IMPLEMENTATIONS.get(name)
  if (implementation === undefined) fail('unknown-function', `Unknown function "${name}".`)
  return implementation(args, budget)
}

/** Each function's call and what it gives, as the builder shows it beside the formula being typed. */
export const FUNCTION_HELP: Readonly<Record<string, string>> = {
  IF: 'IF(condition, then, else): then when the condition is not 0, else the else value (0 if left out).',
  MIN: 'MIN(a, b, …): the smallest of the values.',
  MAX: 'MAX(a, b, …): the largest of the values.',
  ABS: 'ABS(value): the value without its sign.',
  ROUND: 'ROUND(value, digits): rounded half-up to that many decimals (2: to the cent).',
  ROUNDUP: 'ROUNDUP(value, digits): rounded away from zero to that many decimals.',
  ROUNDDOWN: 'ROUNDDOWN(value, digits): rounded toward zero to that many decimals.',
  PMT: 'PMT(rate, periods, amount, [future value], [type]): the level payment per period, negative as in Excel (write -PMT for a payment).',
  PV: 'PV(rate, periods, payment, [future value], [type]): what a series of payments is worth today.',
  FV: 'FV(rate, periods, payment, [present value], [type]): what a series of payments is worth at the end.',
  NPER: 'NPER(rate, payment, present value, [future value], [type]): the number of periods.',
  RATE: 'RATE(periods, payment, present value, [future value], [type], [guess]): the rate per period.',
  EFFECT: 'EFFECT(nominal rate, periods a year): the effective annual rate.',
  NOMINAL: 'NOMINAL(effective rate, periods a year): the nominal annual rate.',
  BALANCE:
    'BALANCE(rate, periods, deposit, start): the savings balance after that many periods, interest to the cent.',
  PERIODSTOGOAL: 'PERIODSTOGOAL(rate, deposit, start, goal): the deposits needed to reach the goal.',
  DEPOSITFORGOAL: 'DEPOSITFORGOAL(rate, periods, start, goal): the deposit per period that reaches the goal.',
}
