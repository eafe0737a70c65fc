import { defineCalculator } from '../kit/define'

export default defineCalculator({
  name: 'credit-card-payoff',
  title: { en: 'Credit Card Payoff Calculator', es: 'Calculadora para saldar la tarjeta de crédito' },
  summary:
    'How long a card balance takes to pay off with a fixed payment, compared with paying only the minimum.',
  description:
    'See how fast a fixed payment clears a credit card balance and what paying only the minimum costs. A white-label payoff calculator.',
  intro:
    'Show cardholders how many months and how much interest a fixed payment saves over the minimum, in your colours, font and language.',
  embedDescription:
    'Compare paying off a credit card with a fixed payment and with the minimum payment only.',
  icon: 'target',
  group: 'debt',
  disclosure: { set: 'general', triggers: [] },
  // 3: the first minimum payment is capped at the balance plus its interest (issue 36 §4).
  engineVersion: 3,
  load: () => import('./calculator'),
  steps: () => import('./steps'),
})
