import { identity, workedExample } from '../sources'
import type { AccuracySpec } from '../types'

const noGrowth =
  'age=60&retireAge=65&savings=100000&mode=percent&percent=10&salary=60000&match=0&return=0&returnAfter=0&inflation=0&withdrawal=1000'

export default {
  name: 'retirement',
  cases: [
    ...workedExample(
      '10% of $60,000 from 60 to 65 on $100,000, no growth',
      noGrowth,
      identity('Without growth the balance is savings + contributions: 100,000 + 60 × 500'),
      [
        ['Balance at retirement', '$130,000.00'],
        ['Your contributions', '$30,000.00'],
        ['Investment growth', '$0.00'],
        ['In today', '$130,000.00'],
      ],
    ),
    {
      title: '$500 a month from 30 to 65 with a 50% match up to 6% of $60,000, no growth',
      search:
        'age=30&retireAge=65&savings=0&mode=monthly&monthly=500&salary=60000&match=50&matchCap=6&return=0&returnAfter=0&inflation=0&withdrawal=1000',
      figure: 'Employer match',
      expected: '$63,000.00',
      source: identity(
        'calculator-references.md: match = salary × match rate × min(contribution rate, cap): 60,000 × 50% × 6% × 35 years',
      ),
    },
  ],
  invariants: [
    'Contributions + employer match + growth = balance − current savings, in total and each year.',
    'Balances agree with the future-value formula (financial.fv) within half a cent on random plans.',
    'Value in today’s money = balance ÷ (1 + inflation)^years.',
  ],
} satisfies AccuracySpec
