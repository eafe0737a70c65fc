import { tenCalculators, uniformLifetimeTable } from '../sources'
import type { AccuracySpec, ReferenceCase } from '../types'

const divisorCase = (age: number, divisor: string, expected: string): ReferenceCase => ({
  title: `$100,000 at age ${age}: $100,000 ÷ ${divisor}`,
  search: `age=${age}&balance=100000&return=0&years=1`,
  figure: 'This year',
  expected,
  source: uniformLifetimeTable(`age ${age}, distribution period ${divisor}`),
})

export default {
  name: 'rmd',
  cases: [
    divisorCase(73, '26.5', '$3,773.58'),
    divisorCase(75, '24.6', '$4,065.04'),
    divisorCase(80, '20.2', '$4,950.50'),
    divisorCase(90, '12.2', '$8,196.72'),
    divisorCase(100, '6.4', '$15,625.00'),
    divisorCase(120, '2.0', '$50,000.00'),
    {
      title: '$500,000 at 75, 5% a year, five years',
      search: 'age=75&balance=500000&return=5&years=5',
      figure: 'Total of RMDs',
      expected: '$110,975.63',
      source: tenCalculators('§7 RMD, worked example'),
    },
  ],
  invariants: [
    'RMD = balance ÷ the Uniform Lifetime Table divisor, computed exactly and rounded once.',
    'Each year follows from the last: (balance − RMD) grown by the return.',
    'A larger balance or a higher return never gives a smaller RMD.',
  ],
} satisfies AccuracySpec
