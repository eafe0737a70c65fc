/** The three demo calculators, as the home page and the catalogue present them. */
export const demoCalculators = [
  {
    name: 'Loan Calculator',
    href: '/calculators/loan',
    summary:
      'Monthly payment, total interest and a full amortization schedule for auto, personal and mortgage loans.',
  },
  {
    name: 'CD Calculator',
    href: '/calculators/cd',
    summary: 'What a certificate of deposit earns by maturity, for any rate, term and compounding frequency.',
  },
  {
    name: 'Retirement Calculator',
    href: '/calculators/retirement',
    summary: 'How savings grow until retirement, how long they last and the monthly income they can sustain.',
  },
] as const
