import { defineCalculator } from '../kit/define'

export default defineCalculator({
  name: 'biweekly',
  title: { en: 'Biweekly Payment Calculator', es: 'Calculadora de pagos quincenales' },
  summary: 'What paying half the monthly payment every two weeks saves in time and interest on a loan.',
  description:
    'See how much sooner accelerated biweekly payments repay a mortgage and how much interest they save. A white-label biweekly calculator.',
  intro:
    'Show borrowers what half a payment every two weeks does: the payoff months and the interest saved against monthly payments, in your brand.',
  embedDescription: 'Compare accelerated biweekly payments with monthly payments: time and interest saved.',
  icon: 'zap',
  group: 'loans',
  disclosure: {
    set: 'mortgage',
    triggers: ['payment', 'term'],
    inputs: { apr: { param: 'rate', unit: 'percent' }, term: { param: 'years', unit: 'years' } },
  },
  engineVersion: 1,
  load: () => import('./calculator'),
  steps: () => import('./steps'),
})
