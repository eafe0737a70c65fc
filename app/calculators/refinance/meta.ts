import { defineCalculator } from '../kit/define'

export default defineCalculator({
  name: 'refinance',
  title: { en: 'Refinance Calculator', es: 'Calculadora de refinanciación' },
  summary:
    'Whether a new loan pays: the monthly saving, the break-even month and the difference over the loans’ lives.',
  description:
    'Compare a current loan with a refinance: new payment, monthly saving, break-even month and lifetime cost. A white-label refinance calculator.',
  intro:
    'Show borrowers what refinancing saves each month, when the closing costs are recovered and what it costs over time, in your brand.',
  embedDescription:
    'Compare a current loan with a refinance: monthly saving, break-even month and lifetime cost.',
  icon: 'trending-up',
  group: 'home',
  disclosure: {
    set: 'mortgage',
    triggers: ['payment', 'term'],
    inputs: { apr: { param: 'newRate', unit: 'percent' }, term: { param: 'newMonths', unit: 'months' } },
  },
  engineVersion: 1,
  load: () => import('./calculator'),
  steps: () => import('./steps'),
})
