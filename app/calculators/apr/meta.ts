import { defineCalculator } from '../kit/define'

export default defineCalculator({
  name: 'apr',
  title: { en: 'APR Calculator', es: 'Calculadora de tasa de porcentaje anual (APR)' },
  summary: 'The annual percentage rate of a loan with fees and points, by the Regulation Z actuarial method.',
  description:
    'Find the true APR of a loan with origination fees and discount points, by Regulation Z Appendix J. A white-label APR calculator.',
  intro:
    'Show borrowers what fees and points really cost: the amount financed, the finance charge and the APR, in your colours, font and language.',
  embedDescription:
    'Find the APR of a loan with fees and points, with the amount financed and finance charge.',
  icon: 'calculator',
  group: 'loans',
  disclosure: {
    set: 'installment',
    triggers: ['payment', 'term', 'apr'],
    inputs: { term: { param: 'months', unit: 'months' } },
  },
  engineVersion: 1,
  load: () => import('./calculator'),
  steps: () => import('./steps'),
})
