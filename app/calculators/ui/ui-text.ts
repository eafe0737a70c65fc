import type { Lang } from '../branding'

const en = {
  calculate: 'Calculate',
  results: 'Results',
  fixErrors: 'Correct the highlighted fields to see your results.',
  badParameter: (label: string, param: string, value: string) =>
    `This page's address sets ${label} (${param}) to “${value}”, which cannot be used:`,
  useDefault: (label: string) => `Use the default for ${label}`,
  disclaimer:
    'Estimates for illustration only, not financial advice. Actual terms, rates and results from your provider may differ.',
  downloadCsv: 'Download CSV',
  print: 'Print',
  schedule: 'Schedule',
  byYear: 'By year',
  byMonth: 'By month',
  showAllRows: (count: number) => `Show all ${count} rows`,
  year: 'Year',
  month: 'Month',
  date: 'Date',
  payment: 'Payment',
  principal: 'Principal',
  interest: 'Interest',
  extra: 'Extra',
  balance: 'Balance',
  totalPaid: 'Total paid',
  slider: (label: string) => `${label} (slider)`,
  showSchedule: 'Show schedule',
  hideSchedule: 'Hide schedule',
  between: (label: string, min: string, max: string) => `${label} must be between ${min} and ${max}`,
  atLeast: (label: string, min: string) => `${label} must be at least ${min}`,
  atMost: (label: string, max: string) => `${label} must be at most ${max}`,
}

export type UiText = typeof en

const es: UiText = {
  calculate: 'Calcular',
  results: 'Resultados',
  fixErrors: 'Corrija los campos marcados para ver sus resultados.',
  badParameter: (label, param, value) =>
    `La dirección de esta página da a ${label} (${param}) el valor «${value}», que no se puede usar:`,
  useDefault: (label) => `Use el valor predeterminado de ${label}`,
  disclaimer:
    'Estimaciones solo ilustrativas, no asesoramiento financiero. Las condiciones, tasas y resultados reales de su proveedor pueden variar.',
  downloadCsv: 'Descargar CSV',
  print: 'Imprimir',
  schedule: 'Calendario',
  byYear: 'Por año',
  byMonth: 'Por mes',
  showAllRows: (count) => `Mostrar las ${count} filas`,
  year: 'Año',
  month: 'Mes',
  date: 'Fecha',
  payment: 'Pago',
  principal: 'Capital',
  interest: 'Interés',
  extra: 'Adicional',
  balance: 'Saldo',
  totalPaid: 'Total pagado',
  slider: (label) => `${label} (control deslizante)`,
  showSchedule: 'Mostrar calendario',
  hideSchedule: 'Ocultar calendario',
  between: (label, min, max) => `${label} debe estar entre ${min} y ${max}`,
  atLeast: (label, min) => `${label} debe ser como mínimo ${min}`,
  atMost: (label, max) => `${label} debe ser como máximo ${max}`,
}

export const uiText: Record<Lang, UiText> = { en, es }
