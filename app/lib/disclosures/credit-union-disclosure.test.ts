import { describe, expect, test } from 'vitest'
import { LANGS } from '~/calculators/branding'
import { DISCLOSURE_SETS } from '~/calculators/kit/disclosure'
import {
  CREDIT_UNION_DEPOSIT_DISCLOSURE,
  creditUnionDisclosure,
  wordsDisclosure,
} from './credit-union-disclosure'
import { SHIPPED_DISCLOSURES } from './default-texts'

// Issue 46 §2 (decision 0094): a credit union's deposit disclosure says dividends where the shipped deposit
// default says interest; a bank's text, a client's own text and every loan's text stay as they are.
describe('the credit-union deposit disclosure', () => {
  test.each(LANGS)(
    'is the shipped deposit text with dividends for interest, and nothing else (%s)',
    (lang) => {
      const worded = CREDIT_UNION_DEPOSIT_DISCLOSURE[lang]
      expect(worded).not.toMatch(/interest|inter[eé]s/i)
      expect(worded).toMatch(lang === 'en' ? /dividends left on deposit/ : /los dividendos en depósito/)
      const back =
        lang === 'en'
          ? worded.replace('dividends left', 'interest left')
          : worded.replace('los dividendos en', 'los intereses en')
      expect(back).toBe(SHIPPED_DISCLOSURES.deposit[lang])
      // The placeholders the page fills are all still there.
      expect(worded.match(/\{\w+\}/g)).toEqual(SHIPPED_DISCLOSURES.deposit[lang].match(/\{\w+\}/g))
    },
  )

  test.each(LANGS)('replaces the shipped deposit default for a credit union only (%s)', (lang) => {
    const shipped = SHIPPED_DISCLOSURES.deposit[lang]
    expect(creditUnionDisclosure(shipped, true)).toBe(CREDIT_UNION_DEPOSIT_DISCLOSURE[lang])
    expect(wordsDisclosure(shipped, true)).toBe(true)
    // A bank's workspace keeps the text it approved.
    expect(creditUnionDisclosure(shipped, false)).toBe(shipped)
    expect(wordsDisclosure(shipped, false)).toBe(false)
  })

  test('leaves every other set’s default, a client’s own text and no text as they are', () => {
    for (const set of DISCLOSURE_SETS.filter((each) => each !== 'deposit'))
      for (const lang of LANGS) {
        const text = SHIPPED_DISCLOSURES[set][lang]
        expect(creditUnionDisclosure(text, true), `${set} ${lang}`).toBe(text)
        expect(wordsDisclosure(text, true)).toBe(false)
      }
    const own = 'Our certificates pay interest monthly. Ask a teller.'
    expect(creditUnionDisclosure(own, true)).toBe(own)
    expect(creditUnionDisclosure('', true)).toBe('')
    // A text that is already the credit union's is not worded twice.
    expect(wordsDisclosure(CREDIT_UNION_DEPOSIT_DISCLOSURE.en, true)).toBe(false)
  })
})
