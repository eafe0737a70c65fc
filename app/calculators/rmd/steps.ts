import { count, defineSteps, money } from '../kit/steps'
import { computeRmd } from './engine'
import type { RmdInput } from './schema'

/** Each year: RMD = Dec 31 balance ÷ the Uniform Lifetime Table's divisor; the rest grows by the return. */
export default defineSteps<RmdInput>((values) => {
  const result = computeRmd(values)
  const [first, second] = result.rows
  if (!first) return []
  return [
    { label: 'Balance on December 31 of last year', formula: 'as entered', value: money(first.balance) },
    {
      label: `Divisor at age ${first.age}`,
      formula: 'Uniform Lifetime Table, 26 CFR 1.401(a)(9)-9(c) (from 2022; IRS Pub. 590-B Table III)',
      value: count(first.divisor),
    },
    {
      label: 'This year’s RMD',
      formula: `balance ÷ ${count(first.divisor)}, rounded half-up to the cent`,
      value: money(first.rmd),
    },
    ...(second
      ? [
          {
            label: 'Next year’s balance',
            formula: `(balance − RMD) × (1 + ${count(values.return)}%), rounded to the cent`,
            value: money(second.balance),
          },
          {
            label: `Next year’s RMD (age ${second.age})`,
            formula: `${money(second.balance)} ÷ ${count(second.divisor)}`,
            value: money(second.rmd),
          },
        ]
      : []),
    {
      label: `Total over ${result.rows.length} years`,
      formula: 'the sum of each year’s RMD, computed the same way',
      value: money(result.totalRmd),
    },
    {
      label: 'Balance after the last year',
      formula: 'what remains after the last RMD, grown by the return',
      value: money(result.endBalance),
    },
  ]
})
