import { identity, tenCalculators, workedExample } from '../sources'
import type { AccuracySpec } from '../types'

const example = 'msrp=40000&price=37500&down=2500&tradeIn=0&residual=58&apr=4.8&months=36&tax=7&acqFee=895'

export default {
  name: 'auto-lease',
  cases: [
    ...workedExample(
      '$40,000 MSRP at $37,500, 36 months, 58% residual, 4.8%',
      example,
      tenCalculators('§9 Auto lease, worked example (Regulation M names)'),
      [
        ['Adjusted capitalized cost', '$35,895.00'],
        ['Residual value', '$23,200.00'],
        ['Monthly depreciation', '$352.64'],
        ['Monthly finance (rent) charge', '$118.19'],
        ['Total monthly payment', '$503.79'],
      ],
    ),
    {
      title: 'The same lease with money factor 0.002 (= 4.8 ÷ 2400)',
      search: `${example}&mf=0.002`,
      figure: 'Monthly finance (rent) charge',
      expected: '$118.19',
      source: identity('Money factor = APR ÷ 2400 (calculator-references.md, LeaseGuide)'),
    },
  ],
  invariants: [
    'Base payment = depreciation + rent charge; total = base + tax; lease cost = payments + reduction.',
    'More money down never raises the monthly payment; a higher rate never lowers it.',
    'The money factor APR ÷ 2400 gives the same payment as the rate.',
  ],
} satisfies AccuracySpec
