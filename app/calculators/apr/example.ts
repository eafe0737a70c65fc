import type { CalculatorExample } from '../kit/example'

// The worked example of ten-calculators.md §1.
export default {
  search: 'amount=300000&rate=6.5&months=360&fees=4500&points=1',
  results: [
    '$1,896.20',
    '$1,900.91',
    '$3,000.00',
    '$7,500.00',
    '$292,500.00',
    '$682,636.71',
    '$390,136.71',
    '6.745%',
  ],
} satisfies CalculatorExample
