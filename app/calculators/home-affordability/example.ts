import type { CalculatorExample } from '../kit/example'

// Issue 12's worked example: the front ratio limits the budget to $2,800.00.
export default {
  search: 'income=120000&debts=600&down=50000&rate=7&years=30&tax=1.2&insurance=1800&front=28&back=36',
  results: ['$389,734', '$2,800.00', 'housing ratio'],
} satisfies CalculatorExample
