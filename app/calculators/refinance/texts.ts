import type { Lang } from '../branding'

const en = {
  title: 'Refinance Calculator',
  balance: 'Current loan balance',
  rate: 'Current interest rate (APR %)',
  months: 'Months left on current loan',
  newRate: 'New interest rate (APR %)',
  newMonths: 'New loan term (months)',
  costs: 'Closing costs',
  rollCosts: 'Add closing costs to the new loan',
  helpTitle: 'How it is calculated',
  help: [
    'Both payments follow the same rule: rounded to the cent, each month’s interest rounded to the cent, the last payment absorbing the rounding. The current payment repays the balance over the months left.',
    'Break-even month = closing costs ÷ monthly saving, rounded up; there is none when the new payment is not lower. With the costs added to the new loan nothing is paid up front, and the same rule uses the smaller saving.',
    'Lifetime difference = everything left to pay on the current loan − everything the new loan costs (its payments plus any costs paid up front).',
  ],
  currentPayment: 'Current payment',
  newPayment: 'New payment',
  monthlySaving: 'Monthly saving',
  breakEven: 'Break-even month',
  breakEvenNow: 'Right away',
  noBreakEven: 'None: the new payment is not lower',
  newLoanAmount: 'New loan amount',
  upfrontCosts: 'Paid at closing',
  currentInterest: 'Interest left on current loan',
  newInterest: 'Interest on new loan',
  lifetimeSavings: 'Lifetime difference',
  saves: (amount: string) => `Refinancing saves ${amount} over the life of the loans.`,
  costsMore: (amount: string) => `Refinancing costs ${amount} more over the life of the loans.`,
  chartTitle: 'Total paid over time: current loan and new loan',
  chartSummary: (current: string, next: string) =>
    `Over their lives the current loan costs ${current} and the new loan ${next}.`,
  fileName: 'refinance-comparison.csv',
}

export type RefinanceText = typeof en

const es: RefinanceText = {
  title: 'Calculadora de refinanciación',
  balance: 'Saldo del préstamo actual',
  rate: 'Tasa de interés actual (TAE %)',
  months: 'Meses restantes del préstamo actual',
  newRate: 'Nueva tasa de interés (TAE %)',
  newMonths: 'Plazo del nuevo préstamo (meses)',
  costs: 'Gastos de cierre',
  rollCosts: 'Sumar los gastos de cierre al nuevo préstamo',
  helpTitle: 'Cómo se calcula',
  help: [
    'Ambos pagos siguen la misma regla: redondeados al centavo, el interés de cada mes redondeado al centavo y el último pago absorbe el redondeo. El pago actual salda el saldo en los meses restantes.',
    'Mes de equilibrio = gastos de cierre ÷ ahorro mensual, redondeado hacia arriba; no lo hay cuando el nuevo pago no es menor. Si los gastos se suman al nuevo préstamo no se paga nada al inicio, y la misma regla usa el ahorro menor.',
    'Diferencia total = todo lo que queda por pagar del préstamo actual − todo lo que cuesta el nuevo (sus pagos más los gastos pagados al inicio).',
  ],
  currentPayment: 'Pago actual',
  newPayment: 'Nuevo pago',
  monthlySaving: 'Ahorro mensual',
  breakEven: 'Mes de equilibrio',
  breakEvenNow: 'De inmediato',
  noBreakEven: 'Ninguno: el nuevo pago no es menor',
  newLoanAmount: 'Importe del nuevo préstamo',
  upfrontCosts: 'Pagado al cierre',
  currentInterest: 'Interés restante del préstamo actual',
  newInterest: 'Interés del nuevo préstamo',
  lifetimeSavings: 'Diferencia total',
  saves: (amount) => `Refinanciar ahorra ${amount} durante la vida de los préstamos.`,
  costsMore: (amount) => `Refinanciar cuesta ${amount} más durante la vida de los préstamos.`,
  chartTitle: 'Total pagado en el tiempo: préstamo actual y nuevo',
  chartSummary: (current, next) =>
    `Durante toda su vida el préstamo actual cuesta ${current} y el nuevo ${next}.`,
  fileName: 'comparacion-refinanciacion.csv',
}

export const refinanceText: Record<Lang, RefinanceText> = { en, es }
