import type { Lang } from '../branding'
import { defineMessages } from '../messages'

// Field messages: keys of the schema's zod errors.
export const autoLoanMessages = defineMessages({
  en: {
    'autoLoan.price.number': 'Vehicle price must be a number',
    'autoLoan.price.min': 'Vehicle price must be greater than 0',
    'autoLoan.price.max': 'Vehicle price must be at most $10,000,000',
    'autoLoan.down.number': 'Down payment must be a number',
    'autoLoan.down.min': 'Down payment cannot be negative',
    'autoLoan.down.max': 'Down payment must be at most $10,000,000',
    'autoLoan.down.nothingToFinance': 'The down payment and trade-in leave nothing to finance',
    'autoLoan.tradeIn.number': 'Trade-in value must be a number',
    'autoLoan.tradeIn.min': 'Trade-in value cannot be negative',
    'autoLoan.tradeIn.max': 'Trade-in value must be at most $10,000,000',
    'autoLoan.tradeIn.abovePrice': 'Trade-in value cannot be more than the vehicle price',
    'autoLoan.tradeOwed.number': 'Amount owed on the trade-in must be a number',
    'autoLoan.tradeOwed.min': 'Amount owed on the trade-in cannot be negative',
    'autoLoan.tradeOwed.max': 'Amount owed on the trade-in must be at most $10,000,000',
    'autoLoan.salesTax.number': 'Sales tax must be a number',
    'autoLoan.salesTax.range': 'Sales tax must be between 0% and 20%',
    'autoLoan.fees.number': 'Fees must be a number',
    'autoLoan.fees.min': 'Fees cannot be negative',
    'autoLoan.fees.max': 'Fees must be at most $1,000,000',
    'autoLoan.rate.number': 'Interest rate must be a number',
    'autoLoan.rate.range': 'Interest rate must be between 0% and 100%',
    'autoLoan.months.number': 'Loan term must be a number of months',
    'autoLoan.months.integer': 'Loan term must be a whole number of months',
    'autoLoan.months.range': 'Loan term must be between 1 and 120 months',
  },
  es: {
    'autoLoan.price.number': 'El precio del vehículo debe ser un número',
    'autoLoan.price.min': 'El precio del vehículo debe ser mayor que 0',
    'autoLoan.price.max': 'El precio del vehículo debe ser como máximo $10,000,000',
    'autoLoan.down.number': 'El pago inicial debe ser un número',
    'autoLoan.down.min': 'El pago inicial no puede ser negativo',
    'autoLoan.down.max': 'El pago inicial debe ser como máximo $10,000,000',
    'autoLoan.down.nothingToFinance': 'El pago inicial y el vehículo entregado no dejan nada que financiar',
    'autoLoan.tradeIn.number': 'El valor del vehículo entregado debe ser un número',
    'autoLoan.tradeIn.min': 'El valor del vehículo entregado no puede ser negativo',
    'autoLoan.tradeIn.max': 'El valor del vehículo entregado debe ser como máximo $10,000,000',
    'autoLoan.tradeIn.abovePrice': 'El valor del vehículo entregado no puede superar el precio del vehículo',
    'autoLoan.tradeOwed.number': 'Lo que se debe del vehículo entregado debe ser un número',
    'autoLoan.tradeOwed.min': 'Lo que se debe del vehículo entregado no puede ser negativo',
    'autoLoan.tradeOwed.max': 'Lo que se debe del vehículo entregado debe ser como máximo $10,000,000',
    'autoLoan.salesTax.number': 'El impuesto sobre las ventas debe ser un número',
    'autoLoan.salesTax.range': 'El impuesto sobre las ventas debe estar entre 0% y 20%',
    'autoLoan.fees.number': 'Los cargos deben ser un número',
    'autoLoan.fees.min': 'Los cargos no pueden ser negativos',
    'autoLoan.fees.max': 'Los cargos deben ser como máximo $1,000,000',
    'autoLoan.rate.number': 'La tasa de interés debe ser un número',
    'autoLoan.rate.range': 'La tasa de interés debe estar entre 0% y 100%',
    'autoLoan.months.number': 'El plazo del préstamo debe ser un número de meses',
    'autoLoan.months.integer': 'El plazo del préstamo debe ser un número entero de meses',
    'autoLoan.months.range': 'El plazo del préstamo debe estar entre 1 y 120 meses',
  },
})

export type AutoLoanMessageKey = keyof typeof autoLoanMessages.en

const en = {
  title: 'Auto Loan Calculator',
  price: 'Vehicle price',
  down: 'Down payment',
  tradeIn: 'Trade-in value',
  tradeOwed: 'Amount owed on trade-in',
  salesTax: 'Sales tax (%)',
  fees: 'Title, registration and fees',
  rate: 'Interest rate (APR %)',
  months: 'Loan term (months)',
  helpTitle: 'How it is calculated',
  help: [
    'Sales tax is charged on the price less the trade-in value, as in the states that tax the difference, and rounded to the cent.',
    'Amount financed = price − down payment − (trade-in value − amount owed on it) + sales tax + fees. What is still owed beyond the trade-in’s value is added to the loan.',
    'The monthly payment is rounded to the cent, each month’s interest is rounded to the cent, and the last payment absorbs the rounding.',
  ],
  salesTaxAmount: 'Sales tax',
  tradeInEquity: 'Trade-in equity',
  amountFinanced: 'Amount financed',
  monthlyPayment: 'Monthly payment',
  finalPayment: 'Final payment',
  totalInterest: 'Total interest',
  totalOfPayments: 'Total of payments',
  cumulativeInterest: 'Cumulative interest',
  chartTitle: 'Loan balance and cumulative interest over time',
  chartSummary: (financed: string, payments: number, interest: string) =>
    `The balance falls from ${financed} to $0 over ${payments} payments while cumulative interest rises to ${interest}.`,
  fileName: 'auto-loan-schedule.csv',
}

export type AutoLoanText = typeof en

const es: AutoLoanText = {
  title: 'Calculadora de préstamos para autos',
  price: 'Precio del vehículo',
  down: 'Pago inicial',
  tradeIn: 'Valor del vehículo entregado',
  tradeOwed: 'Lo que se debe del vehículo entregado',
  salesTax: 'Impuesto sobre las ventas (%)',
  fees: 'Título, registro y otros cargos',
  rate: 'Tasa de porcentaje anual (APR %)',
  months: 'Plazo del préstamo (meses)',
  helpTitle: 'Cómo se calcula',
  help: [
    'El impuesto sobre las ventas se aplica al precio menos el valor del vehículo entregado, como en los estados que gravan la diferencia, y se redondea al centavo.',
    'Importe financiado = precio − pago inicial − (valor del vehículo entregado − lo que se debe de él) + impuesto + cargos. Lo que se debe por encima del valor del vehículo entregado se suma al préstamo.',
    'El pago mensual se redondea al centavo, el interés de cada mes se redondea al centavo y el último pago absorbe el redondeo.',
  ],
  salesTaxAmount: 'Impuesto sobre las ventas',
  tradeInEquity: 'Valor neto del vehículo entregado',
  amountFinanced: 'Importe financiado',
  monthlyPayment: 'Pago mensual',
  finalPayment: 'Pago final',
  totalInterest: 'Interés total',
  totalOfPayments: 'Total de los pagos',
  cumulativeInterest: 'Interés acumulado',
  chartTitle: 'Saldo del préstamo e interés acumulado en el tiempo',
  chartSummary: (financed, payments, interest) =>
    `El saldo baja de ${financed} a $0 en ${payments} pagos mientras el interés acumulado sube a ${interest}.`,
  fileName: 'calendario-prestamo-auto.csv',
}

export const autoLoanText: Record<Lang, AutoLoanText> = { en, es }
