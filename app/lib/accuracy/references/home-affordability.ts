import { identity, kitExample, workedExample } from '../sources'
import type { AccuracySpec } from '../types'

export default {
  name: 'home-affordability',
  cases: [
    ...workedExample(
      '$120,000 income, $600 debts, $50,000 down, 7% for 30 years',
      'income=120000&debts=600&down=50000&rate=7&years=30&tax=1.2&insurance=1800&front=28&back=36',
      kitExample('Home affordability worked example (the housing ratio limits)'),
      [
        ['Home price you can afford', '$389,734'],
        ['Monthly housing budget', '$2,800.00'],
        ['Principal & interest', '$2,260.26'],
      ],
    ),
    {
      title: 'Cash purchase: $12,000 income, $500,000 down, 1.2% tax, $1,800 insurance',
      search: 'income=12000&debts=0&down=500000&rate=7&years=30&tax=1.2&insurance=1800&front=28&back=36',
      figure: 'Home price you can afford',
      expected: '$130,000',
      source: identity(
        '28% of $1,000 = $280; $150 insurance leaves $130 = 0.1% of the price a month (erratum 2026-11-25)',
      ),
    },
    {
      title: '$75,000 income, $20,000 down, 0% for 10 years, 1.2% tax, $1,200 insurance',
      search: 'income=75000&debts=0&down=20000&rate=0&years=10&tax=1.2&insurance=1200&front=28&back=36',
      figure: 'Home price you can afford',
      expected: '$194,642',
      source: identity(
        '(1,650 + 20,000 ÷ 120) ÷ (1 ÷ 120 + 1 ÷ 1,000) = 194,642.857…, rounded down (erratum 2026-11-25)',
      ),
    },
  ],
  invariants: [
    'The price is the exact solution rounded down to the dollar: its unrounded cost fits the budget, a dollar more does not.',
    'The budget is the smaller of the two ratios; the figures shown are that price’s monthly amounts to the cent.',
    'More income never lowers the price; more debts never raise it.',
  ],
} satisfies AccuracySpec
