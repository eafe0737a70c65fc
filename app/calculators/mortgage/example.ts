import type { CalculatorExample } from '../kit/example'

// Issue 12's worked example.
export default {
  search: 'price=300000&down=30000&rate=7&years=30&tax=1.25&insurance=1200&pmi=0.6',
  results: ['$2,343.82', '$1,796.32', '$312.50', '$135.00', '$15,525.00', '$376,671.49'],
} satisfies CalculatorExample
