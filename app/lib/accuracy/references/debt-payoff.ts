import { identity, tenCalculators, workedExample } from '../sources'
import type { AccuracySpec } from '../types'

export default {
  name: 'debt-payoff',
  cases: [
    ...workedExample(
      'Three debts, $600 a month',
      'budget=600&b1=4500&r1=24.99&m1=135&b2=1200&r2=19.9&m2=40&b3=9800&r3=7.5&m3=196',
      tenCalculators('§3 Debt payoff, worked example'),
      [
        ['Avalanche: months to debt-free', '30'],
        ['Avalanche: total interest', '$2,270.03'],
        ['Snowball: months to debt-free', '30'],
        ['Snowball: total interest', '$2,340.89'],
      ],
    ),
    {
      title: 'One $1,000 debt at 0%, $100 a month',
      search: 'budget=100&b1=1000&r1=0&m1=100',
      figure: 'Avalanche: total interest',
      expected: '$0.00',
      source: identity('At 0% no interest is charged; the debt takes 10 months'),
    },
  ],
  invariants: [
    'Each strategy pays every debt exactly once; what is paid is the balances plus their interest.',
    'More budget never pays off later.',
    'Interest each month is the exact product balance × APR ÷ 1200, rounded once.',
  ],
} satisfies AccuracySpec
