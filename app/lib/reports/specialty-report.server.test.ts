import { describe, expect, test } from 'vitest'
import { DEFAULT_BRAND } from '~/calculators/branding'
import { registerSpecialty } from '~/calculators/resolve'
import { specialtyCalculatorSchema } from '~/lib/formulas/definition-schema'
import loanJson from '~/lib/formulas/examples/loan.json'
import { testSigning } from '../../../tests/support/receipts'
import { pdfTextLines } from './pdf-text'
import { calculatorReport } from './report.server'

// Issue 37 §2: a specialty version's PDF report comes from the same producer as a registry calculator's.
describe('the PDF report of a specialty calculator', () => {
  test('prints its results, its name and the client disclosure filled from its marked results', async () => {
    const definition = specialtyCalculatorSchema.parse({ ...loanJson, id: 'report_test_loan' })
    const type = registerSpecialty({ slug: definition.id, number: 2, definition })
    const pdf = await calculatorReport({
      type,
      search: '?principal=10000&apr=8&months=10',
      brand: { ...DEFAULT_BRAND, lang: 'en' },
      brandName: 'Acme Credit Union',
      disclosure: 'Payment {payment} for {term}.',
      today: '2026-11-27',
      signing: testSigning(),
    })
    const text = pdfTextLines(pdf).join(' ')
    expect(text).toContain('Acme Credit Union')
    expect(text).toContain(definition.name.en)
    expect(text).toContain('$1,037.03')
    expect(text).toContain('Payment $1,037.03 for 10')
  })
})
