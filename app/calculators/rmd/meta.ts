import { defineCalculator } from '../kit/define'

export default defineCalculator({
  name: 'rmd',
  title: {
    en: 'Required Minimum Distribution Calculator',
    es: 'Calculadora de distribución mínima requerida',
  },
  summary:
    'This year’s required minimum distribution from an IRA or 401(k), and a projection of the years ahead.',
  description:
    'Find this year’s RMD with the IRS Uniform Lifetime Table and project RMDs and balances ahead. A white-label RMD calculator.',
  intro:
    'Show retirees this year’s required minimum distribution and how RMDs and the account balance develop, using the current IRS table, in your brand.',
  embedDescription: 'Find this year’s required minimum distribution and project the years ahead.',
  icon: 'calculator',
  group: 'savings',
  disclosure: { set: 'general', triggers: [] },
  engineVersion: 1,
  load: () => import('./calculator'),
  steps: () => import('./steps'),
})
