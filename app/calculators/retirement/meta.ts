import { defineCalculator } from '../kit/define'

export default defineCalculator({
  name: 'retirement',
  title: { en: 'Retirement Calculator', es: 'Calculadora de jubilación' },
  summary: 'How savings grow until retirement, how long they last and the monthly income they can sustain.',
  description:
    'Project retirement savings with contributions, employer match, returns and inflation. A white-label retirement calculator for your website.',
  intro:
    'Help your clients plan ahead: savings, contributions, employer match, expected returns and inflation, all in one view.',
  embedDescription: 'Project your retirement savings by age and how long they will last.',
  icon: 'calculator',
  group: 'savings',
  // Spec: the retirement embed variant, a frame 800 px high.
  page: { kind: 'frame', height: 800 },
  frameHeight: 800,
  disclosure: { set: 'general', triggers: [] },
  // 2: a balance beyond 17 significant digits prints every cent (issue 36 §4).
  engineVersion: 2,
  load: () => import('./calculator'),
  steps: () => import('./steps'),
})
