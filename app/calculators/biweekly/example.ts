import type { CalculatorExample } from '../kit/example'

// The worked example of ten-calculators.md §5.
export default {
  search: 'amount=300000&rate=6.5&years=30',
  results: [
    '$1,896.20',
    '$948.10',
    '628',
    '290 (24 years 2 months)',
    '$54.75',
    '$382,636.71',
    '$294,513.45',
    '$88,123.26',
    '70 (5 years 10 months)',
    'Payoff 24 years 2 months; 5 years 10 months sooner.',
  ],
} satisfies CalculatorExample
