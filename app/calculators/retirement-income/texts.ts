import type { Lang } from '../branding'
import { defineMessages } from '../messages'

// Field messages: keys of the schema's zod errors.
export const retirementIncomeMessages = defineMessages({
  en: {
    'retirementIncome.savings.number': 'Savings at retirement must be a number',
    'retirementIncome.savings.min': 'Savings at retirement must be at least $1,000',
    'retirementIncome.savings.max': 'Savings at retirement must be at most $100,000,000',
    'retirementIncome.withdrawal.number': 'Monthly withdrawal must be a number',
    'retirementIncome.withdrawal.min': 'Monthly withdrawal must be at least $1',
    'retirementIncome.withdrawal.max': 'Monthly withdrawal must be at most $1,000,000',
    'retirementIncome.return.number': 'Annual return must be a number',
    'retirementIncome.return.range': 'Annual return must be between 0% and 15%',
    'retirementIncome.increase.number': 'Yearly increase must be a number',
    'retirementIncome.increase.range': 'Yearly increase must be between 0% and 10%',
    'retirementIncome.years.number': 'Years must be a number',
    'retirementIncome.years.integer': 'Years must be a whole number',
    'retirementIncome.years.range': 'Years must be between 1 and 60',
  },
  es: {
    'retirementIncome.savings.number': 'Los ahorros al jubilarse deben ser un número',
    'retirementIncome.savings.min': 'Los ahorros al jubilarse deben ser al menos $1,000',
    'retirementIncome.savings.max': 'Los ahorros al jubilarse deben ser como máximo $100,000,000',
    'retirementIncome.withdrawal.number': 'El retiro mensual debe ser un número',
    'retirementIncome.withdrawal.min': 'El retiro mensual debe ser al menos $1',
    'retirementIncome.withdrawal.max': 'El retiro mensual debe ser como máximo $1,000,000',
    'retirementIncome.return.number': 'El rendimiento anual debe ser un número',
    'retirementIncome.return.range': 'El rendimiento anual debe estar entre 0% y 15%',
    'retirementIncome.increase.number': 'El aumento anual debe ser un número',
    'retirementIncome.increase.range': 'El aumento anual debe estar entre 0% y 10%',
    'retirementIncome.years.number': 'Los años deben ser un número',
    'retirementIncome.years.integer': 'Los años deben ser un número entero',
    'retirementIncome.years.range': 'Los años deben estar entre 1 y 60',
  },
})

export type RetirementIncomeMessageKey = keyof typeof retirementIncomeMessages.en

/** m months in words: "23 years 9 months", "2 years", "9 months", "0 months". */
function durationEn(months: number): string {
  const years = Math.floor(months / 12)
  const rest = months % 12
  const parts = [
    years > 0 ? `${years} ${years === 1 ? 'year' : 'years'}` : '',
    rest > 0 || years === 0 ? `${rest} ${rest === 1 ? 'month' : 'months'}` : '',
  ]
  return parts.filter(Boolean).join(' ')
}

function durationEs(months: number): string {
  const years = Math.floor(months / 12)
  const rest = months % 12
  const parts = [
    years > 0 ? `${years} ${years === 1 ? 'año' : 'años'}` : '',
    rest > 0 || years === 0 ? `${rest} ${rest === 1 ? 'mes' : 'meses'}` : '',
  ]
  return parts.filter(Boolean).join(' y ')
}

const en = {
  title: 'Retirement Income Calculator',
  savings: 'Savings at retirement',
  withdrawal: 'Monthly withdrawal',
  return: 'Annual return (%)',
  increase: 'Yearly increase of the withdrawal (%)',
  years: 'Years the level withdrawal must last',
  fullMonths: 'Months of full withdrawals',
  partial: (month: number) => `Final partial withdrawal in month ${month}`,
  level: (years: number) => `Level monthly withdrawal that lasts ${years} ${years === 1 ? 'year' : 'years'}`,
  duration: durationEn,
  inWords: (months: number, partial: string | undefined, month: number) =>
    partial === undefined
      ? `${durationEn(months)} of full withdrawals; the savings run out exactly.`
      : `${durationEn(months)} of full withdrawals, then ${partial} in month ${month}`,
  lastsForever: 'Your savings last more than 100 years at this withdrawal.',
  helpTitle: 'How it is calculated',
  help: [
    'Each month the savings first earn the annual return ÷ 12 on the balance, rounded to the cent, then the month’s withdrawal is taken.',
    'The withdrawal rises by the yearly increase every 12 months, each year computed from the original amount and rounded to the cent. When the balance cannot pay a full withdrawal, what is left is the final partial withdrawal.',
    'The level withdrawal is the largest whole-cent monthly amount, with no increase, that is paid in full every month of the years chosen.',
  ],
  withdrawalColumn: 'Withdrawal',
  chartTitle: 'Savings balance by month',
  chartSummary: (start: string, months: number, end: string) =>
    `The balance goes from ${start} to ${end} over ${months} months.`,
  fileName: 'retirement-income.csv',
}

export type RetirementIncomeText = typeof en

const es: RetirementIncomeText = {
  title: 'Calculadora de ingresos de jubilación',
  savings: 'Ahorros al jubilarse',
  withdrawal: 'Retiro mensual',
  return: 'Rendimiento anual (%)',
  increase: 'Aumento anual del retiro (%)',
  years: 'Años que debe durar el retiro fijo',
  fullMonths: 'Meses de retiros completos',
  partial: (month) => `Retiro parcial final en el mes ${month}`,
  level: (years) => `Retiro mensual fijo que dura ${years} ${years === 1 ? 'año' : 'años'}`,
  duration: durationEs,
  inWords: (months, partial, month) =>
    partial === undefined
      ? `${durationEs(months)} de retiros completos; los ahorros se agotan exactamente.`
      : `${durationEs(months)} de retiros completos y luego ${partial} en el mes ${month}`,
  lastsForever: 'Sus ahorros duran más de 100 años con este retiro.',
  helpTitle: 'Cómo se calcula',
  help: [
    'Cada mes los ahorros primero ganan el rendimiento anual ÷ 12 sobre el saldo, redondeado al centavo, y luego se toma el retiro del mes.',
    'El retiro sube según el aumento anual cada 12 meses; cada año se calcula a partir del monto original y se redondea al centavo. Cuando el saldo no alcanza para un retiro completo, lo que queda es el retiro parcial final.',
    'El retiro fijo es el mayor monto mensual en centavos enteros, sin aumento, que se paga completo todos los meses de los años elegidos.',
  ],
  withdrawalColumn: 'Retiro',
  chartTitle: 'Saldo de ahorros por mes',
  chartSummary: (start, months, end) => `El saldo pasa de ${start} a ${end} en ${months} meses.`,
  fileName: 'ingresos-de-jubilacion.csv',
}

export const retirementIncomeText: Record<Lang, RetirementIncomeText> = { en, es }
