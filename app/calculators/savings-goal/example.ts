import type { CalculatorExample } from '../kit/example'

// Issue 12's worked example: $10,000 from $1,000 with $250 a month at 4%, and the deposit for 24 months.
export default {
  search: 'goal=10000&savings=1000&deposit=250&rate=4&months=24',
  results: ['34', '$10,104.37', '$357.50'],
} satisfies CalculatorExample
