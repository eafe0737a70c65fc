import type { CalculatorExample } from '../kit/example'

// The worked example of ten-calculators.md §7: $500,000 at 75, 5% a year, five years.
export default {
  search: 'age=75&balance=500000&return=5&years=5',
  results: ['$20,325.20', '$110,975.63', '$509,905.58'],
} satisfies CalculatorExample
