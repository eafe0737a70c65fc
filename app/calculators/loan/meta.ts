import { defineCalculator } from '../kit/define'

export default defineCalculator({
  name: 'loan',
  title: { en: 'Loan Calculator', es: 'Calculadora de préstamos' },
  summary:
    'Monthly payment, total interest and a full amortization schedule for auto, personal and mortgage loans.',
  description:
    'Estimate monthly payments, total interest and the payoff date of a loan, with extra payments. A white-label loan calculator for your website.',
  intro:
    'Show your clients their monthly payment, total interest and a full amortization schedule, in your colours, font and language.',
  embedDescription: 'Estimate monthly loan payments, total interest and the amortization schedule.',
  icon: 'landmark',
  group: 'loans',
  // Spec: the full-page frame variant (1400 px); the loan embed is full width, at least 600 px, overflow visible.
  page: { kind: 'frame', height: 1400 },
  embed: { minHeight: 600, overflow: 'visible' },
  frameHeight: 600,
  disclosure: {
    set: 'installment',
    triggers: ['payment', 'term'],
    inputs: { apr: { param: 'rate', unit: 'percent' }, term: { param: 'months', unit: 'months' } },
  },
  engineVersion: 1,
  load: () => import('./calculator'),
  steps: () => import('./steps'),
})
