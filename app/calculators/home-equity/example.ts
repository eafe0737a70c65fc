import type { CalculatorExample } from '../kit/example'

// The worked example of ten-calculators.md §2.
export default {
  search: 'value=400000&balance=250000&cltv=80&wanted=50000&rate=8.25&years=15',
  results: ['$320,000.00', '$70,000.00', '$50,000.00', '$485.07', '$37,312.67', '$87,312.67', '75.00%'],
} satisfies CalculatorExample
