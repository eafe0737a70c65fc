import { defineCalculator } from '../kit/define'

export default defineCalculator({
  name: 'home-equity',
  title: { en: 'Home Equity Loan Calculator', es: 'Calculadora de préstamo sobre el valor de la vivienda' },
  summary: 'How much a homeowner can borrow against the home’s equity, and the monthly payment and cost.',
  description:
    'See how much equity a home equity loan can use under a combined loan-to-value limit, and its payment and interest. A white-label calculator.',
  intro:
    'Show homeowners the equity they can borrow, the monthly payment and the total interest of a home equity loan, in your colours, font and language.',
  embedDescription: 'Estimate how much you can borrow against your home and the monthly payment.',
  icon: 'landmark',
  group: 'home',
  disclosure: {
    set: 'mortgage',
    triggers: ['payment', 'term'],
    inputs: { apr: { param: 'rate', unit: 'percent' }, term: { param: 'years', unit: 'years' } },
  },
  engineVersion: 1,
  load: () => import('./calculator'),
  steps: () => import('./steps'),
})
