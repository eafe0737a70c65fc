import type { CalculatorExample } from '../kit/example'

// Issue 12's worked example.
export default {
  search: 'price=25000&down=2000&tradeIn=5000&tradeOwed=0&salesTax=5&fees=300&rate=5.9&months=48',
  results: ['$452.38', '$19,300.00', '$1,000.00', '$2,414.11'],
} satisfies CalculatorExample
