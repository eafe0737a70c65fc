import type { Lang } from '~/calculators/branding'
import { LEAD_CONTACT_FIELDS } from '~/lib/leads/lead-fields'
import { leadText } from '~/lib/leads/lead-text'

/** "E-mail my results": what the visitor reads in the form and in the mail, in the calculator's language. */
const en = {
  email: LEAD_CONTACT_FIELDS.email.form.en,
  name: 'Name',
  consent: 'I agree that my e-mail address is used to send me this report, and for nothing else.',
  optIn: (brand: string) => `Also send my details to ${brand} so they can contact me`,
  send: 'Send report',
  sending: leadText.en.sending,
  sent: (to: string) => `We sent your report to ${to}. It may take a minute to arrive.`,
  emailInvalid: leadText.en.emailInvalid,
  consentRequired: 'Please tick the box so that we may e-mail you the report.',
  rateLimited: leadText.en.rateLimited,
  failed: leadText.en.failed,
  subject: (title: string) => `Your report: ${title}`,
  body: (title: string, source: string | undefined) =>
    `Here is the report of the ${title} you asked for, as a PDF.\n` +
    (source ? `\nIt was prepared from ${source}.\n` : ''),
  signature: (company: string, email: string, phone: string) =>
    [company, email && `Questions? Reply to this e-mail or write to ${email}.`, phone && `Phone: ${phone}`]
      .filter(Boolean)
      .join('\n'),
}

export type ReportMailText = typeof en

const es: ReportMailText = {
  email: LEAD_CONTACT_FIELDS.email.form.es,
  name: 'Nombre',
  consent: 'Acepto que mi correo electrónico se use para enviarme este informe, y para nada más.',
  optIn: (brand) => `Enviar también mis datos a ${brand} para que me contacte`,
  send: 'Enviar informe',
  sending: leadText.es.sending,
  sent: (to) => `Enviamos su informe a ${to}. Puede tardar un minuto en llegar.`,
  emailInvalid: leadText.es.emailInvalid,
  consentRequired: 'Marque la casilla para que podamos enviarle el informe.',
  rateLimited: leadText.es.rateLimited,
  failed: leadText.es.failed,
  subject: (title) => `Su informe: ${title}`,
  body: (title, source) =>
    `Le enviamos en PDF el informe de ${title} que solicitó.\n` +
    (source ? `\nSe preparó desde ${source}.\n` : ''),
  signature: (company, email, phone) =>
    [
      company,
      email && `¿Preguntas? Responda a este correo o escriba a ${email}.`,
      phone && `Teléfono: ${phone}`,
    ]
      .filter(Boolean)
      .join('\n'),
}

export const reportMailText: Record<Lang, ReportMailText> = { en, es }
