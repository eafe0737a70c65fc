import { financialCase, kitExample, workedExample } from '../sources'
import type { AccuracySpec } from '../types'

const example = 'balance=200000&rate=6.5&months=300&newRate=5.5&newMonths=360&costs=4000&rollCosts=0'

export default {
  name: 'refinance',
  cases: [
    ...workedExample(
      '$200,000 at 6.5% with 300 months left, refinanced at 5.5% for 360, $4,000 costs',
      example,
      kitExample('Refinance worked example, costs paid at closing'),
      [
        ['Monthly saving', '$214.83'],
        ['Break-even month', '19'],
        ['Interest left on current loan', '$205,126.29'],
        ['Interest on new loan', '$208,806.90'],
      ],
    ),
    financialCase('Current loan: $200,000 at 6.5% for 300 months', example, 'Current payment', '$1,350.41', {
      fn: 'pmt',
      args: [0.065 / 12, 300, 200000],
      read: 'negate',
    }),
    financialCase('New loan: $200,000 at 5.5% for 360 months', example, 'New payment', '$1,135.58', {
      fn: 'pmt',
      args: [0.055 / 12, 360, 200000],
      read: 'negate',
    }),
  ],
  invariants: [
    'The break-even month is the first whose savings cover the costs (costs ÷ saving, rounded up).',
    'Each loan is repaid with its interest; rolled-in costs are borrowed, paid costs are not.',
    'Refinancing at the same rate and term changes nothing but the costs.',
  ],
} satisfies AccuracySpec
