import { referenceValues, regulationDD, workedExample } from '../sources'
import type { AccuracySpec } from '../types'

export default {
  name: 'cd',
  cases: [
    ...workedExample(
      '$1,000 at 5.25%, compounded daily, 365 days',
      'deposit=1000&rate=5.25&days=365&compounding=daily',
      regulationDD('Part I, example (interest $53.90, APY 5.39%)'),
      [
        ['Interest earned', '$53.90'],
        ['Annual percentage yield', '5.39%'],
      ],
    ),
    ...workedExample(
      '$8,000 at 5.50%, compounded daily, 365 days',
      'deposit=8000&rate=5.5&days=365&compounding=daily',
      referenceValues('Certificate of deposit, per 12 CFR 1030 App. A'),
      [
        ['Interest earned', '$452.29'],
        ['Annual percentage yield', '5.65%'],
      ],
    ),
    ...workedExample(
      '$20,000 at 5.75%, compounded daily, 365 days',
      'deposit=20000&rate=5.75&days=365&compounding=daily',
      referenceValues('Certificate of deposit, per 12 CFR 1030 App. A'),
      [
        ['Interest earned', '$1,183.61'],
        ['Annual percentage yield', '5.92%'],
      ],
    ),
    ...workedExample(
      '$25,000 at 4.5%, compounded annually, 2 years (exactly 27,300.625)',
      'deposit=25000&rate=4.5&months=24&compounding=annually',
      referenceValues('Half-up rounding of an exact half cent'),
      [['Balance at maturity', '$27,300.63']],
    ),
  ],
  invariants: [
    'Maturity value A = P·(1 + r/m)^(m·t) in decimal, rounded half-up to the cent once; interest = A − P.',
    'APY by Regulation DD Appendix A from the rounded interest; a 12-month term equals a 365-day term.',
    'At 0% nothing is earned.',
  ],
} satisfies AccuracySpec
