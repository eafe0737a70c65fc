import { financialCase, tenCalculators, workedExample } from '../sources'
import type { AccuracySpec } from '../types'

const example = 'amount=400000&months=360&rate=7&pointsRate=6.75&points=1&pointCost=1&holdYears=7'

export default {
  name: 'mortgage-points',
  cases: [
    ...workedExample(
      '$400,000 over 30 years, 7% or 6.75% with one point, kept 7 years',
      example,
      tenCalculators('§10 Mortgage points, worked example'),
      [
        ['Monthly saving', '$66.82'],
        ['Break-even month', '60'],
        ['Net saving over the full term', '$20,052.82'],
        ['Net saving over 84 months', '$1,612.88'],
      ],
    ),
    financialCase('$400,000 at 7% for 360 months', example, 'Monthly payment without points', '$2,661.21', {
      fn: 'pmt',
      args: [0.07 / 12, 360, 400000],
      read: 'negate',
    }),
    financialCase('$400,000 at 6.75% for 360 months', example, 'Monthly payment with points', '$2,594.39', {
      fn: 'pmt',
      args: [0.0675 / 12, 360, 400000],
      read: 'negate',
    }),
  ],
  invariants: [
    'Before the holding period ends the net saving is saving × months − cost.',
    'The break-even month is the first whose savings cover the cost.',
    'Over level payments a lower rate never lowers the net saving (not over a whole loan: see the errata).',
  ],
} satisfies AccuracySpec
