import { financialCase, kitExample, workedExample } from '../sources'
import type { AccuracySpec } from '../types'

const example = 'price=300000&down=30000&rate=7&years=30&tax=1.25&insurance=1200&pmi=0.6'

export default {
  name: 'mortgage',
  cases: [
    ...workedExample(
      '$300,000 home, $30,000 down, 7% for 30 years',
      example,
      kitExample('Mortgage worked example'),
      [
        ['Total monthly payment', '$2,343.82'],
        ['Property tax', '$312.50'],
        ['PMI', '$135.00'],
        ['Total PMI', '$15,525.00'],
        ['Total interest', '$376,671.49'],
      ],
    ),
    financialCase('$270,000 at 7% for 360 months', example, 'Principal & interest', '$1,796.32', {
      fn: 'pmt',
      args: [0.07 / 12, 360, 270000],
      read: 'negate',
    }),
  ],
  invariants: [
    'The schedule repays the loan to the cent and its interest sums to the total.',
    'PMI runs to the first payment that leaves at most 78% of the price (Homeowners Protection Act), only under 20% down.',
    'The first total is the sum of its parts; a larger down payment never raises the payment.',
  ],
} satisfies AccuracySpec
