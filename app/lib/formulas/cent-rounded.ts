import type DecimalJs from 'decimal.js'
import { Decimal, ZERO } from '~/calculators/money'
import type { StepBudget } from './budget'
import { fail } from './errors'
import { FORMULA_LIMITS } from './limits'
import { roundToCents } from './rounding'

// The savings convention of the registry's savings-goal calculator, which no closed form reproduces to the
// cent: each period the interest on the balance is rounded half-up to the cent, then the deposit is added at
// the period's end. Amounts are positive here (no sign convention) and rounded to the cent first.

type D = DecimalJs

function wholePeriods(value: D, name: string): number {
  if (!value.isInteger() || value.isNeg() || value.gt(FORMULA_LIMITS.maxPeriods)) {
    fail(
      'invalid-argument',
      `${name}: the number of periods must be a whole number from 0 to ${FORMULA_LIMITS.maxPeriods}.`,
    )
  }
  return value.toNumber()
}

function checkAmounts(name: string, rate: D, ...amounts: D[]): void {
  if (rate.isNeg()) fail('invalid-argument', `${name}: the rate must not be negative.`)
  if (amounts.some((amount) => amount.isNeg()))
    fail('invalid-argument', `${name}: amounts must not be negative.`)
}

function rollForward(rate: D, periods: number, deposit: D, start: D, budget: StepBudget): D {
  budget.spend(periods)
  let balance = start
  for (let period = 0; period < periods; period++) {
    balance = balance.plus(roundToCents(balance.times(rate))).plus(deposit)
  }
  return balance
}

/** BALANCE(rate, nper, deposit, start): the balance after `nper` periods. */
export function balance(rate: D, nper: D, deposit: D, start: D, budget: StepBudget): D {
  checkAmounts('BALANCE', rate, deposit, start)
  return rollForward(rate, wholePeriods(nper, 'BALANCE'), roundToCents(deposit), roundToCents(start), budget)
}

/** PERIODSTOGOAL(rate, deposit, start, goal): periods until the balance first reaches `goal` (0 if it has). */
export function periodsToGoal(rate: D, deposit: D, start: D, goal: D, budget: StepBudget): D {
  checkAmounts('PERIODSTOGOAL', rate, deposit, start, goal)
  const target = roundToCents(goal)
  const each = roundToCents(deposit)
  let current = roundToCents(start)
  let periods = 0
  while (current.lt(target) && periods < FORMULA_LIMITS.maxPeriods) {
    budget.spend()
    const interest = roundToCents(current.times(rate))
    if (interest.plus(each).isZero()) break
    current = current.plus(interest).plus(each)
    periods += 1
  }
  if (current.lt(target)) {
    fail(
      'cannot-solve',
      `PERIODSTOGOAL: the goal is not reached within ${FORMULA_LIMITS.maxPeriods} periods.`,
    )
  }
  return new Decimal(periods)
}

/** DEPOSITFORGOAL(rate, nper, start, goal): the smallest whole-cent deposit whose BALANCE reaches `goal`. */
export function depositForGoal(rate: D, nper: D, start: D, goal: D, budget: StepBudget): D {
  checkAmounts('DEPOSITFORGOAL', rate, start, goal)
  const periods = wholePeriods(nper, 'DEPOSITFORGOAL')
  const first = roundToCents(start)
  const target = roundToCents(goal)
  const reaches = (cents: D) => rollForward(rate, periods, cents.div(100), first, budget).gte(target)
  if (reaches(ZERO)) return ZERO
  if (periods === 0) fail('cannot-solve', 'DEPOSITFORGOAL: no deposit reaches the goal in 0 periods.')
  // A deposit of the whole goal reaches it in one period, so the answer lies in (0, goal]: bisect in cents.
  let low = ZERO
  let high = target.times(100)
  while (high.minus(low).gt(1)) {
    const middle = low.plus(high).div(2).floor()
    if (reaches(middle)) high = middle
    else low = middle
  }
  return high.div(100)
}
