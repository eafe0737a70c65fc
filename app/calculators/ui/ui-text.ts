import type { Lang } from '../branding'

const en = {
  calculate: 'Calculate',
  results: 'Results',
  fixErrors: 'Correct the highlighted fields to see your results.',
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
}

export type UiText = typeof en

const es: UiText = {
  calculate: 'Calcular',
  results: 'Resultados',
  fixErrors: 'Corrige los campos marcados para ver tus resultados.',
  disclaimer:
    'Estimaciones solo ilustrativas, no asesoramiento financiero. Las condiciones, tasas y resultados reales de tu proveedor pueden variar.',
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
}

export const uiText: Record<Lang, UiText> = { en, es }
