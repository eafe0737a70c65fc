import type { CalculatorExample } from '../kit/example'

// The worked example of ten-calculators.md §6: a 5-year-old, college at 18 for four years at $25,000 today.
export default {
  search: 'age=5&startAge=18&cost=25000&inflation=5&years=4&savings=10000&monthly=300&return=6',
  results: [
    '$47,141.23',
    '$49,498.29',
    '$51,973.20',
    '$54,571.86',
    '$203,184.58',
    '$92,406.57',
    '$110,778.01',
    '$770.50',
  ],
} satisfies CalculatorExample
