import { financialCase, identity, referenceValues, workedExample } from '../sources'
import type { AccuracySpec } from '../types'

export default {
  name: 'loan',
  cases: [
    ...workedExample(
      '$10,000 at 8% for 10 months',
      'principal=10000&rate=8&months=10',
      referenceValues('Loan amortization, first row'),
      [
        ['Monthly payment', '$1,037.03'],
        ['Final payment', '$1,037.07'],
        ['Total interest', '$370.34'],
      ],
    ),
    ...workedExample(
      '$2,500 at 8.24% for 12 months',
      'principal=2500&rate=8.24&months=12',
      referenceValues('Loan amortization, second row'),
      [
        ['Monthly payment', '$217.75'],
        ['Final payment', '$217.72'],
        ['Total interest', '$112.97'],
      ],
    ),
    financialCase(
      '$15,000 at 8% for 60 months',
      'principal=15000&rate=8&months=60',
      'Monthly payment',
      '$304.15',
      {
        fn: 'pmt',
        args: [0.08 / 12, 60, 15000],
        read: 'negate',
      },
    ),
    financialCase(
      '$200,000 at 7.5% for 180 months',
      'principal=200000&rate=7.5&months=180',
      'Monthly payment',
      '$1,854.02',
      {
        fn: 'pmt',
        args: [0.075 / 12, 180, 200000],
        read: 'negate',
      },
    ),
    {
      title: '$12,000 at 0% for 60 months',
      search: 'principal=12000&rate=0&months=60',
      figure: 'Total interest',
      expected: '$0.00',
      source: identity('At 0% each payment is amount ÷ months and no interest is paid'),
    },
  ],
  invariants: [
    'Exactly n payments; principal paid sums to the amount; the final balance is exactly 0.00.',
    'Total interest is the sum of the rounded monthly interest amounts.',
    'A higher rate never lowers the level payment; an extra payment never costs more or adds payments.',
  ],
} satisfies AccuracySpec
