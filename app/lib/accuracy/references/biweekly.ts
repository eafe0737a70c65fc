import { financialCase, tenCalculators, workedExample } from '../sources'
import type { AccuracySpec } from '../types'

const example = 'amount=300000&rate=6.5&years=30'

export default {
  name: 'biweekly',
  cases: [
    ...workedExample(
      '$300,000 at 6.5% for 30 years, paid every two weeks',
      example,
      tenCalculators('§5 Biweekly, worked example'),
      [
        ['Biweekly payment', '$948.10'],
        ['Number of biweekly payments', '628'],
        ['Final biweekly payment', '$54.75'],
        ['Total interest with biweekly payments', '$294,513.45'],
        ['Interest saved', '$88,123.26'],
      ],
    ),
    financialCase('$300,000 at 6.5% for 360 months', example, 'Monthly payment', '$1,896.20', {
      fn: 'pmt',
      args: [0.065 / 12, 360, 300000],
      read: 'negate',
    }),
  ],
  invariants: [
    'The biweekly schedule repays the loan exactly and never takes longer than the monthly one.',
    'With interest, biweekly never costs more interest than monthly.',
    'Half a monthly payment of an odd number of cents rounds its half cent up.',
  ],
} satisfies AccuracySpec
