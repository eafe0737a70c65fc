import { appendixJRate, aprPercent } from '~/calculators/apr/engine'
import { financialCase, identity, regulationZ, tenCalculators, workedExample } from '../sources'
import type { AccuracySpec } from '../types'

const rateOf = (advance: number, payments: number[]) => {
  const i = appendixJRate(advance, payments)
  return i === undefined ? '—' : `${aprPercent(i)}%`
}

export default {
  name: 'apr',
  cases: [
    {
      title: '$5,000 advanced, 24 monthly payments of $230.00',
      figure: 'APR',
      expected: '9.69%',
      source: regulationZ('(c)(1)(i), regular first period (the APR solver of this calculator)'),
      direct: {
        inputs: [
          { label: 'Amount advanced', value: '$5,000.00' },
          { label: 'Payments', value: '24 × $230.00' },
        ],
        compute: () => rateOf(500_000, Array<number>(24).fill(23_000)),
      },
    },
    {
      title: '$5,000 advanced, 23 payments of $230.00 and a final $280.00',
      figure: 'APR',
      expected: '10.50%',
      source: regulationZ('(c)(3)(i), odd final payment (the APR solver of this calculator)'),
      direct: {
        inputs: [
          { label: 'Amount advanced', value: '$5,000.00' },
          { label: 'Payments', value: '23 × $230.00, then $280.00' },
        ],
        compute: () => rateOf(500_000, [...Array<number>(23).fill(23_000), 28_000]),
      },
    },
    ...workedExample(
      '$300,000 at 6.5% for 360 months, $4,500 fees and 1 point',
      'amount=300000&rate=6.5&months=360&fees=4500&points=1',
      tenCalculators('§1 APR, worked example'),
      [
        ['Final payment', '$1,900.91'],
        ['Finance charge', '$390,136.71'],
        ['APR', '6.745%'],
      ],
    ),
    financialCase(
      '$300,000 at 6.5% for 360 months',
      'amount=300000&rate=6.5&months=360&fees=4500&points=1',
      'Monthly payment',
      '$1,896.20',
      {
        fn: 'pmt',
        args: [0.065 / 12, 360, 300000],
        read: 'negate',
      },
    ),
    {
      title: 'No fees and no points',
      search: 'amount=300000&rate=6.5&months=360&fees=0&points=0',
      figure: 'APR',
      expected: '6.500%',
      source: identity(
        'Without prepaid finance charges the APR is the note rate (ten-calculators.md §1, edge cases)',
      ),
    },
  ],
  invariants: [
    'Prepaid = fees + cost of points; finance charge = total of payments − amount financed, to the cent.',
    'The rate solves Appendix J (b)(8) with the actual payments, the odd final one included; more fees never lower the APR.',
    'Without fees or points the APR is the note rate, but for the payments’ rounding.',
  ],
} satisfies AccuracySpec
