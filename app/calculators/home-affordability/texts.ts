import type { Lang } from '../branding'

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
    'The price is the loan plus the down payment, where the loan’s principal and interest plus the monthly tax on the price plus insurance ÷ 12 equal that budget; each amount is rounded to the cent and the price down to the dollar.',
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
  rate: 'Tasa de interés (TAE %)',
  years: 'Plazo del préstamo (años)',
  tax: 'Impuesto sobre la propiedad (% del precio al año)',
  insurance: 'Seguro de hogar ($ al año)',
  front: 'Ratio de vivienda (% de los ingresos)',
  back: 'Ratio de deuda total (% de los ingresos)',
  helpTitle: 'Cómo se calcula',
  help: [
    'El presupuesto mensual de vivienda es el menor entre el ratio de vivienda × los ingresos mensuales y el ratio de deuda × los ingresos mensuales − las deudas mensuales.',
    'El precio es el préstamo más el pago inicial, donde el capital e interés del préstamo más el impuesto mensual sobre el precio más el seguro ÷ 12 igualan ese presupuesto; cada importe se redondea al centavo y el precio al dólar hacia abajo.',
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
    `El ratio de deuda total (${ratio} de los ingresos, menos tus deudas) fija el presupuesto.`,
  unaffordable: 'Tus deudas no dejan margen para una vivienda: el presupuesto no cubre ni el seguro.',
  chartTitle: 'Pago mensual de vivienda',
  chartSummary: (payment, principal, tax, insurance) =>
    `El pago mensual de ${payment} se compone de ${principal} de capital e interés, ${tax} de impuesto y ${insurance} de seguro.`,
}

export const affordabilityText: Record<Lang, AffordabilityText> = { en, es }
