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
}

export const reportText: Record<Lang, ReportText> = { en, es }
