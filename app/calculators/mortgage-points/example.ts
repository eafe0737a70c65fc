import type { CalculatorExample } from '../kit/example'

// The worked example of ten-calculators.md §10: $400,000 over 30 years, 7% or 6.75% with one point.
export default {
  search: 'amount=400000&months=360&rate=7&pointsRate=6.75&points=1&pointCost=1&holdYears=7',
  results: ['$2,661.21', '$2,594.39', '$66.82', '$4,000.00', '60', '$20,052.82', '$1,612.88'],
} satisfies CalculatorExample
