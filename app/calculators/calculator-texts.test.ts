import { describe, expect, test } from 'vitest'
import { autoLoanMessages, autoLoanText } from './auto-loan/texts'
import { creditCardMessages, creditCardText } from './credit-card-payoff/texts'
import { affordabilityMessages, affordabilityText } from './home-affordability/texts'
import { mortgageMessages, mortgageText } from './mortgage/texts'
import { refinanceMessages, refinanceText } from './refinance/texts'
import { savingsGoalMessages, savingsGoalText } from './savings-goal/texts'

type Texts = Record<'en' | 'es', Record<string, unknown>>

const calculators: [string, Texts, Texts][] = [
  ['mortgage', mortgageText, mortgageMessages],
  ['auto-loan', autoLoanText, autoLoanMessages],
  ['credit-card-payoff', creditCardText, creditCardMessages],
  ['refinance', refinanceText, refinanceMessages],
  ['savings-goal', savingsGoalText, savingsGoalMessages],
  ['home-affordability', affordabilityText, affordabilityMessages],
]

// Words that read the same in both languages.
const SAME_IN_SPANISH = new Set(['PMI'])

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (typeof value === 'function')
    return [String((value as (...args: unknown[]) => unknown)(3, '$1', '$2', '$3'))]
  return []
}

describe.each(calculators)('%s texts', (_name, ui, messages) => {
  test.each([
    ['interface', ui],
    ['messages', messages],
  ])('every %s text is translated into Spanish', (_kind, texts) => {
    for (const key of Object.keys(texts.en)) {
      const [english, spanish] = [strings(texts.en[key]), strings(texts.es[key])]
      expect(spanish).toHaveLength(english.length)
      spanish.forEach((text, index) => {
        expect(text.trim()).not.toBe('')
        if (!SAME_IN_SPANISH.has(text)) expect(text).not.toBe(english[index])
      })
    }
  })

  // `help`, or one key per item (`helpCompounding`…) where a workspace's wording replaces one item alone.
  const help = (texts: Record<string, unknown>) =>
    Object.entries(texts)
      .filter(([key]) => key.startsWith('help') && key !== 'helpTitle')
      .flatMap(([, value]) => strings(value))
      .join(' ')

  test('the help text states the conventions', () => {
    expect(help(ui.en)).toMatch(/round/)
    expect(help(ui.es)).toMatch(/redonde/)
  })
})
