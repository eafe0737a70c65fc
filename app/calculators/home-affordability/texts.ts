import type { Lang } from '../branding'
import { defineMessages } from '../messages'

// Field messages: keys of the schema's zod errors.
export const affordabilityMessages = defineMessages({
  en: {
    'affordability.income.number': 'Annual income must be a number',
    'affordability.income.min': 'Annual income must be at least $1',
    'affordability.income.max': 'Annual income must be at most $100,000,000',
    'affordability.debts.number': 'Monthly debts must be a number',
    'affordability.debts.min': 'Monthly debts cannot be negative',
    'affordability.debts.max': 'Monthly debts must be at most $10,000,000',
    'affordability.down.number': 'Down payment must be a number',
    'affordability.down.min': 'Down payment cannot be negative',
    'affordability.down.max': 'Down payment must be at most $100,000,000',
    'affordability.rate.number': 'Interest rate must be a number',
    'affordability.rate.range': 'Interest rate must be between 0% and 100%',
    'affordability.years.number': 'Loan term must be a number of years',
    'affordability.years.integer': 'Loan term must be a whole number of years',
    'affordability.years.range': 'Loan term must be between 1 and 50 years',
    'affordability.tax.number': 'Property tax must be a number',
    'affordability.tax.range': 'Property tax must be between 0% and 10% of the price a year',
    'affordability.insurance.number': 'Home insurance must be a number',
    'affordability.insurance.min': 'Home insurance cannot be negative',
    'affordability.insurance.max': 'Home insurance must be at most $1,000,000 a year',
    'affordability.front.number': 'Housing ratio must be a number',
    'affordability.front.range': 'Housing ratio must be between 1% and 100%',
    'affordability.back.number': 'Debt ratio must be a number',
    'affordability.back.range': 'Debt ratio must be between 1% and 100%',
  },
  es: {
    'affordability.income.number': 'Los ingresos anuales deben ser un número',
    'affordability.income.min': 'Los ingresos anuales deben ser de al menos $1',
    'affordability.income.max': 'Los ingresos anuales deben ser como máximo $100,000,000',
    'affordability.debts.number': 'Las deudas mensuales deben ser un número',
    'affordability.debts.min': 'Las deudas mensuales no pueden ser negativas',
    'affordability.debts.max': 'Las deudas mensuales deben ser como máximo $10,000,000',
    'affordability.down.number': 'El pago inicial debe ser un número',
    'affordability.down.min': 'El pago inicial no puede ser negativo',
    'affordability.down.max': 'El pago inicial debe ser como máximo $100,000,000',
    'affordability.rate.number': 'La tasa de interés debe ser un número',
    'affordability.rate.range': 'La tasa de interés debe estar entre 0% y 100%',
    'affordability.years.number': 'El plazo del préstamo debe ser un número de años',
    'affordability.years.integer': 'El plazo del préstamo debe ser un número entero de años',
    'affordability.years.range': 'El plazo del préstamo debe estar entre 1 y 50 años',
    'affordability.tax.number': 'El impuesto sobre la propiedad debe ser un número',
    'affordability.tax.range': 'El impuesto sobre la propiedad debe estar entre 0% y 10% del precio al año',
    'affordability.insurance.number': 'El seguro de hogar debe ser un número',
    'affordability.insurance.min': 'El seguro de hogar no puede ser negativo',
    'affordability.insurance.max': 'El seguro de hogar debe ser como máximo $1,000,000 al año',
    'affordability.front.number': 'El ratio de vivienda debe ser un número',
    'affordability.front.range': 'El ratio de vivienda debe estar entre 1% y 100%',
    'affordability.back.number': 'El ratio de deuda debe ser un número',
    'affordability.back.range': 'El ratio de deuda debe estar entre 1% y 100%',
  },
})

export type AffordabilityMessageKey = keyof typeof affordabilityMessages.en

const en = {
  title: 'Home Affordability Calculator',
  income: 'Annual income (before tax)',
  debts: 'Monthly debt payments',
  down: 'Down payment',
  rate: 'Interest rate (APR %)',
  years: 'Loan term (years)',
  tax: 'Property tax (% of price a year)',
  insurance: 'Home insurance ($ a year)',
  front: 'Housing ratio (% of income)',
  back: 'Total debt ratio (% of income)',
  helpTitle: 'How it is calculated',
  help: [
    'The monthly housing budget is the smaller of the housing ratio × monthly income and the debt ratio × monthly income − monthly debts.',
    'The price solves: principal and interest on (price − down payment) + price × property tax ÷ 12 + insurance ÷ 12 = the budget, with the budget and every monthly amount unrounded. That price is rounded down to the whole dollar.',
    'The budget and the monthly amounts shown for that price are each rounded to the cent, so their total can differ from the budget by a cent.',
    'PMI, HOA dues and closing costs are not included.',
  ],
  price: 'Home price you can afford',
  loanAmount: 'Loan amount',
  principalAndInterest: 'Principal & interest',
  monthlyTax: 'Property tax',
  monthlyInsurance: 'Home insurance',
  housingPayment: 'Monthly housing payment',
  budget: 'Monthly housing budget',
  limitedByFront: (ratio: string) => `The housing ratio (${ratio} of income) sets the budget.`,
  limitedByBack: (ratio: string) =>
    `The total debt ratio (${ratio} of income, less your debts) sets the budget.`,
  unaffordable: 'Your debts leave no room in the budget for a home: it does not cover the insurance alone.',
  chartTitle: 'Monthly housing payment',
  chartSummary: (payment: string, principal: string, tax: string, insurance: string) =>
    `The monthly payment of ${payment} is ${principal} of principal and interest, ${tax} of tax and ${insurance} of insurance.`,
}

export type AffordabilityText = typeof en

const es: AffordabilityText = {
  title: 'Calculadora de asequibilidad de vivienda',
  income: 'Ingresos anuales (antes de impuestos)',
  debts: 'Pagos mensuales de deudas',
  down: 'Pago inicial',
  rate: 'Tasa de porcentaje anual (APR %)',
  years: 'Plazo del préstamo (años)',
  tax: 'Impuesto sobre la propiedad (% del precio al año)',
  insurance: 'Seguro de hogar ($ al año)',
  front: 'Ratio de vivienda (% de los ingresos)',
  back: 'Ratio de deuda total (% de los ingresos)',
  helpTitle: 'Cómo se calcula',
  help: [
    'El presupuesto mensual de vivienda es el menor entre el ratio de vivienda × los ingresos mensuales y el ratio de deuda × los ingresos mensuales − las deudas mensuales.',
    'El precio resuelve: capital e interés sobre (precio − pago inicial) + precio × impuesto sobre la propiedad ÷ 12 + seguro ÷ 12 = el presupuesto, sin redondear el presupuesto ni ningún importe mensual. Ese precio se redondea hacia abajo al dólar entero.',
    'El presupuesto y los importes mensuales que se muestran para ese precio se redondean cada uno al centavo, por lo que su total puede diferir del presupuesto en un centavo.',
    'No se incluyen el PMI, las cuotas de la HOA ni los gastos de cierre.',
  ],
  price: 'Precio de vivienda asequible',
  loanAmount: 'Importe del préstamo',
  principalAndInterest: 'Capital e interés',
  monthlyTax: 'Impuesto sobre la propiedad',
  monthlyInsurance: 'Seguro de hogar',
  housingPayment: 'Pago mensual de vivienda',
  budget: 'Presupuesto mensual de vivienda',
  limitedByFront: (ratio) => `El ratio de vivienda (${ratio} de los ingresos) fija el presupuesto.`,
  limitedByBack: (ratio) =>
    `El ratio de deuda total (${ratio} de los ingresos, menos sus deudas) fija el presupuesto.`,
  unaffordable: 'Sus deudas no dejan margen para una vivienda: el presupuesto no cubre ni el seguro.',
  chartTitle: 'Pago mensual de vivienda',
  chartSummary: (payment, principal, tax, insurance) =>
    `El pago mensual de ${payment} se compone de ${principal} de capital e interés, ${tax} de impuesto y ${insurance} de seguro.`,
}

export const affordabilityText: Record<Lang, AffordabilityText> = { en, es }
