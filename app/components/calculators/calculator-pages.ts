import { originFrom, pageMeta } from '~/lib/meta'

/** The calculators shown on our own pages, at both path sets of the spec; the canonical URL is /calculators/<id>. */
export const calculatorPages = {
  loan: {
    name: 'Loan Calculator',
    description:
      'Estimate monthly payments, total interest and the payoff date of a loan, with extra payments. A white-label loan calculator for your website.',
    intro:
      'Show your clients their monthly payment, total interest and a full amortization schedule, in your colours, font and language.',
  },
  cd: {
    name: 'CD Calculator',
    description:
      'See how a certificate of deposit grows with its rate, term and compounding. A white-label CD calculator for your website.',
    intro:
      'Let savers see what a certificate of deposit earns by maturity, with the compounding your institution offers.',
  },
  retirement: {
    name: 'Retirement Calculator',
    description:
      'Project retirement savings with contributions, employer match, returns and inflation. A white-label retirement calculator for your website.',
    intro:
      'Help your clients plan ahead: savings, contributions, employer match, expected returns and inflation, all in one view.',
  },
} as const

export type CalculatorId = keyof typeof calculatorPages

export function calculatorMeta(id: CalculatorId, matches: Parameters<typeof originFrom>[0]) {
  const { name, description } = calculatorPages[id]
  return pageMeta({ title: name, description, path: `/calculators/${id}`, origin: originFrom(matches) })
}
