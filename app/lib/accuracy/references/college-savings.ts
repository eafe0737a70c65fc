import { tenCalculators, workedExample } from '../sources'
import type { AccuracySpec } from '../types'

export default {
  name: 'college-savings',
  cases: workedExample(
    'A 5-year-old, college at 18 for four years at $25,000 today, 5% inflation',
    'age=5&startAge=18&cost=25000&inflation=5&years=4&savings=10000&monthly=300&return=6',
    tenCalculators('§6 College savings, worked example'),
    [
      ['College year 1 cost', '$47,141.23'],
      ['College year 4 cost', '$54,571.86'],
      ['Projected total cost', '$203,184.58'],
      ['Projected savings at college start', '$92,406.57'],
      ['Shortfall', '$110,778.01'],
      ['Monthly contribution needed', '$770.50'],
    ],
  ),
  invariants: [
    'The contribution needed reaches the cost and one cent less does not.',
    'The total is the sum of the yearly costs, and savings + shortfall = total.',
    'Costs never fall from one college year to the next; more money in never leaves a larger shortfall.',
  ],
} satisfies AccuracySpec
