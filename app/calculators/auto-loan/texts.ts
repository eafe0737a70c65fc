import type { Lang } from '../branding'

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
  rate: 'Tasa de interés (TAE %)',
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
  chartTitle: 'Saldo del préstamo e interés acumulado en el tiempo',
  chartSummary: (financed, payments, interest) =>
    `El saldo baja de ${financed} a $0 en ${payments} pagos mientras el interés acumulado sube a ${interest}.`,
  fileName: 'calendario-prestamo-auto.csv',
}

export const autoLoanText: Record<Lang, AutoLoanText> = { en, es }
