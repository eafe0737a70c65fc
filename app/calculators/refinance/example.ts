import type { CalculatorExample } from '../kit/example'

// Issue 12's worked example, costs paid at closing.
export default {
  search: 'balance=200000&rate=6.5&months=300&newRate=5.5&newMonths=360&costs=4000&rollCosts=0',
  results: ['$214.83', '$1,350.41', '$1,135.58', '19', '$205,126.29', '$208,806.90'],
} satisfies CalculatorExample
