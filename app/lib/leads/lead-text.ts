import type { Lang } from '~/calculators/branding'

export const DEFAULT_CTA = 'Talk to us about these numbers'
export const DEFAULT_CONSENT =
  'I agree that this company may contact me about my enquiry and keep my details and these figures for that purpose.'

/** What the visitor reads in the frame, in the calculator's language: the lead form and the embed's notices. */
export const leadText = {
  en: {
    cta: DEFAULT_CTA,
    consent: DEFAULT_CONSENT,
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone (optional)',
    preferredTime: 'Preferred time to call (optional)',
    message: 'Message (optional)',
    send: 'Send',
    sending: 'Sending…',
    thanks: 'Thank you — we will be in touch',
    nameRequired: 'Please enter your name.',
    emailInvalid: 'Please enter a valid e-mail address.',
    consentRequired: 'Please tick the box so that we may contact you.',
    tooLong: (max: number) => `Please use at most ${max} characters.`,
    rateLimited: 'Too many requests from your address. Please try again in a minute.',
    failed: 'Your request could not be sent. Please try again later.',
    archived: 'This calculator is no longer available.',
    missing: 'This calculator could not be found.',
    unavailable: 'This calculator cannot be shown right now.',
  },
  es: {
    cta: 'Hable con nosotros sobre estas cifras',
    consent:
      'Acepto que esta empresa me contacte sobre mi consulta y conserve mis datos y estas cifras con ese fin.',
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono (opcional)',
    preferredTime: 'Hora preferida para llamar (opcional)',
    message: 'Mensaje (opcional)',
    send: 'Enviar',
    sending: 'Enviando…',
    thanks: 'Gracias — nos pondremos en contacto',
    nameRequired: 'Escriba su nombre.',
    emailInvalid: 'Escriba un correo electrónico válido.',
    consentRequired: 'Marque la casilla para que podamos contactarle.',
    tooLong: (max: number) => `Use como máximo ${max} caracteres.`,
    rateLimited: 'Demasiadas solicitudes desde su dirección. Inténtelo de nuevo en un minuto.',
    failed: 'No se pudo enviar su solicitud. Inténtelo de nuevo más tarde.',
    archived: 'Esta calculadora ya no está disponible.',
    missing: 'No se encontró esta calculadora.',
    unavailable: 'Esta calculadora no se puede mostrar en este momento.',
  },
} satisfies Record<Lang, Record<string, unknown>>

export function leadLang(lang: string): Lang {
  return lang === 'es' ? 'es' : 'en'
}

const isDefault = (text: string, key: 'cta' | 'consent') =>
  text.trim() === '' || Object.values(leadText).some((texts) => texts[key] === text.trim())

/**
 * The call to action and consent line a visitor reads: the client's own wording as saved, but our default
 * wording (which the editor fills in, in English) in the calculator's language. The lead records the same.
 */
export function shownLeadTexts(lang: Lang, saved: { cta: string; consent: string }) {
  const t = leadText[lang]
  return {
    cta: isDefault(saved.cta, 'cta') ? t.cta : saved.cta,
    consent: isDefault(saved.consent, 'consent') ? t.consent : saved.consent,
  }
}
