import type { Lang } from '../branding'

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
  rate: 'Tasa de interés (TAE %)',
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
  chartTitle: 'Saldo de la hipoteca e interés acumulado en el tiempo',
  chartSummary: (loan, payments, interest) =>
    `El saldo baja de ${loan} a $0 en ${payments} pagos mientras el interés acumulado sube a ${interest}.`,
  fileName: 'calendario-hipoteca.csv',
}

export const mortgageText: Record<Lang, MortgageText> = { en, es }
