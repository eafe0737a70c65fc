import * as financial from 'financial'
import { Decimal } from '~/calculators/money'

/**
 * `count` loan scenarios as a bank's validator would send them: the expected payment is the `financial`
 * package's pmt (a port of numpy-financial, independent of our engine), rounded half-up to the cent; the rows
 * of `wrong` (index → amount added) carry a deliberately wrong payment. The header is line 1 of the file.
 * With `rows`, each also expects its schedule's first row (decision 0093), worked by the convention of
 * calculator-references.md: interest = balance × rate / 12 rounded half-up, balance = principal − (payment −
 * interest).
 */
export function loanScenarioCsv(
  count: number,
  wrong: ReadonlyMap<number, string> = new Map(),
  { rows = false } = {},
) {
  const lines = [
    `scenario,principal,rate,months,expected_monthly_payment${rows ? ',expected_row_1_interest,expected_row_1_balance' : ''}`,
  ]
  for (let index = 0; index < count; index++) {
    const principal = 5_000 + (index % 50) * 3_750 + Math.floor(index / 50) * 125
    const rate = [3.25, 4.5, 5.75, 6.5, 7.125, 8.99][index % 6]!
    const months = [36, 48, 60, 72, 120, 180, 240, 360][index % 8]!
    const payment = new Decimal(-financial.pmt(rate / 1200, months, principal)).toDecimalPlaces(2)
    const expected = payment.plus(wrong.get(index) ?? 0).toFixed(2)
    const interest = new Decimal(principal).times(rate).div(1200).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    const firstRow = `,${interest.toFixed(2)},${new Decimal(principal).minus(payment.minus(interest)).toFixed(2)}`
    lines.push(`LOS-${1000 + index},${principal},${rate},${months},${expected}${rows ? firstRow : ''}`)
  }
  return `${lines.join('\r\n')}\r\n`
}

/** Three wrong payments among 50: a cent over, five cents under, a dollar over (computed − expected). */
export const THREE_WRONG = new Map([
  [7, '0.01'],
  [23, '-0.05'],
  [41, '1.00'],
])
