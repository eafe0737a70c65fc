import { financialCase, identity, kitExample, workedExample } from '../sources'
import type { AccuracySpec } from '../types'

const example = 'price=25000&down=2000&tradeIn=5000&tradeOwed=0&salesTax=5&fees=300&rate=5.9&months=48'

export default {
  name: 'auto-loan',
  cases: [
    ...workedExample(
      '$25,000 car, $2,000 down, $5,000 trade-in, 5% tax, 5.9% for 48 months',
      example,
      kitExample('Auto loan worked example'),
      [
        ['Monthly payment', '$452.38'],
        ['Amount financed', '$19,300.00'],
        ['Sales tax', '$1,000.00'],
        ['Total interest', '$2,414.11'],
      ],
    ),
    financialCase('$19,300 at 5.9% for 48 months', example, 'Monthly payment', '$452.38', {
      fn: 'pmt',
      args: [0.059 / 12, 48, 19300],
      read: 'negate',
    }),
    {
      title: '$12,000 car, no tax or fees, 0% for 48 months',
      search: 'price=12000&down=0&tradeIn=0&tradeOwed=0&salesTax=0&fees=0&rate=0&months=48',
      figure: 'Monthly payment',
      expected: '$250.00',
      source: identity('At 0% the payment is the amount financed ÷ months'),
    },
  ],
  invariants: [
    'Amount financed = price − down − (trade-in − owed) + sales tax + fees, and the schedule repays it exactly.',
    'Sales tax = (price − trade-in) × rate, rounded half-up.',
    'A longer term never raises the monthly payment.',
  ],
} satisfies AccuracySpec
