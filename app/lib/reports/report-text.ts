import type { Lang } from '~/calculators/branding'

const en = {
  inputs: 'Your inputs',
  results: 'Results',
  prepared: (date: string, page: string) => `Prepared on ${date} from ${page}`,
  page: (number: number, count: number) => `Page ${number} of ${count}`,
  invalid: 'These inputs cannot be calculated. Correct them on the calculator and download the report again.',
}

export type ReportText = typeof en

const es: ReportText = {
  inputs: 'Tus datos',
  results: 'Resultados',
  prepared: (date, page) => `Preparado el ${date} desde ${page}`,
  page: (number, count) => `Página ${number} de ${count}`,
  invalid: 'Estos datos no se pueden calcular. Corrígelos en la calculadora y vuelve a descargar el informe.',
}

export const reportText: Record<Lang, ReportText> = { en, es }
