import type { CalculatorExample } from '../kit/example'

// The worked example of ten-calculators.md §4.
export default {
  search: 'balance=250000&rate=6.5&months=300&extra=200&extraYearly=1000&lump=5000&lumpMonth=12',
  results: [
    '$1,688.02',
    '209 (17 years 5 months)',
    '91 (7 years 7 months)',
    '$256,404.68',
    '$165,019.28',
    '$91,385.40',
    '$311.12',
    'Paid off in 17 years 5 months, 7 years 7 months sooner.',
  ],
} satisfies CalculatorExample
