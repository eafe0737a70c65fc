import { financialCase, identity, kitExample, workedExample } from '../sources'
import type { AccuracySpec } from '../types'

const example = 'goal=10000&savings=1000&deposit=250&rate=4&months=24'

export default {
  name: 'savings-goal',
  cases: [
    ...workedExample(
      '$10,000 from $1,000 with $250 a month at 4%',
      example,
      kitExample('Savings goal worked example'),
      [
        ['Balance then', '$10,104.37'],
        ['Monthly deposit to reach it', '$357.50'],
        ['Interest earned', '$604.37'],
      ],
    ),
    financialCase(
      '$10,000 from $1,000 with $250 a month at 4% (NPER 33.63, rounded up)',
      example,
      'Months to reach the goal',
      '34',
      {
        fn: 'nper',
        args: [0.04 / 12, -250, -1000, 10000],
        read: 'ceil',
      },
    ),
    {
      title: '$1,200 from nothing with $100 a month at 0%',
      search: 'goal=1200&savings=0&deposit=100&rate=0&months=12',
      figure: 'Months to reach the goal',
      expected: '12',
      source: identity('At 0% the goal takes goal ÷ deposit months'),
    },
  ],
  invariants: [
    'The required deposit reaches the goal in the target months and one cent less does not.',
    'The goal is first reached in the month reported; a larger deposit never takes longer.',
    'Interest is compounded monthly at rate ÷ 12, the balance rounded each month.',
  ],
} satisfies AccuracySpec
