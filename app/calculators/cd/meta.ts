import { defineCalculator } from '../kit/define'

export default defineCalculator({
  name: 'cd',
  title: { en: 'CD Calculator', es: 'Calculadora de CD' },
  summary: 'What a certificate of deposit earns by maturity, for any rate, term and compounding frequency.',
  description:
    'See how a certificate of deposit grows with its rate, term and compounding. A white-label CD calculator for your website.',
  intro:
    'Let savers see what a certificate of deposit earns by maturity, with the compounding your institution offers.',
  embedDescription: 'Estimate the interest, balance at maturity and APY of a certificate of deposit.',
  icon: 'piggy-bank',
  group: 'savings',
  // Spec: the CD page loads the calculator through our script; its embed is a 600 px card, page scrolling off.
  page: { kind: 'script', height: 600 },
  embed: { card: { height: 600 }, overflow: 'hidden' },
  frameHeight: 600,
  disclosure: {
    set: 'deposit',
    triggers: ['apy'],
    inputs: {
      term: [
        { param: 'months', unit: 'months' },
        { param: 'days', unit: 'days' },
      ],
    },
  },
  engineVersion: 1,
  load: () => import('./calculator'),
  steps: () => import('./steps'),
})
