import { defineCalculator } from '../kit/define'

export default defineCalculator({
  name: 'debt-payoff',
  title: { en: 'Debt Payoff Calculator', es: 'Calculadora para saldar deudas' },
  summary:
    'Avalanche or snowball: how fast one monthly budget clears several debts, and the interest each way.',
  description:
    'Compare the avalanche and snowball methods for paying off up to five debts on one monthly budget. A white-label debt payoff calculator.',
  intro:
    'Show members when they will be debt-free and which order of payoff saves interest, avalanche or snowball, in your colours, font and language.',
  embedDescription: 'Compare avalanche and snowball payoff of several debts on one monthly budget.',
  icon: 'target',
  group: 'debt',
  disclosure: { set: 'general', triggers: [] },
  engineVersion: 1,
  load: () => import('./calculator'),
  steps: () => import('./steps'),
})
