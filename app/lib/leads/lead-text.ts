import type { Lang } from '~/calculators/branding'

export const DEFAULT_CTA = 'Talk to us about these numbers'
/** `{company}` becomes the workspace's company name when a revision is saved (lib/disclosures/revision-texts). */
export const DEFAULT_CONSENT =
  'I agree that {company} may contact me about my enquiry and keep my details and these figures for that purpose.'

/** The consent line as the product shipped it before `{company}`: revisions saved then still show it as approved. */
const LEGACY_CONSENT: Record<Lang, string> = {
  en: 'I agree that this company may contact me about my enquiry and keep my details and these figures for that purpose.',
  es: 'Acepto que esta empresa me contacte sobre mi consulta y conserve mis datos y estas cifras con ese fin.',
}

/** A consent text with `{company}` replaced by the workspace's company name. */
export const fillCompany = (text: string, company: string) => text.replaceAll('{company}', company)

/** What the visitor reads in the frame, in the calculator's language: the lead form and the embed's notices. */
export const leadText = {
  en: {
    cta: DEFAULT_CTA,
    consent: DEFAULT_CONSENT,
    optional: '(optional)',
    send: 'Send',
    sending: 'Sending…',
    thanks: 'Thank you — we will be in touch',
    previewNotSent: 'Preview: this lead was checked, and neither kept nor sent to anyone.',
    nameRequired: 'Please enter your name.',
    emailInvalid: 'Please enter a valid e-mail address.',
    fieldRequired: 'Please fill in this field.',
    choiceRequired: 'Please choose one of the options.',
    boxRequired: 'Please tick this box.',
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
      'Acepto que {company} me contacte sobre mi consulta y conserve mis datos y estas cifras con ese fin.',
    optional: '(opcional)',
    send: 'Enviar',
    sending: 'Enviando…',
    thanks: 'Gracias — nos pondremos en contacto',
    previewNotSent: 'Vista previa: esta solicitud se comprobó, y no se guardó ni se envió a nadie.',
    nameRequired: 'Escriba su nombre.',
    emailInvalid: 'Escriba un correo electrónico válido.',
    fieldRequired: 'Complete este campo.',
    choiceRequired: 'Elija una de las opciones.',
    boxRequired: 'Marque esta casilla.',
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

const isDefaultCta = (text: string) =>
  text.trim() === '' || Object.values(leadText).some((texts) => texts.cta === text.trim())
const isLegacyConsent = (text: string) =>
  text.trim() === '' || Object.values(LEGACY_CONSENT).includes(text.trim())

/**
 * The call to action and consent line a visitor reads: the client's own wording as saved, but our default
 * call to action in the calculator's language. A revision saves its consent line whole, in its language and
 * with its company named; one saved before that (empty, or the old shipped line) shows the old line in the
 * calculator's language. The lead records the same.
 */
export function shownLeadTexts(lang: Lang, saved: { cta: string; consent: string }) {
  return {
    cta: isDefaultCta(saved.cta) ? leadText[lang].cta : saved.cta,
    consent: isLegacyConsent(saved.consent) ? LEGACY_CONSENT[lang] : saved.consent,
  }
}
