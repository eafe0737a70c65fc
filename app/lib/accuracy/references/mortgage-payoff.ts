import { financialCase, tenCalculators, workedExample } from '../sources'
import type { AccuracySpec } from '../types'

const example = 'balance=250000&rate=6.5&months=300&extra=200&extraYearly=1000&lump=5000&lumpMonth=12'

export default {
  name: 'mortgage-payoff',
  cases: [
    ...workedExample(
      '$250,000 at 6.5%, 300 months left, $200 a month, $1,000 a year, $5,000 in month 12',
      example,
      tenCalculators('§4 Mortgage payoff, worked example'),
      [
        ['New payoff month', '209'],
        ['Total interest without extra payments', '$256,404.68'],
        ['Total interest with extra payments', '$165,019.28'],
        ['Interest saved', '$91,385.40'],
        ['Final payment', '$311.12'],
      ],
    ),
    financialCase('$250,000 at 6.5% for 300 months', example, 'Scheduled monthly payment', '$1,688.02', {
      fn: 'pmt',
      args: [0.065 / 12, 300, 250000],
      read: 'negate',
    }),
  ],
  invariants: [
    'The schedule repays the balance exactly and never ends later than without extras.',
    'More extra every month never pays off later nor costs more interest.',
    'Interest saved = interest without extras − interest with them, to the cent.',
  ],
} satisfies AccuracySpec
