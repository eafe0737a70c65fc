import { financialCase, tenCalculators, workedExample } from '../sources'
import type { AccuracySpec } from '../types'

const example = 'value=400000&balance=250000&cltv=80&wanted=50000&rate=8.25&years=15'

export default {
  name: 'home-equity',
  cases: [
    ...workedExample(
      '$400,000 home, $250,000 owed, 80% CLTV, $50,000 at 8.25% for 15 years',
      example,
      tenCalculators('§2 Home equity, worked example'),
      [
        ['Maximum combined borrowing', '$320,000.00'],
        ['Available equity', '$70,000.00'],
        ['Total interest', '$37,312.67'],
        ['Combined loan-to-value after the loan', '75.00%'],
      ],
    ),
    financialCase('$50,000 at 8.25% for 180 months', example, 'Monthly payment', '$485.07', {
      fn: 'pmt',
      args: [0.0825 / 12, 180, 50000],
      read: 'negate',
    }),
  ],
  invariants: [
    'The loan never exceeds the amount wanted or the available equity; total of payments = loan + total interest.',
    'A larger mortgage balance never leaves more equity to borrow.',
    'The schedule follows the loan convention and ends at exactly 0.00.',
  ],
} satisfies AccuracySpec
