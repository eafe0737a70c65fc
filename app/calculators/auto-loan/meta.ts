import { defineCalculator } from '../kit/define'

export default defineCalculator({
  name: 'auto-loan',
  title: { en: 'Auto Loan Calculator', es: 'Calculadora de préstamos para autos' },
  summary: 'The monthly payment of a car loan, with the down payment, trade-in, sales tax and fees.',
  description:
    'Estimate a car payment with the trade-in, sales tax and fees, and see the amount financed. A white-label auto loan calculator.',
  intro:
    'Show car buyers the amount financed, their monthly payment and the full schedule, in your colours, font and language.',
  embedDescription:
    'Estimate an auto loan payment with trade-in, sales tax, fees and the amortization schedule.',
  icon: 'calculator',
  group: 'loans',
  disclosure: {
    set: 'installment',
    triggers: ['payment', 'term'],
    inputs: { apr: { param: 'rate', unit: 'percent' }, term: { param: 'months', unit: 'months' } },
  },
  engineVersion: 1,
  load: () => import('./calculator'),
  steps: () => import('./steps'),
})
