import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { specialtyCalculatorSchema } from '~/lib/formulas/definition-schema'
import loan from '~/lib/formulas/examples/loan.json'
import { formatResult } from '~/lib/specialty/format-result'
import { DefinitionPreview } from './definition-preview'

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe('the builder preview', () => {
  test('shows the loan definition’s results for its default inputs, each as its format says', () => {
    const html = text(
      renderToStaticMarkup(<DefinitionPreview definition={specialtyCalculatorSchema.parse(loan)} />),
    )
    expect(html).toContain('Results for the default inputs')
    expect(html).toContain('Monthly payment $489.15')
    expect(html).toContain('Number of payments 60 months')
    expect(html).toContain('APR 6.50%')
  })

  test('says "cannot compute these inputs" for a result that errors, and shows the others', () => {
    const definition = specialtyCalculatorSchema.parse({
      id: 'broken',
      name: { en: 'Broken', es: 'Roto' },
      inputs: [{ id: 'amount', label: { en: 'Amount', es: 'Monto' }, kind: 'currency', default: 0 }],
      results: [
        { id: 'share', label: { en: 'Share', es: 'Parte' }, formula: '100 / amount', format: 'number' },
        { id: 'twice', label: { en: 'Twice', es: 'Doble' }, formula: 'amount * 2', format: 'currency' },
      ],
    })
    const html = text(renderToStaticMarkup(<DefinitionPreview definition={definition} />))
    expect(html).toContain('Share cannot compute these inputs')
    expect(html).toContain('Twice $0.00')
  })

  test.each([
    ['1234567.5', 'number', '1,234,567.5'],
    ['-1037.03', 'currency', '-$1,037.03'],
    ['6.50', 'percent', '6.50%'],
    ['1', 'months', '1 month'],
    ['12.5', 'years', '12.5 years'],
  ] as const)('writes %s as a %s: %s', (value, format, shown) => {
    expect(formatResult(value, format)).toBe(shown)
  })
})
