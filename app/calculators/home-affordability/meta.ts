import { defineCalculator } from '../kit/define'

export default defineCalculator({
  name: 'home-affordability',
  title: { en: 'Home Affordability Calculator', es: 'Calculadora de asequibilidad de vivienda' },
  summary:
    'The most a buyer can pay for a home on their income, debts and down payment, under the 28/36 rule.',
  description:
    'Estimate the home price a buyer can afford from income, debts and down payment under lender ratios. A white-label affordability calculator.',
  intro:
    'Show buyers the home price their income supports, the payment it means and which ratio sets the limit, in your colours and language.',
  embedDescription: 'Estimate the home price a buyer can afford from income, debts and down payment.',
  icon: 'gauge',
  group: 'home',
  disclosure: {
    set: 'mortgage',
    triggers: ['payment', 'term'],
    inputs: { apr: { param: 'rate', unit: 'percent' }, term: { param: 'years', unit: 'years' } },
  },
  engineVersion: 3,
  load: () => import('./calculator'),
  steps: () => import('./steps'),
})
