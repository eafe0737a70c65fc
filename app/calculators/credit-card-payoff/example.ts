import type { CalculatorExample } from '../kit/example'

// Issue 12's worked example: $3,000 at 19.99%, $150 a month versus the minimum (1%, $25 floor).
export default {
  search: 'balance=3000&apr=19.99&payment=150&minPercent=1&minFloor=25',
  results: ['25', '$679.36', '176', '$3,981.14'],
} satisfies CalculatorExample
