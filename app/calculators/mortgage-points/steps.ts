import { count, defineSteps, exact, money } from '../kit/steps'
import { Decimal } from '../money'
import { computeMortgagePoints } from './engine'
import type { MortgagePointsInput } from './schema'

/** Both level payments, the cost of the points, break-even ⌈cost ÷ saving⌉ and the net savings. */
export default defineSteps<MortgagePointsInput>((values) => {
  const result = computeMortgagePoints(values)
  const level = (rate: number) =>
    `amount · r · (1 + r)^n ÷ ((1 + r)^n − 1), r = ${count(rate)}% ÷ 12, n = ${values.months}, to the cent`
  return [
    { label: 'Payment without points', formula: level(values.rate), value: money(result.paymentWithout) },
    { label: 'Payment with points', formula: level(values.pointsRate), value: money(result.paymentWith) },
    { label: 'Monthly saving', formula: 'without − with', value: money(result.saving) },
    {
      label: 'Cost of the points',
      formula: `amount × ${count(values.points)} points × ${count(values.pointCost)}% a point, rounded to the cent`,
      value: money(result.cost),
    },
    {
      label: 'Break-even month',
      formula: 'cost ÷ monthly saving, rounded up (none when the payment does not fall)',
      value:
        result.breakEven === undefined
          ? 'none'
          : result.saving === 0
            ? String(result.breakEven)
            : `${result.breakEven} (${exact(new Decimal(result.cost).div(result.saving))} unrounded)`,
    },
    {
      label: `Net after ${result.holdMonths} months`,
      formula: 'payments saved in that time − cost of the points',
      value: money(result.netHold),
    },
    {
      label: 'Net over the whole loan',
      formula: 'all payments saved (each schedule’s last payment as paid) − cost of the points',
      value: money(result.netFull),
    },
  ]
})
