import { defineCalculator } from '../kit/define'

export default defineCalculator({
  name: 'mortgage',
  title: { en: 'Mortgage Calculator', es: 'Calculadora de hipotecas' },
  summary:
    'The full monthly payment of a home loan: principal and interest, property tax, insurance, PMI and HOA dues.',
  description:
    'Estimate a mortgage payment with taxes, insurance, PMI and HOA dues, and see when PMI stops. A white-label mortgage calculator.',
  intro:
    'Show home buyers their whole monthly payment, when PMI stops and a full amortization schedule, in your colours, font and language.',
  embedDescription:
    'Estimate a monthly mortgage payment with taxes, insurance, PMI and the amortization schedule.',
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
