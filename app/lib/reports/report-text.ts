import type { Lang } from '~/calculators/branding'

/** yyyy-mm-dd as the report's language writes a date ("November 25, 2026", "25 de noviembre de 2026"). */
const longDate = (locale: string) => (day: string) => {
  const date = new Date(`${day}T12:00:00Z`)
  if (Number.isNaN(date.getTime())) return day
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}

const en = {
  inputs: 'Your inputs',
  results: 'Results',
  date: longDate('en-US'),
  /** `page`: the client's page the visitor was on, when known. */
  prepared: (date: string, page?: string) =>
    page ? `Prepared on ${date} from ${page}` : `Prepared on ${date}`,
  page: (number: number, count: number) => `Page ${number} of ${count}`,
  invalid: 'These inputs cannot be calculated. Correct them on the calculator and download the report again.',
  /** Every page's footer, left: names the receipt attached to the PDF (decision 0049). */
  receipt: (id: string, version: number) => `Receipt ${id} · engine version ${version}`,
  /** `verifyAt`: our /accuracy/check, on our own reports only; a client's report names no site of ours. */
  checkFigures: (id: string, version: number, verifyAt?: string) =>
    `Check these figures: this PDF carries a receipt of its inputs and results signed with Ed25519 (receipt ${id}, engine version ${version}), attached as the files receipt.json and receipt.sig.` +
    (verifyAt ? ` Verify it at ${verifyAt}.` : ''),
}

export type ReportText = typeof en

// Spanish for US visitors: usted throughout (issue 33 §3).
const es: ReportText = {
  inputs: 'Sus datos',
  results: 'Resultados',
  date: longDate('es-US'),
  prepared: (date, page) => (page ? `Preparado el ${date} desde ${page}` : `Preparado el ${date}`),
  page: (number, count) => `Página ${number} de ${count}`,
  invalid: 'Estos datos no se pueden calcular. Corríjalos en la calculadora y vuelva a descargar el informe.',
  receipt: (id, version) => `Recibo ${id} · versión del motor ${version}`,
  checkFigures: (id, version, verifyAt) =>
    `Compruebe estas cifras: este PDF lleva un recibo de sus datos y resultados firmado con Ed25519 (recibo ${id}, versión del motor ${version}), adjunto como los archivos receipt.json y receipt.sig.` +
    (verifyAt ? ` Verifíquelo en ${verifyAt}.` : ''),
}

export const reportText: Record<Lang, ReportText> = { en, es }
