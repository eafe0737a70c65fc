import { defineCalculator } from '../kit/define'

export default defineCalculator({
  name: 'college-savings',
  title: { en: 'College Savings Calculator', es: 'Calculadora de ahorro universitario' },
  summary: 'What college will cost by the time a child starts, and the monthly saving that covers it.',
  description:
    'Project college costs with inflation, the savings at college start and the monthly contribution needed. A white-label college savings calculator.',
  intro:
    'Help families plan for college: each year’s projected cost, what their savings will reach and the monthly contribution that closes the gap, in your brand.',
  embedDescription: 'Project college costs and find the monthly contribution that covers them.',
  icon: 'piggy-bank',
  group: 'savings',
  disclosure: { set: 'general', triggers: [] },
  engineVersion: 1,
  load: () => import('./calculator'),
  steps: () => import('./steps'),
})
