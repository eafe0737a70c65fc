import { describe, expect, test } from 'vitest'
import { fillCompany, leadText, shownLeadTexts } from './lead-text'

describe('the consent line a visitor reads', () => {
  test('names the company where the line says {company}, in both languages', () => {
    expect(fillCompany(leadText.en.consent, 'Prairie Credit Union')).toBe(
      'I agree that Prairie Credit Union may contact me about my enquiry and keep my details and these figures for that purpose.',
    )
    expect(fillCompany(leadText.es.consent, 'Prairie Credit Union')).toBe(
      'Acepto que Prairie Credit Union me contacte sobre mi consulta y conserve mis datos y estas cifras con ese fin.',
    )
  })

  test('shows a saved line as saved, whatever the calculator’s language', () => {
    const saved = { cta: '', consent: 'I agree that Prairie Credit Union may call me.' }
    expect(shownLeadTexts('es', saved).consent).toBe(saved.consent)
  })

  test('shows a revision saved before {company} (the old line, or none) in the calculator’s language, as approved', () => {
    const oldEnglish =
      'I agree that this company may contact me about my enquiry and keep my details and these figures for that purpose.'
    expect(shownLeadTexts('es', { cta: '', consent: oldEnglish }).consent).toBe(
      'Acepto que esta empresa me contacte sobre mi consulta y conserve mis datos y estas cifras con ese fin.',
    )
    expect(shownLeadTexts('en', { cta: '', consent: '' }).consent).toBe(oldEnglish)
  })

  test('shows the default call to action in the calculator’s language', () => {
    expect(shownLeadTexts('es', { cta: leadText.en.cta, consent: 'x' }).cta).toBe(
      'Hable con nosotros sobre estas cifras',
    )
  })
})
