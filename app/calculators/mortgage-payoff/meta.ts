import { defineCalculator } from '../kit/define'

export default defineCalculator({
  name: 'mortgage-payoff',
  title: { en: 'Mortgage Payoff Calculator', es: 'Calculadora de pago anticipado de hipoteca' },
  summary:
    'How much sooner extra monthly, yearly or lump-sum payments pay off a mortgage, and the interest saved.',
  description:
    'See how extra monthly, yearly and lump-sum payments shorten a mortgage and cut its interest. A white-label mortgage payoff calculator.',
  intro:
    'Show homeowners the payoff month and the interest saved by paying extra, every month, once a year or in one lump sum, in your colours, font and language.',
  embedDescription: 'See how extra payments shorten a mortgage and how much interest they save.',
  icon: 'trending-up',
  group: 'home',
  disclosure: { set: 'general', triggers: [] },
  engineVersion: 1,
  load: () => import('./calculator'),
  steps: () => import('./steps'),
})
