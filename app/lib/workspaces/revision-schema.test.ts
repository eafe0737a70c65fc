import { beforeAll, describe, expect, it } from 'vitest'
import { typeInfo } from '~/calculators/kit/type-info'
import { editorInputs, type EditorInput } from './editor-inputs'
import { parseRevisionFields, parseRevisionForm } from './revision-schema'

let loanInputs: EditorInput[]
let loanValidate: (defaults: URLSearchParams) => string[]
beforeAll(async () => {
  loanInputs = await editorInputs('loan', 'en')
  loanValidate = (await typeInfo('loan')).validate
})
/** What the server runs for a loan calculator's form (the page runs the same without `loanValidate`). */
const parseLoan = (fields: Record<string, string>) => parseRevisionFields(fields, loanInputs, loanValidate)

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}
const valid = { name: 'Car loan', color: '#0b5ea8', accent: '#e39b12', font: 'system', lang: 'en' }

describe('the revision form schema (one for the editor page and the server)', () => {
  it('turns a valid form into a revision, with display choices and limits', () => {
    const result = parseLoan({
      ...valid,
      color: '#0B5EA8',
      'default.rate': ' 6.5 ',
      'min.rate': '3',
      'max.rate': '8',
      'display.chart': 'on',
      allowedOrigins: 'https://www.bank.example\nhttps://www.bank.example',
      'lead.enabled': 'on',
      'lead.recipients': 'Loans@Bank.example, loans@bank.example',
    })
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        name: 'Car loan',
        brand: { color: '#0b5ea8', accent: '#e39b12', font: 'system', lang: 'en' },
        defaults: { rate: '6.5' },
        limits: { rate: { min: 3, max: 8 } },
        allowedOrigins: ['https://www.bank.example'],
        display: { chart: true, schedule: false },
        lead: expect.objectContaining({ enabled: true, recipients: ['loans@bank.example'] }),
      }),
    })
  })

  it('names every refused field and keeps what was typed', async () => {
    const result = await parseRevisionForm(
      form({
        ...valid,
        name: 'x'.repeat(101),
        color: 'red',
        'default.rate': '7',
        'max.rate': '5',
        allowedOrigins: '*',
      }),
      'loan',
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(Object.keys(result.errors).sort()).toEqual(['allowedOrigins', 'color', 'name'])
    expect(result.fields['default.rate']).toBe('7')
  })

  it('checks defaults against their own limits once the fields themselves are valid', () => {
    const result = parseLoan({ ...valid, 'default.rate': '7', 'max.rate': '5' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors['default.rate']).toBe(
      'Default for Interest rate (APR %) must lie within its minimum and maximum.',
    )
    const inverted = parseLoan({ ...valid, 'min.rate': '9', 'max.rate': '5' })
    expect(inverted.ok || inverted.errors['max.rate']).toBe(
      'Maximum for Interest rate (APR %) must not be below its minimum.',
    )
  })

  it('refuses a colour that white text (primary) or dark text (accent) cannot be read on, naming a shade that can', () => {
    const result = parseLoan({ ...valid, color: '#7dd3fc', accent: '#1e293b' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.color).toMatch(
      /^Colour #7dd3fc is too light: white text on it reaches 1\.\d:1, and needs 4\.5:1/,
    )
    expect(result.errors.color).toMatch(/The nearest readable shade is #[0-9a-f]{6}\.$/)
    expect(result.errors.accent).toMatch(/^Accent #1e293b is too dark/)
  })

  it('needs a recipient when the lead form is on, and refuses unknown fonts and languages', () => {
    const result = parseLoan({ ...valid, font: 'comic', lang: 'fr', 'lead.enabled': 'on' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toMatchObject({
      font: 'Choose a font from the list.',
      lang: 'Choose English or Spanish.',
    })
  })

  it("passes the defaults to the calculator's own schema", () => {
    const result = parseLoan({ ...valid, 'default.principal': '-5' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.defaults).toMatch(/^Default inputs: /)
  })
})
