import { defineCalculator } from '../kit/define'

export default defineCalculator({
  name: 'savings-goal',
  title: { en: 'Savings Goal Calculator', es: 'Calculadora de metas de ahorro' },
  summary:
    'How long a monthly deposit takes to reach a savings goal, and the deposit that reaches it on time.',
  description:
    'See when monthly deposits reach a savings goal and what deposit reaches it by a target date. A white-label savings goal calculator.',
  intro:
    'Help savers plan: the months to their goal at today’s deposit and the deposit that gets them there on time, in your brand.',
  embedDescription: 'Find the months to a savings goal and the monthly deposit that reaches it on time.',
  icon: 'piggy-bank',
  group: 'savings',
  disclosure: {
    set: 'deposit',
    triggers: [],
    inputs: { apy: { param: 'rate', unit: 'percent' }, term: { param: 'months', unit: 'months' } },
  },
  engineVersion: 1,
  load: () => import('./calculator'),
  steps: () => import('./steps'),
})
