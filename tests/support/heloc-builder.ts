import type { BuilderState } from '~/lib/specialty/builder-model'

/** The HELOC interest-only draw calculator a marketing manager builds (issue 46's "done when"). */
export function helocState(): BuilderState {
  const text = (en: string) => ({ en, es: '' })
  const input = (label: string, kind: 'currency' | 'percent' | 'integer', value: string, max: string) => ({
    name: '',
    label: text(label),
    help: text(''),
    kind,
    default: value,
    min: '0',
    max,
    step: '',
    options: '',
  })
  return {
    slug: '',
    name: text('HELOC interest-only draw'),
    description: text(''),
    inputs: [
      input('Amount drawn', 'currency', '50000', '1000000'),
      input('Rate', 'percent', '8.5', '30'),
      input('Draw years', 'integer', '10', '30'),
      input('Repayment years', 'integer', '20', '30'),
    ],
    formulas: [
      { name: 'Draw payment', formula: 'ROUND(Amount_drawn * Rate / 12, 2)' },
      { name: 'Repayment payment', formula: 'ROUND(-PMT(Rate / 12, Repayment_years * 12, Amount_drawn), 2)' },
    ],
    results: [
      {
        formula: 'draw_payment',
        label: text('Monthly payment while drawing'),
        format: 'currency',
        headline: true,
        disclosure: '',
      },
      {
        formula: 'repayment_payment',
        label: text('Monthly payment after'),
        format: 'currency',
        headline: false,
        disclosure: '',
      },
    ],
    schedule: null,
    creditProduct: '',
    examples: [
      {
        inputs: ['50000', '8.5', '10', '20'],
        expected: ['354.17', '433.91'],
        source: 'Rate sheet, May 2026',
      },
      { inputs: ['100000', '6', '10', '15'], expected: ['500.00', '843.86'], source: 'Rate sheet, May 2026' },
    ],
  }
}
