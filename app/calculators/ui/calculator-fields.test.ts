import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { mortgageFields } from '../mortgage/fields'
import { mortgageText } from '../mortgage/texts'
import { CalculatorFields, fieldErrors, limitsMessage, OUTSIDE_LIMITS } from './calculator-fields'
import { ClientOptionsContext, type FieldNote } from './client-options'

const texts = {
  price: '2,000,000',
  down: '40000',
  rate: '6.75',
  years: '30',
  tax: '1.1',
  insurance: '1800',
  pmi: '0.5',
  hoa: '0',
} as const

describe("a client's min/max on typed values (issue 23 §4)", () => {
  it('marks a typed value beyond the max, and nothing without limits', () => {
    expect(fieldErrors(mortgageFields, texts, {}, { price: { max: 1_500_000 } })).toEqual({
      price: OUTSIDE_LIMITS,
    })
    expect(fieldErrors(mortgageFields, texts, {})).toEqual({})
    expect(
      fieldErrors(mortgageFields, { ...texts, price: '1500000' }, {}, { price: { max: 1_500_000 } }),
    ).toEqual({})
  })

  it('marks a value below the min, and keeps the schema’s own message first', () => {
    const limits = { down: { min: 50_000 } }
    expect(fieldErrors(mortgageFields, texts, {}, limits)).toEqual({ down: OUTSIDE_LIMITS })
    expect(fieldErrors(mortgageFields, texts, { down: 'mortgage.down.belowPrice' }, limits)).toEqual({
      down: 'mortgage.down.belowPrice',
    })
  })

  it('words the message like the calculators’ range messages, in the calculator’s language', () => {
    expect(limitsMessage('Home price', 'money', { max: 1_500_000 }, 'en')).toBe(
      'Home price must be at most $1,500,000',
    )
    expect(limitsMessage('Home price', 'money', { min: 100_000, max: 1_500_000 }, 'en')).toBe(
      'Home price must be between $100,000 and $1,500,000',
    )
    expect(limitsMessage('Precio', 'money', { min: 100_000 }, 'es')).toMatch(/^Precio debe ser como mínimo /)
  })
})

describe('a help line for a rate that starts empty (issue 24 §3, decision 0038)', () => {
  const render = (rate: string, note: FieldNote) => {
    // The mortgage's own fields, texts and errors, as its view passes them.
    const Fields = () =>
      CalculatorFields({
        specs: mortgageFields,
        texts: { ...texts, rate },
        errors: fieldErrors(mortgageFields, { ...texts, rate }, {}),
        onChange: () => {},
        lang: 'en',
        text: mortgageText.en,
        translateError: (key) => `error ${key}`,
      })
    return renderToStaticMarkup(
      createElement(
        ClientOptionsContext.Provider,
        { value: { chart: true, schedule: true, notes: { rate: note } } },
        createElement(Fields),
      ),
    )
  }
  const help = { text: 'Enter a rate to see your results.', help: true }

  it('shows the help line instead of the blank-field error while the field is empty', () => {
    const html = render('', help)
    expect(html).toContain('Enter a rate to see your results.')
    expect(html).not.toContain('error ')
    expect(html).not.toContain('aria-invalid')
  })

  it('drops the help line once a rate is typed; a plain note stays, and errors show beside it', () => {
    expect(render('5.25', help)).not.toContain('Enter a rate')
    const dated = render('', { text: 'Rate as of January 5, 2026' })
    expect(dated).toContain('Rate as of January 5, 2026')
    expect(dated).toContain('error ')
  })
})
