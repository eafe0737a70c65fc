import { describe, expect, it } from 'vitest'
import { parseSettingForm } from './lead-field-setting'
import {
  customColumns,
  DEFAULT_LEAD_FIELDS,
  formFields,
  leadFieldSetting,
  reportOptInOffered,
  visitorLeadFields,
  type LeadFieldSetting,
} from './lead-fields'
import { validateLead } from './lead-schema'

const setting: LeadFieldSetting = leadFieldSetting({
  standard: {
    ...DEFAULT_LEAD_FIELDS.standard,
    phone: { shown: false, required: true },
    preferredTime: { shown: true, required: true },
  },
  custom: [
    {
      key: 'purpose',
      kind: 'choice',
      label: { en: 'Loan purpose', es: 'Finalidad del préstamo' },
      required: true,
      options: [
        { en: 'Purchase', es: 'Compra' },
        { en: 'Refinance', es: 'Refinanciación' },
      ],
    },
    {
      key: 'member',
      kind: 'checkbox',
      label: { en: 'I am a member', es: 'Soy socio' },
      required: false,
      options: [],
    },
    { key: 'branch', kind: 'text', label: { en: 'Branch', es: 'Sucursal' }, required: false, options: [] },
  ],
})

const form = (entries: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(entries)) data.append(name, value)
  return data
}

describe('the lead schema built from the catalogue and the workspace setting', () => {
  it('keeps e-mail shown and required, and never requires a hidden field', () => {
    const stored = leadFieldSetting({
      standard: { ...DEFAULT_LEAD_FIELDS.standard, email: { shown: false, required: false } },
      custom: [],
    })
    expect(stored.standard.email).toEqual({ shown: true, required: true })
    expect(setting.standard.phone).toEqual({ shown: false, required: false })
  })

  it('gives the visitor’s page its language only, and nothing for a workspace that never chose', () => {
    const es = visitorLeadFields(setting, 'es')
    expect(es?.custom[0]).toEqual({
      key: 'purpose',
      kind: 'choice',
      label: 'Finalidad del préstamo',
      required: true,
      options: ['Compra', 'Refinanciación'],
    })
    expect(JSON.stringify(es)).not.toMatch(/Loan purpose|Refinance|I am a member/)
    expect(visitorLeadFields(null, 'es')).toBeNull()
    expect(formFields(null, 'en')).toEqual(formFields(visitorLeadFields(DEFAULT_LEAD_FIELDS, 'en'), 'en'))
  })

  it('lists the form: shown standard fields then custom ones, in the calculator language', () => {
    const es = formFields(visitorLeadFields(setting, 'es'), 'es')
    expect(es.map((field) => [field.name, field.label, field.required])).toEqual([
      ['name', 'Nombre', true],
      ['email', 'Correo electrónico', true],
      ['preferredTime', 'Hora preferida para llamar', true],
      ['message', 'Mensaje', false],
      ['custom.purpose', 'Finalidad del préstamo', true],
      ['custom.member', 'Soy socio', false],
      ['custom.branch', 'Sucursal', false],
    ])
    expect(es[4]!.options).toEqual([
      { value: '0', label: 'Compra' },
      { value: '1', label: 'Refinanciación' },
    ])
  })

  it('refuses a missing required field, an unknown option and an unticked required box, per field', () => {
    const refused = validateLead(
      { name: 'Ana', email: 'ana@home.example', consent: 'on', 'custom.purpose': 'Lottery' },
      'es',
      setting,
    )
    expect(refused).toEqual({
      ok: false,
      errors: { preferredTime: 'Complete este campo.', 'custom.purpose': 'Elija una de las opciones.' },
    })
    // The form posts an option by its number: one past the last, or its label, is any invalid answer.
    const optional = leadFieldSetting({ ...setting, custom: [{ ...setting.custom[0]!, required: false }] })
    for (const posted of ['2', '-1', '1.0', '01', 'Refinance'])
      expect(
        validateLead(
          { name: 'A', email: 'a@b.example', consent: 'on', preferredTime: 'Noon', 'custom.purpose': posted },
          'en',
          optional,
        ),
      ).toEqual({ ok: false, errors: { 'custom.purpose': 'Please choose one of the options.' } })
    const box = leadFieldSetting({ ...setting, custom: [{ ...setting.custom[1]!, required: true }] })
    expect(
      validateLead({ name: 'A', email: 'a@b.example', consent: 'on', preferredTime: 'Noon' }, 'en', box),
    ).toEqual({ ok: false, errors: { 'custom.member': 'Please tick this box.' } })
  })

  it('returns the answers with their English labels; a hidden field keeps nothing posted into it', () => {
    const sent = validateLead(
      {
        name: 'Ana',
        email: 'ana@home.example',
        phone: '555 0100',
        preferredTime: ' Mornings ',
        consent: 'on',
        'custom.purpose': '1',
        'custom.member': 'on',
      },
      'es',
      setting,
    )
    expect(sent).toEqual({
      ok: true,
      value: { name: 'Ana', email: 'ana@home.example', phone: '', preferredTime: 'Mornings', message: '' },
      custom: [
        { key: 'purpose', label: 'Loan purpose', value: 'Refinance' },
        { key: 'member', label: 'I am a member', value: true },
        { key: 'branch', label: 'Branch', value: '' },
      ],
    })
  })

  it('reads a JSON lead’s answers under "custom" as the form’s custom.<key>', () => {
    const sent = validateLead(
      {
        name: 'Ana',
        email: 'ana@home.example',
        preferredTime: 'Noon',
        consent: true,
        custom: { purpose: 'Purchase', member: false, branch: 'Main\u0000 St' },
      },
      'en',
      setting,
    )
    expect(sent.ok && sent.custom.map((answer) => answer.value)).toEqual(['Purchase', false, 'Main St'])
    // The JSON API names an option by its English label, as documented; not by the form's number.
    for (const purpose of ['1', 'Lottery'])
      expect(
        validateLead(
          { name: 'A', email: 'a@b.example', consent: true, preferredTime: 'Noon', custom: { purpose } },
          'en',
          setting,
        ),
      ).toEqual({ ok: false, errors: { 'custom.purpose': 'Please choose one of the options.' } })
  })

  it('puts the CSV’s custom columns in the setting’s order, then keys only older leads answered', () => {
    expect(customColumns(setting, [[{ key: 'old', label: 'Old question', value: 'x' }]])).toEqual([
      { key: 'purpose', label: 'Loan purpose' },
      { key: 'member', label: 'I am a member' },
      { key: 'branch', label: 'Branch' },
      { key: 'old', label: 'Old question' },
    ])
  })
})

describe('the lead-field setting schema', () => {
  const field = (index: number, key: string, extra: Record<string, string> = {}) => ({
    [`custom.${index}.key`]: key,
    [`custom.${index}.kind`]: 'text',
    [`custom.${index}.label.en`]: `Label ${index}`,
    [`custom.${index}.label.es`]: `Etiqueta ${index}`,
    ...extra,
  })

  it('saves shown and required standard fields and a choice with options in both languages', () => {
    const parsed = parseSettingForm(
      form({
        'standard.name.shown': 'on',
        'standard.name.required': 'on',
        'standard.preferredTime.shown': 'on',
        'standard.preferredTime.required': 'on',
        ...field(0, 'purpose', {
          'custom.0.kind': 'choice',
          'custom.0.options.en': 'Purchase\n\nRefinance\n',
          'custom.0.options.es': 'Compra\nRefinanciación',
          'custom.0.required': 'on',
        }),
      }),
    )
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    expect(parsed.setting.standard.phone).toEqual({ shown: false, required: false })
    expect(parsed.setting.standard.email).toEqual({ shown: true, required: true })
    expect(parsed.setting.custom[0]).toEqual({
      key: 'purpose',
      kind: 'choice',
      label: { en: 'Label 0', es: 'Etiqueta 0' },
      required: true,
      options: [
        { en: 'Purchase', es: 'Compra' },
        { en: 'Refinance', es: 'Refinanciación' },
      ],
    })
  })

  it('refuses a fourth custom field, empty labels, duplicate and standard keys, unmatched options', () => {
    const four = parseSettingForm(
      form({ ...field(0, 'a'), ...field(1, 'b'), ...field(2, 'c'), ...field(3, 'd') }),
    )
    expect(four).toEqual({ ok: false, errors: { custom: 'At most 3 custom fields.' } })
    const bad = parseSettingForm(
      form({
        ...field(0, 'purpose', { 'custom.0.label.es': ' ' }),
        ...field(1, 'purpose'),
        ...field(2, 'email', {
          'custom.2.kind': 'choice',
          'custom.2.options.en': 'Yes\nNo',
          'custom.2.options.es': 'Sí',
        }),
      }),
    )
    expect(bad).toEqual({
      ok: false,
      errors: {
        'custom.0.label.es': 'Enter the label in Spanish.',
        'custom.1.key': 'Each key must differ.',
        'custom.2.key': 'A standard field has this key already.',
        'custom.2.options.es': 'Enter the option in Spanish.',
      },
    })
  })
})

describe('the opt-in of "E-mail my results" (a name and an address only)', () => {
  it('is offered while the workspace requires nothing more than a name and an e-mail', () => {
    expect(reportOptInOffered(DEFAULT_LEAD_FIELDS)).toBe(true)
    const optional = leadFieldSetting({
      standard: { ...DEFAULT_LEAD_FIELDS.standard, name: { shown: false, required: false } },
      custom: setting.custom.map((field) => ({ ...field, required: false })),
    })
    expect(reportOptInOffered(optional)).toBe(true)
  })

  it('is not offered when a standard or a custom field beyond them is required', () => {
    expect(reportOptInOffered(setting)).toBe(false)
    const phone = leadFieldSetting({
      standard: { ...DEFAULT_LEAD_FIELDS.standard, phone: { shown: true, required: true } },
      custom: [],
    })
    expect(reportOptInOffered(phone)).toBe(false)
    const custom = leadFieldSetting({ standard: DEFAULT_LEAD_FIELDS.standard, custom: [setting.custom[0]!] })
    expect(reportOptInOffered(custom)).toBe(false)
  })
})
