import { defineCalculator } from '../kit/define'

export default defineCalculator({
  name: 'mortgage-points',
  title: { en: 'Mortgage Points Calculator', es: 'Calculadora de puntos hipotecarios' },
  summary: 'Whether buying discount points pays: the lower payment, the break-even month and the net saving.',
  description:
    'Compare a mortgage with and without discount points: payment saved, break-even month and net saving. A white-label mortgage points calculator.',
  intro:
    'Help borrowers decide on discount points: what they save each month, when the points pay for themselves and what they net over the years they keep the loan, in your brand.',
  embedDescription: 'Find the break-even month and the net saving of buying mortgage points.',
  icon: 'landmark',
  group: 'home',
  disclosure: {
    set: 'mortgage',
    triggers: ['payment', 'term'],
    inputs: { apr: { param: 'pointsRate', unit: 'percent' }, term: { param: 'months', unit: 'months' } },
  },
  engineVersion: 1,
  load: () => import('./calculator'),
  steps: () => import('./steps'),
})
