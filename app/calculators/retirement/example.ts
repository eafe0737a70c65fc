import type { CalculatorExample } from '../kit/example'

// No growth or inflation: 10% of a $60,000 salary is $500 a month, 60 of them from 60 to 65 on top of $100,000.
export default {
  search:
    'age=60&retireAge=65&savings=100000&mode=percent&percent=10&salary=60000&match=0&return=0&returnAfter=0&inflation=0&withdrawal=1000',
  results: ['$130,000.00', '$30,000.00'],
} satisfies CalculatorExample
