import { financialCase, identity, referenceValues, tenCalculators, workedExample } from '../sources'
import type { AccuracySpec } from '../types'

const example = 'savings=1000000&withdrawal=6000&return=5&increase=0&years=30'

export default {
  name: 'retirement-income',
  cases: [
    financialCase(
      '$1,000,000 at 5% a year, $6,000 a month: full months (NPER 285.14, rounded down)',
      example,
      'Months of full withdrawals',
      '285',
      {
        fn: 'nper',
        args: [0.05 / 12, -6000, 1000000],
        read: 'floor',
      },
    ),
    ...workedExample(
      '$1,000,000 at 5% a year, $6,000 a month',
      example,
      referenceValues('Ten calculators’ published references: 285 withdrawals + 854.22 in month 286'),
      [['Final partial withdrawal', '$854.22']],
    ),
    ...workedExample(
      '$1,000,000 at 5% over 30 years: the level withdrawal',
      example,
      tenCalculators('§8 Retirement income, worked example'),
      [['Level monthly withdrawal', '$5,368.21']],
    ),
    {
      title: '$120,000 at 0%, $1,000 a month',
      search: 'savings=120000&withdrawal=1000&return=0&increase=0&years=10',
      figure: 'Months of full withdrawals',
      expected: '120',
      source: identity('At 0% savings last savings ÷ withdrawal months'),
    },
    {
      title: '$120,000 at 0% over 10 years: the level withdrawal',
      search: 'savings=120000&withdrawal=1000&return=0&increase=0&years=10',
      figure: 'Level monthly withdrawal',
      expected: '$1,000.00',
      source: identity('At 0% the level withdrawal is savings ÷ months'),
    },
  ],
  invariants: [
    'Savings + interest = withdrawals + what is left, to the cent.',
    'The level withdrawal lasts the years and one cent more does not.',
    'More savings never run out sooner; a larger withdrawal never lasts longer.',
  ],
} satisfies AccuracySpec
