import { defineCalculator } from '../kit/define'

export default defineCalculator({
  name: 'auto-lease',
  title: { en: 'Auto Lease Calculator', es: 'Calculadora de arrendamiento de auto' },
  summary: 'The monthly payment of a car lease, figure by figure as a lease disclosure shows it.',
  description:
    'Work out a car lease payment from price, residual, money factor and tax, with every Regulation M figure. A white-label auto lease calculator.',
  intro:
    'Show drivers what a lease really costs: capitalized cost, residual, depreciation, rent charge and tax, month by month and in total, in your brand.',
  embedDescription: 'Work out a car lease payment with depreciation, rent charge and sales tax.',
  icon: 'calculator',
  group: 'loans',
  // A lease is Regulation M's (12 CFR 1013.7), not Z's: no APR to state; the general line, edited by counsel.
  disclosure: { set: 'general', triggers: [] },
  engineVersion: 1,
  load: () => import('./calculator'),
  steps: () => import('./steps'),
})
