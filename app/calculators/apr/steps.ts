import { count, defineSteps, exact, levelPaymentSteps, money } from '../kit/steps'
import { Decimal } from '../money'
import { computeApr } from './engine'
import type { AprInput } from './schema'

/**
 * Regulation Z: amount financed = loan − prepaid finance charges; the APR is 12 × the monthly rate i at which
 * the payments' present value equals the amount financed (Appendix J). The present value at the engine's i is
 * recomputed here in decimal so a reviewer sees it land on the amount financed.
 */
export default defineSteps<AprInput>((values) => {
  const result = computeApr(values)
  const payments = result.schedule.map((row) => new Decimal(row.payment))
  const i = result.apr === undefined ? undefined : new Decimal(result.apr).div(1200)
  const presentValue =
    i === undefined
      ? undefined
      : payments.reduce(
          (sum, payment, index) => sum.plus(payment.div(i.plus(1).pow(index + 1))),
          new Decimal(0),
        )
  return [
    { label: 'Loan amount', formula: 'as borrowed', value: money(values.amount) },
    {
      label: 'Cost of the points',
      formula: `amount × ${count(values.points)}%, rounded to the cent`,
      value: money(result.pointsCost),
    },
    {
      label: 'Prepaid finance charges',
      formula: 'fees + cost of the points',
      value: money(result.prepaid),
    },
    {
      label: 'Amount financed',
      formula: 'loan amount − prepaid finance charges (Regulation Z §1026.18(b))',
      value: money(result.amountFinanced),
    },
    { label: 'Number of payments n', formula: 'term in months', value: String(values.months) },
    ...levelPaymentSteps(values.amount, values.rate, values.months, {
      final: result.finalPayment,
      interest: new Decimal(result.totalOfPayments).minus(values.amount),
    }),
    {
      label: 'Total of payments',
      formula: 'the n payments, the last one included',
      value: money(result.totalOfPayments),
    },
    {
      label: 'Finance charge',
      formula: 'total of payments − amount financed',
      value: money(result.financeCharge),
    },
    {
      label: 'APR',
      formula:
        'the monthly rate i with amount financed = Σ payment_k ÷ (1 + i)^k (Appendix J), × 12 × 100, three decimals',
      value: result.apr === undefined ? 'above 1,200%' : `${result.apr}%`,
    },
    ...(presentValue === undefined || i === undefined
      ? []
      : [
          {
            label: 'Check: present value of the payments at i',
            formula: `Σ payment_k ÷ (1 + ${exact(i)})^k, k = 1…${payments.length}: close to the amount financed (the APR is rounded)`,
            value: money(presentValue),
          },
        ]),
  ]
})
