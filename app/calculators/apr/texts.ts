import type { Lang } from '../branding'
import { defineMessages } from '../messages'

// Field messages: keys of the schema's zod errors.
export const aprMessages = defineMessages({
  en: {
    'apr.amount.number': 'Loan amount must be a number',
    'apr.amount.min': 'Loan amount must be at least $1,000',
    'apr.amount.max': 'Loan amount must be at most $10,000,000',
    'apr.rate.number': 'Interest rate must be a number',
    'apr.rate.range': 'Interest rate must be between 0% and 30%',
    'apr.months.number': 'Loan term must be a number of months',
    'apr.months.integer': 'Loan term must be a whole number of months',
    'apr.months.range': 'Loan term must be between 1 and 480 months',
    'apr.fees.number': 'Fees must be a number',
    'apr.fees.min': 'Fees cannot be negative',
    'apr.fees.max': 'Fees must be at most $1,000,000',
    'apr.fees.belowAmount': 'Fees and points must be less than the loan amount.',
    'apr.points.number': 'Points must be a number',
    'apr.points.range': 'Points must be between 0% and 10% of the loan',
  },
  es: {
    'apr.amount.number': 'El importe del préstamo debe ser un número',
    'apr.amount.min': 'El importe del préstamo debe ser de al menos $1,000',
    'apr.amount.max': 'El importe del préstamo debe ser como máximo $10,000,000',
    'apr.rate.number': 'La tasa de interés debe ser un número',
    'apr.rate.range': 'La tasa de interés debe estar entre 0% y 30%',
    'apr.months.number': 'El plazo del préstamo debe ser un número de meses',
    'apr.months.integer': 'El plazo del préstamo debe ser un número entero de meses',
    'apr.months.range': 'El plazo del préstamo debe estar entre 1 y 480 meses',
    'apr.fees.number': 'Los cargos deben ser un número',
    'apr.fees.min': 'Los cargos no pueden ser negativos',
    'apr.fees.max': 'Los cargos deben ser como máximo $1,000,000',
    'apr.fees.belowAmount': 'Los cargos y los puntos deben ser menores que el importe del préstamo.',
    'apr.points.number': 'Los puntos deben ser un número',
    'apr.points.range': 'Los puntos deben estar entre 0% y 10% del préstamo',
  },
})

export type AprMessageKey = keyof typeof aprMessages.en

const en = {
  title: 'APR Calculator',
  amount: 'Loan amount',
  rate: 'Note interest rate (% a year)',
  months: 'Loan term (months)',
  fees: 'Prepaid finance charges ($)',
  points: 'Discount points (% of the loan)',
  payment: 'Monthly payment (principal and interest)',
  finalPayment: 'Final payment',
  pointsCost: 'Cost of points',
  prepaid: 'Prepaid finance charges (fees + points)',
  amountFinanced: 'Amount financed',
  totalOfPayments: 'Total of payments',
  financeCharge: 'Finance charge',
  apr: 'APR',
  aprTooHigh: 'The APR is above 1,200%. Check the fees and points.',
  helpTitle: 'How it is calculated',
  help: [
    'The monthly payment comes from the note rate on the full loan amount and is rounded half-up to the cent; each month’s interest is rounded to the cent and the final payment absorbs the rounding.',
    'Points cost the loan amount × the points ÷ 100, rounded to the cent. The amount financed is the loan amount less the fees and the points; the finance charge is the total of payments less the amount financed.',
    'The APR is the Regulation Z Appendix J actuarial rate: the monthly rate i at which the actual payments, the odd final payment included, discounted at (1 + i) per month, equal the amount financed, times 12 × 100, rounded half-up to 3 decimals.',
    'A regular monthly loan with a regular first period: no odd days, mortgage insurance or variable rate, which a Closing Disclosure may include.',
  ],
  splitTitle: 'Where your payments go',
  splitSummary: (financed: string, charge: string) =>
    `Of the total of payments, ${financed} repays the amount financed and ${charge} is the finance charge.`,
  fileName: 'apr-schedule.csv',
}

export type AprText = typeof en

const es: AprText = {
  title: 'Calculadora de tasa de porcentaje anual (APR)',
  amount: 'Importe del préstamo',
  rate: 'Tasa de interés nominal (% al año)',
  months: 'Plazo del préstamo (meses)',
  fees: 'Cargos financieros prepagados ($)',
  points: 'Puntos de descuento (% del préstamo)',
  payment: 'Pago mensual (capital e interés)',
  finalPayment: 'Pago final',
  pointsCost: 'Costo de los puntos',
  prepaid: 'Cargos financieros prepagados (cargos + puntos)',
  amountFinanced: 'Importe financiado',
  totalOfPayments: 'Total de pagos',
  financeCharge: 'Cargo financiero',
  apr: 'Tasa de porcentaje anual (APR)',
  aprTooHigh: 'La APR supera el 1,200%. Revise los cargos y los puntos.',
  helpTitle: 'Cómo se calcula',
  help: [
    'El pago mensual se obtiene de la tasa nominal sobre el importe total del préstamo y se redondea al centavo (la mitad hacia arriba); el interés de cada mes se redondea al centavo y el pago final absorbe el redondeo.',
    'Los puntos cuestan el importe del préstamo × los puntos ÷ 100, redondeado al centavo. El importe financiado es el importe del préstamo menos los cargos y los puntos; el cargo financiero es el total de pagos menos el importe financiado.',
    'La tasa de porcentaje anual (APR) es la tasa actuarial del Apéndice J del Reglamento Z: la tasa mensual i con la que los pagos reales, incluido el pago final distinto, descontados a (1 + i) por mes, igualan el importe financiado, por 12 × 100, redondeada a 3 decimales (la mitad hacia arriba).',
    'Un préstamo mensual regular con un primer período regular: sin días sueltos, seguro hipotecario ni tasa variable, que una declaración de cierre puede incluir.',
  ],
  splitTitle: 'Adónde van sus pagos',
  splitSummary: (financed, charge) =>
    `Del total de pagos, ${financed} devuelve el importe financiado y ${charge} es el cargo financiero.`,
  fileName: 'calendario-tae.csv',
}

export const aprText: Record<Lang, AprText> = { en, es }
