import type { CalculatorExample } from '../kit/example'

// The worked example of ten-calculators.md §8: $1,000,000 at 5% with $6,000 a month, and the level 30-year amount.
export default {
  search: 'savings=1000000&withdrawal=6000&return=5&increase=0&years=30',
  results: [
    '285',
    '$854.22',
    '$5,368.21',
    '23 years 9 months of full withdrawals, then $854.22 in month 286',
  ],
} satisfies CalculatorExample
