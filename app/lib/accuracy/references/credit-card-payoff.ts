import { identity, kitExample, workedExample } from '../sources'
import type { AccuracySpec } from '../types'

export default {
  name: 'credit-card-payoff',
  cases: [
    ...workedExample(
      '$3,000 at 19.99%, $150 a month vs the minimum (1% + interest, $25 floor)',
      'balance=3000&apr=19.99&payment=150&minPercent=1&minFloor=25',
      kitExample('Credit-card payoff worked example'),
      [
        ['Months to pay off with your payment', '25'],
        ['Interest with your payment', '$679.36'],
        ['Months paying only the minimum', '176'],
        ['Interest paying only the minimum', '$3,981.14'],
      ],
    ),
    {
      title: '$1,000 at 0%, $100 a month',
      search: 'balance=1000&apr=0&payment=100&minPercent=1&minFloor=25',
      figure: 'Months to pay off with your payment',
      expected: '10',
      source: identity('At 0% the balance is paid off in balance ÷ payment months'),
    },
    {
      title: '$1,000 at 0%, $100 a month: interest',
      search: 'balance=1000&apr=0&payment=100&minPercent=1&minFloor=25',
      figure: 'Interest with your payment',
      expected: '$0.00',
      source: identity('At 0% no interest is charged'),
    },
  ],
  invariants: [
    'A paid-off plan pays the balance plus its interest, and only its last month ends at zero.',
    'The minimum payment is the larger of the floor and interest + the percentage, at most what is owed.',
    'A larger payment never takes longer and never costs more interest.',
  ],
} satisfies AccuracySpec
