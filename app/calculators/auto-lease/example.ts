import type { CalculatorExample } from '../kit/example'

// The worked example of ten-calculators.md §9: a $40,000 MSRP car at $37,500, 36 months, 58% residual.
export default {
  search: 'msrp=40000&price=37500&down=2500&tradeIn=0&residual=58&apr=4.8&months=36&tax=7&acqFee=895',
  results: [
    '$38,395.00',
    '$2,500.00',
    '$35,895.00',
    '$23,200.00',
    '$352.64',
    '$118.19',
    '$470.83',
    '$32.96',
    '$503.79',
    '$18,136.44',
    '$20,636.44',
  ],
} satisfies CalculatorExample
