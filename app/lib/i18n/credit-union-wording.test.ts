import { describe, expect, test } from 'vitest'
import { LANGS } from '~/calculators/branding'
import { cdMessages, cdText } from '~/calculators/cd/texts'
import { savingsGoalMessages, savingsGoalText } from '~/calculators/savings-goal/texts'
import { CREDIT_UNION_WORDING, creditUnionWordingFor, withWording } from './credit-union-wording'

// Issue 46 §2: the credit-union wording is an override table of the calculators' own text keys, in English and
// Spanish; a key that does not exist (or exists in one language only) would silently change nothing.
const registry = {
  cd: { text: cdText, messages: cdMessages },
  'savings-goal': { text: savingsGoalText, messages: savingsGoalMessages },
} as const

describe.each(Object.entries(CREDIT_UNION_WORDING))('the credit-union wording of %s', (name, wording) => {
  const own = registry[name as keyof typeof registry]

  test('names the same keys in English and Spanish', () => {
    expect(Object.keys(wording.text.es).sort()).toEqual(Object.keys(wording.text.en).sort())
    expect(Object.keys(wording.messages.es).sort()).toEqual(Object.keys(wording.messages.en).sort())
  })

  test.each(LANGS)('every key exists in the calculator’s own %s texts and changes a string', (lang) => {
    const text = own.text[lang] as unknown as Record<string, unknown>
    for (const [key, value] of Object.entries(wording.text[lang])) {
      expect(typeof text[key], key).toBe('string')
      expect(value, key).not.toBe(text[key])
    }
    const messages = own.messages[lang] as Record<string, string>
    for (const [key, value] of Object.entries(wording.messages[lang])) {
      expect(Object.hasOwn(messages, key), key).toBe(true)
      expect(value, key).not.toBe(messages[key])
    }
  })

  test('speaks of dividends, never of interest, in the keys it overrides', () => {
    const all = LANGS.flatMap((lang) => [
      ...Object.values(wording.text[lang]),
      ...Object.values(wording.messages[lang]),
    ])
    expect(all.filter((each) => /interest|inter[eé]s/i.test(String(each)))).toEqual([])
  })
})

test('the CD reads "Dividend rate" and "share certificate" in English and Spanish once laid over', () => {
  const english = withWording(cdText.en, CREDIT_UNION_WORDING.cd.text.en)
  expect([english.title, english.rate, english.interestEarned]).toEqual([
    'Share Certificate Calculator',
    'Dividend rate (%)',
    'Dividends earned',
  ])
  expect(english.deposit).toBe(cdText.en.deposit)
  const spanish = withWording(cdText.es, CREDIT_UNION_WORDING.cd.text.es)
  expect([spanish.title, spanish.rate]).toEqual([
    'Calculadora de certificados de ahorro',
    'Tasa de dividendos (%)',
  ])
  expect(spanish.chartSummary).toBe(cdText.es.chartSummary)
  expect(withWording(cdText.en, undefined)).toBe(cdText.en)
})

describe('the credit-union wording a published calculator is given', () => {
  test('is the overridden strings of that calculator and language only, and nothing when off', () => {
    expect(creditUnionWordingFor('cd', 'es', true)).toEqual({
      text: CREDIT_UNION_WORDING.cd.text.es,
      messages: CREDIT_UNION_WORDING.cd.messages.es,
    })
    expect(creditUnionWordingFor('cd', 'en', false)).toBeNull()
    // A calculator without credit-union words keeps its own.
    expect(creditUnionWordingFor('loan', 'en', true)).toBeNull()
  })
})

test('the deposit calculators’ schedule column and the savings goal’s help say dividends (decision 0094)', () => {
  for (const type of ['cd', 'savings-goal'] as const) {
    expect(creditUnionWordingFor(type, 'en', true)?.text.interestColumn).toBe('Dividends')
    expect(creditUnionWordingFor(type, 'es', true)?.text.interestColumn).toBe('Dividendos')
  }
  expect(creditUnionWordingFor('savings-goal', 'en', true)?.text.helpCompounding).toMatch(
    /^Dividends compound monthly/,
  )
  expect(creditUnionWordingFor('savings-goal', 'es', true)?.text.helpCompounding).toMatch(
    /^Los dividendos se capitalizan cada mes/,
  )
  // The calculators' own column still says interest.
  expect([cdText.en.interestColumn, savingsGoalText.es.interestColumn]).toEqual(['Interest', 'Interés'])
})
