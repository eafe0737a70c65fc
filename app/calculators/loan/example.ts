import type { CalculatorExample } from '../kit/example'

// calculator-references.md: $10,000 at 8% for 10 months; paid from January 2030, the last payment in October.
export default {
  search: 'principal=10000&rate=8&months=10&start=2030-01-31',
  results: ['$1,037.03', '$1,037.07', '$370.34', 'Oct 2030'],
} satisfies CalculatorExample
