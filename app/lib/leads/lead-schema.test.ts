import { describe, expect, it } from 'vitest'
import { cleanPageUrl, validateLead } from './lead-schema'

describe('the lead schema', () => {
  it('keeps only an http(s) page address, without query string, fragment or credentials', () => {
    expect(cleanPageUrl('https://bank.example/loans/?email=a@b.example#top')).toBe(
      'https://bank.example/loans/',
    )
    expect(cleanPageUrl('http://user:pw@bank.example/x')).toBe('http://bank.example/x')
    expect(cleanPageUrl('javascript:alert(1)')).toBe('')
    expect(cleanPageUrl('file:///etc/passwd')).toBe('')
    expect(cleanPageUrl(`https://bank.example/${'a'.repeat(600)}`)).toBe('')
    expect(cleanPageUrl(42)).toBe('')
  })

  it('cleans and checks the contact fields, first message per field, in the calculator language', () => {
    expect(validateLead({ name: ' Ana\u0000  B ', email: 'ana@home.example', consent: 'on' }, 'en')).toEqual({
      ok: true,
      value: { name: 'Ana B', email: 'ana@home.example', phone: '', preferredTime: '', message: '' },
      custom: [],
    })
    expect(validateLead({ name: '', email: `${'a'.repeat(260)}@x.example` }, 'es')).toEqual({
      ok: false,
      errors: {
        name: 'Escriba su nombre.',
        email: 'Use como máximo 254 caracteres.',
        consent: 'Marque la casilla para que podamos contactarle.',
      },
    })
    expect(validateLead({ name: 'S \ud800', email: 'a@b.example', consent: true }, 'en')).toMatchObject({
      ok: true,
      value: { name: 'S \ufffd' },
    })
  })
})
