import type { Lang } from '../branding'
import { defineMessages } from '../messages'

// Field messages: keys of the schema's zod errors.
export const mortgageMessages = defineMessages({
  en: {
    'mortgage.price.number': 'Home price must be a number',
    'mortgage.price.min': 'Home price must be greater than 0',
    'mortgage.price.max': 'Home price must be at most $100,000,000',
    'mortgage.down.number': 'Down payment must be a number',
    'mortgage.down.min': 'Down payment cannot be negative',
    'mortgage.down.max': 'Down payment must be at most $100,000,000',
    'mortgage.down.belowPrice': 'Down payment must be less than the home price',
    'mortgage.rate.number': 'Interest rate must be a number',
    'mortgage.rate.range': 'Interest rate must be between 0% and 100%',
    'mortgage.years.number': 'Loan term must be a number of years',
    'mortgage.years.integer': 'Loan term must be a whole number of years',
    'mortgage.years.range': 'Loan term must be between 1 and 50 years',
    'mortgage.tax.number': 'Property tax must be a number',
    'mortgage.tax.range': 'Property tax must be between 0% and 10% of the price a year',
    'mortgage.insurance.number': 'Home insurance must be a number',
    'mortgage.insurance.min': 'Home insurance cannot be negative',
    'mortgage.insurance.max': 'Home insurance must be at most $1,000,000 a year',
    'mortgage.pmi.number': 'PMI must be a number',
    'mortgage.pmi.range': 'PMI must be between 0% and 5% of the loan a year',
    'mortgage.hoa.number': 'HOA dues must be a number',
    'mortgage.hoa.min': 'HOA dues cannot be negative',
    'mortgage.hoa.max': 'HOA dues must be at most $100,000 a month',
  },
  es: {
    'mortgage.price.number': 'El precio de la vivienda debe ser un número',
    'mortgage.price.min': 'El precio de la vivienda debe ser mayor que 0',
    'mortgage.price.max': 'El precio de la vivienda debe ser como máximo $100,000,000',
    'mortgage.down.number': 'El pago inicial debe ser un número',
    'mortgage.down.min': 'El pago inicial no puede ser negativo',
    'mortgage.down.max': 'El pago inicial debe ser como máximo $100,000,000',
    'mortgage.down.belowPrice': 'El pago inicial debe ser menor que el precio de la vivienda',
    'mortgage.rate.number': 'La tasa de interés debe ser un número',
    'mortgage.rate.range': 'La tasa de interés debe estar entre 0% y 100%',
    'mortgage.years.number': 'El plazo del préstamo debe ser un número de años',
    'mortgage.years.integer': 'El plazo del préstamo debe ser un número entero de años',
    'mortgage.years.range': 'El plazo del préstamo debe estar entre 1 y 50 años',
    'mortgage.tax.number': 'El impuesto sobre la propiedad debe ser un número',
    'mortgage.tax.range': 'El impuesto sobre la propiedad debe estar entre 0% y 10% del precio al año',
    'mortgage.insurance.number': 'El seguro de hogar debe ser un número',
    'mortgage.insurance.min': 'El seguro de hogar no puede ser negativo',
    'mortgage.insurance.max': 'El seguro de hogar debe ser como máximo $1,000,000 al año',
    'mortgage.pmi.number': 'El PMI debe ser un número',
    'mortgage.pmi.range': 'El PMI debe estar entre 0% y 5% del préstamo al año',
    'mortgage.hoa.number': 'Las cuotas de la HOA deben ser un número',
    'mortgage.hoa.min': 'Las cuotas de la HOA no pueden ser negativas',
    'mortgage.hoa.max': 'Las cuotas de la HOA deben ser como máximo $100,000 al mes',
  },
})

export type MortgageMessageKey = keyof typeof mortgageMessages.en

const en = {
  title: 'Mortgage Calculator',
  price: 'Home price',
  down: 'Down payment',
  rate: 'Interest rate (APR %)',
  years: 'Loan term (years)',
  tax: 'Property tax (% of price a year)',
  insurance: 'Home insurance ($ a year)',
  pmi: 'PMI (% of the loan a year)',
  hoa: 'HOA dues ($ a month)',
  helpTitle: 'How it is calculated',
  help: [
    'The loan is the home price less the down payment. The monthly principal and interest is rounded to the cent, each month’s interest is rounded to the cent, and the last payment absorbs the rounding.',
    'Monthly property tax is the price × the tax rate ÷ 12 and insurance is the yearly premium ÷ 12, each rounded to the cent.',
    'PMI is the loan × the PMI rate ÷ 12. It is charged only when the down payment is under 20% of the price, on every payment up to and including the one after which the scheduled balance is first at or below 78% of the price.',
  ],
  loanAmount: 'Loan amount',
  principalAndInterest: 'Principal & interest',
  monthlyTax: 'Property tax',
  monthlyInsurance: 'Home insurance',
  monthlyPmi: 'PMI',
  monthlyHoa: 'HOA dues',
  firstMonthTotal: 'Total monthly payment',
  totalAfterPmi: 'Monthly payment once PMI ends',
  pmiPayments: 'PMI stops after payment',
  totalPmi: 'Total PMI',
  totalInterest: 'Total interest',
  pmiNote: (payments: number, total: string) =>
    `PMI is charged on the first ${payments} ${payments === 1 ? 'payment' : 'payments'}, ${total} in all.`,
  noPmi: 'No PMI: the down payment is at least 20% of the price.',
  cumulativeInterest: 'Cumulative interest',
  chartTitle: 'Mortgage balance and cumulative interest over time',
  chartSummary: (loan: string, payments: number, interest: string) =>
    `The balance falls from ${loan} to $0 over ${payments} payments while cumulative interest rises to ${interest}.`,
  fileName: 'mortgage-schedule.csv',
}

export type MortgageText = typeof en

const es: MortgageText = {
  title: 'Calculadora de hipotecas',
  price: 'Precio de la vivienda',
  down: 'Pago inicial',
  rate: 'Tasa de porcentaje anual (APR %)',
  years: 'Plazo del préstamo (años)',
  tax: 'Impuesto sobre la propiedad (% del precio al año)',
  insurance: 'Seguro de hogar ($ al año)',
  pmi: 'PMI (% del préstamo al año)',
  hoa: 'Cuotas de la HOA ($ al mes)',
  helpTitle: 'Cómo se calcula',
  help: [
    'El préstamo es el precio de la vivienda menos el pago inicial. El pago mensual de capital e interés se redondea al centavo, el interés de cada mes se redondea al centavo y el último pago absorbe el redondeo.',
    'El impuesto mensual sobre la propiedad es el precio × la tasa del impuesto ÷ 12 y el seguro es la prima anual ÷ 12, cada uno redondeado al centavo.',
    'El PMI es el préstamo × la tasa del PMI ÷ 12. Solo se cobra cuando el pago inicial es inferior al 20% del precio, en cada pago hasta el primero, incluido, tras el cual el saldo previsto queda por primera vez en el 78% del precio o por debajo.',
  ],
  loanAmount: 'Importe del préstamo',
  principalAndInterest: 'Capital e interés',
  monthlyTax: 'Impuesto sobre la propiedad',
  monthlyInsurance: 'Seguro de hogar',
  monthlyPmi: 'PMI',
  monthlyHoa: 'Cuotas de la HOA',
  firstMonthTotal: 'Pago mensual total',
  totalAfterPmi: 'Pago mensual cuando termina el PMI',
  pmiPayments: 'El PMI termina tras el pago',
  totalPmi: 'PMI total',
  totalInterest: 'Interés total',
  pmiNote: (payments, total) =>
    `El PMI se cobra en ${payments === 1 ? 'el primer pago' : `los primeros ${payments} pagos`}, ${total} en total.`,
  noPmi: 'Sin PMI: el pago inicial es de al menos el 20% del precio.',
  cumulativeInterest: 'Interés acumulado',
  chartTitle: 'Saldo de la hipoteca e interés acumulado en el tiempo',
  chartSummary: (loan, payments, interest) =>
    `El saldo baja de ${loan} a $0 en ${payments} pagos mientras el interés acumulado sube a ${interest}.`,
  fileName: 'calendario-hipoteca.csv',
}

export const mortgageText: Record<Lang, MortgageText> = { en, es }
