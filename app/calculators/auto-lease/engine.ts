import { applyRatioToCents, exactRatio } from '../money'
import { requireValid } from '../query-params'
import { autoLeaseInputSchema, capitalizedCents, type AutoLeaseInput } from './schema'
import { autoLeaseMessages } from './texts'

/** Every figure in dollars, in the order of ten-calculators.md §9. */
export interface AutoLeaseResult {
  gross: number
  reduction: number
  adjusted: number
  residualValue: number
  depreciation: number
  financeCharge: number
  base: number
  monthlyTax: number
  total: number
  totalOfPayments: number
  totalCost: number
}

/** A closed-end lease's monthly payment, Regulation M's terms; throws CalculatorInputError. */
export function computeAutoLease(input: AutoLeaseInput): AutoLeaseResult {
  const valid = requireValid(autoLeaseInputSchema, input, autoLeaseMessages.en)
  const { gross, reduction, adjusted, residualValue } = capitalizedCents(valid)
  const depreciation = applyRatioToCents(adjusted - residualValue, exactRatio(1, valid.months))
  // The exact product, rounded once: (adjusted + residual) × apr / 2400, or × the money factor given.
  const factor = valid.mf === undefined ? exactRatio(valid.apr, 2400) : exactRatio(valid.mf, 1)
  const financeCharge = applyRatioToCents(adjusted + residualValue, factor)
  const base = depreciation + financeCharge
  const monthlyTax = applyRatioToCents(base, exactRatio(valid.tax, 100))
  const total = base + monthlyTax
  const totalOfPayments = total * valid.months
  return {
    gross: gross / 100,
    reduction: reduction / 100,
    adjusted: adjusted / 100,
    residualValue: residualValue / 100,
    depreciation: depreciation / 100,
    financeCharge: financeCharge / 100,
    base: base / 100,
    monthlyTax: monthlyTax / 100,
    total: total / 100,
    totalOfPayments: totalOfPayments / 100,
    totalCost: (totalOfPayments + reduction) / 100,
  }
}
