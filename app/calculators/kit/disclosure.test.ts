import { describe, expect, test } from 'vitest'
import { LANGS } from '../branding'
import { calculators, loadCalculatorModule } from '../registry'
import { SHIPPED_DISCLOSURES } from '~/lib/disclosures/default-texts'
import { fillDisclosure, placeholderValues, type DisclosureDeclaration } from './disclosure'

const today = '2026-11-25'

async function filled(name: string, search: string, lang: 'en' | 'es', template?: string) {
  const calculator = calculators.find((candidate) => candidate.name === name)!
  const figures = (await loadCalculatorModule(calculator.name)).headline(
    new URLSearchParams(search),
    lang,
    today,
  )
  const values = placeholderValues(calculator.disclosure, figures, new URLSearchParams(search), lang)
  return {
    values,
    text: fillDisclosure(template ?? SHIPPED_DISCLOSURES[calculator.disclosure.set][lang], values),
  }
}

describe('disclosure placeholders', () => {
  test('credit, English: the loan’s payment, its term and the APR typed', async () => {
    const { text } = await filled('loan', 'principal=10000&rate=8&months=10&start=2030-01-31', 'en')
    expect(text).toContain('Payment of $1,037.03 for 10 months at an annual percentage rate (APR) of 8%.')
    expect(text).toContain('If the rate is variable, the APR may increase after consummation.')
  })

  test('each credit product its own Regulation Z wording (issue 48 §3)', async () => {
    const loan = await filled('auto-loan', 'price=30000&down=3000&rate=6&months=60', 'en')
    const mortgage = await filled('mortgage', 'price=300000&down=60000&rate=6.5&years=30', 'en')
    const equity = await filled('home-equity', '', 'en')
    // Taxes and insurance are a dwelling's (12 CFR 1026.24(f)): never on a car or personal loan.
    expect(loan.text).not.toContain('taxes and insurance')
    expect(mortgage.text).toContain('The payment does not include taxes and insurance')
    expect(equity.text).toContain('The payment does not include taxes and insurance')
    expect(SHIPPED_DISCLOSURES.heloc.en).toContain(
      'Interest-only payments during the draw period do not reduce',
    )
    expect(SHIPPED_DISCLOSURES.heloc.es).toContain('no reducen el saldo')
  })

  test('credit, Spanish: the same figures in the calculator’s language', async () => {
    const { text } = await filled('loan', 'principal=10000&rate=8&months=10&start=2030-01-31', 'es')
    expect(text).toContain('Pago de $1,037.03 durante 10 meses con una tasa de porcentaje anual (APR) de 8%.')
    expect(text).toContain('la APR puede aumentar después de la formalización')
  })

  test('credit, a term in years and one year in the singular', async () => {
    const en = await filled('mortgage', 'price=300000&down=60000&rate=6.5&years=1', 'en', '{term}')
    const es = await filled('mortgage', 'price=300000&down=60000&rate=6.5&years=30', 'es', '{term} {apr}')
    expect(en.text).toBe('1 year')
    expect(es.text).toBe('30 años 6.5%')
  })

  test('deposit, both languages: the APY the CD result states', async () => {
    const search = 'deposit=10000&rate=5&months=12&compounding=daily'
    const en = await filled('cd', search, 'en')
    const es = await filled('cd', search, 'es')
    expect(en.values.apy).toMatch(/^5\.1\d*%$/)
    expect(en.text).toContain(`annual percentage yield (APY) of ${en.values.apy} for 12 months`)
    expect(en.text).toContain('Fees could reduce earnings.')
    expect(es.text).toContain(`rendimiento porcentual anual (APY) de ${en.values.apy} durante 12 meses`)
    expect(es.text).toContain('Las comisiones podrían reducir las ganancias.')
  })

  test('general, both languages: no placeholders, the text as written', async () => {
    for (const lang of LANGS) {
      const { text } = await filled('retirement', '', lang)
      expect(text).toBe(SHIPPED_DISCLOSURES.general[lang])
    }
  })

  test('a placeholder without a value reads as a dash; unknown braces stay as typed', () => {
    const declaration: DisclosureDeclaration = { set: 'installment', triggers: [] }
    const values = placeholderValues(declaration, [], new URLSearchParams(), 'en')
    expect(fillDisclosure('APR {apr}, code {branch}', values)).toBe('APR —, code {branch}')
  })

  test('every calculator: its example fills each placeholder of its set’s text and each triggering term', async () => {
    for (const calculator of calculators) {
      const example = (await import(`../${calculator.name}/example.ts`)).default as { search: string }
      for (const lang of LANGS) {
        const { values, text } = await filled(calculator.name, example.search, lang)
        expect(text, `${calculator.name} (${lang})`).not.toMatch(/[{}—]/)
        for (const trigger of calculator.disclosure.triggers)
          expect(values[trigger], calculator.name).toBeTruthy()
      }
    }
  })
})
