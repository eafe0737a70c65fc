import type { Lang } from '~/calculators/branding'

export const DEFAULT_CTA = 'Talk to us about these numbers'
export const DEFAULT_CONSENT =
  'I agree that this company may contact me about my enquiry and keep my details and these figures for that purpose.'

/** What the visitor reads in the frame, in the calculator's language. */
export const leadText = {
  en: {
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
  },
  es: {
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
  },
} satisfies Record<Lang, Record<string, unknown>>

export function leadLang(lang: string): Lang {
  return lang === 'es' ? 'es' : 'en'
}
