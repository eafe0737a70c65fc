import { amortize, toWholeCents, type Amortization } from '../amortization'
import { computeNames } from '~/lib/formulas/compute-definition'
import type { SpecialtyCalculator } from '~/lib/formulas/definition-schema'
import { FORMULA_LIMITS } from '~/lib/formulas/limits'

export interface SpecialtySchedule {
  principal: number
  apr: number
  amortization: Amortization
}

/**
 * The level-payment schedule of a definition's `schedule` (amount, rate, term) for valid values, by the
 * registry loans' own amortization; undefined without one or when its values are out of range.
 */
export function specialtySchedule(
  definition: SpecialtyCalculator,
  values: Readonly<Record<string, number>>,
): SpecialtySchedule | undefined {
  if (!definition.schedule) return undefined
  const { amount, rate, term } = definition.schedule
  const answers = computeNames(definition, values, [amount, rate, term])
  const [principal, annual, months] = [answers[amount], answers[rate], answers[term]]
  if (!principal || !annual || !months) return undefined
  if (!months.isInteger() || months.lt(1) || months.gt(FORMULA_LIMITS.maxPeriods)) return undefined
  if (principal.lte(0) || annual.isNeg() || principal.gt(1e12) || annual.gt(10)) return undefined
  const principalCents = toWholeCents(principal)
  const apr = annual.times(100).toDecimalPlaces(10).toNumber()
  return {
    principal: principalCents / 100,
    apr,
    amortization: amortize({ principalCents, apr, months: months.toNumber() }),
  }
}
