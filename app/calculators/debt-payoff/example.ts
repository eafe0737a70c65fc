import type { CalculatorExample } from '../kit/example'

// The worked example of ten-calculators.md §3.
export default {
  search: 'budget=600&b1=4500&r1=24.99&m1=135&b2=1200&r2=19.9&m2=40&b3=9800&r3=7.5&m3=196',
  results: [
    '30 (2 years 6 months)',
    '$2,270.03',
    'Debt 1 (month 15) → Debt 2 (month 17) → Debt 3 (month 30)',
    '$2,340.89',
    'Debt 2 (month 5) → Debt 1 (month 17) → Debt 3 (month 30)',
  ],
} satisfies CalculatorExample
