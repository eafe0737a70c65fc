import { defineCalculator } from '../kit/define'

export default defineCalculator({
  name: 'retirement-income',
  title: { en: 'Retirement Income Calculator', es: 'Calculadora de ingresos de jubilación' },
  summary:
    'How long retirement savings last at a monthly withdrawal, and the level income that lasts a set number of years.',
  description:
    'See how many months retirement savings last at a monthly withdrawal and the level income that lasts your years. A white-label retirement income calculator.',
  intro:
    'Show retirees how long their savings last at the income they want, with yearly raises, and the level monthly income that lasts as long as they need, in your brand.',
  embedDescription: 'Find how long retirement savings last and the monthly income that lasts your years.',
  icon: 'trending-up',
  group: 'savings',
  disclosure: { set: 'general', triggers: [] },
  engineVersion: 1,
  load: () => import('./calculator'),
  steps: () => import('./steps'),
})
