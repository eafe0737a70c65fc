import type { Lang } from '~/calculators/branding'
import type { CdKey, CdText } from '~/calculators/cd/texts'
import type { SavingsGoalMessageKey, SavingsGoalText } from '~/calculators/savings-goal/texts'

/*
 * Credit-union wording (issue 46 §2): what a workspace that chose it would show instead of the registry
 * calculators' own texts — "dividend rate" on deposit calculators, "share certificate" for "CD" — addressed by
 * the calculators' own text keys (texts.ts: the view's `text` object and the schema's message keys), in
 * English and Spanish. Data only: no copy of a component. The Spanish follows the glossary (glossary-es.ts):
 * tasa de dividendos, certificado de ahorro, socio. Decision 0089 says how it is to reach the embed.
 */

type StringKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T]

interface Wording<Text, MessageKey extends string> {
  text: Record<Lang, Partial<Pick<Text, StringKeys<Text>>>>
  messages: Record<Lang, Partial<Record<MessageKey, string>>>
}

const cd: Wording<CdText, CdKey> = {
  text: {
    en: {
      title: 'Share Certificate Calculator',
      rate: 'Dividend rate (%)',
      interestEarned: 'Dividends earned',
      interestColumn: 'Dividends',
      chartTitle: 'Share certificate growth',
      fileName: 'share-certificate-growth.csv',
    },
    es: {
      title: 'Calculadora de certificados de ahorro',
      rate: 'Tasa de dividendos (%)',
      interestEarned: 'Dividendos ganados',
      interestColumn: 'Dividendos',
      chartTitle: 'Crecimiento del certificado de ahorro',
      fileName: 'crecimiento-certificado-de-ahorro.csv',
    },
  },
  messages: {
    en: {
      'cd.rate.number': 'Dividend rate must be a number',
      'cd.rate.range': 'Dividend rate must be between 0% and 100%',
    },
    es: {
      'cd.rate.number': 'La tasa de dividendos debe ser un número',
      'cd.rate.range': 'La tasa de dividendos debe estar entre 0% y 100%',
    },
  },
}

const savingsGoal: Wording<SavingsGoalText, SavingsGoalMessageKey> = {
  text: {
    en: {
      rate: 'Dividend rate (% a year)',
      noDepositNeeded: 'None: dividends alone reach the goal in time',
      totalInterest: 'Dividends earned',
      interestColumn: 'Dividends',
      helpCompounding:
        'Dividends compound monthly at the rate ÷ 12 on the balance, rounded to the cent each month, and the deposit is added at the end of each month.',
    },
    es: {
      rate: 'Tasa de dividendos (% anual)',
      noDepositNeeded: 'Ninguno: los dividendos por sí solos alcanzan la meta a tiempo',
      totalInterest: 'Dividendos ganados',
      interestColumn: 'Dividendos',
      helpCompounding:
        'Los dividendos se capitalizan cada mes a la tasa ÷ 12 sobre el saldo, redondeados al centavo cada mes, y el depósito se suma al final de cada mes.',
    },
  },
  messages: {
    en: {
      'savingsGoal.rate.number': 'Dividend rate must be a number',
      'savingsGoal.rate.range': 'Dividend rate must be between 0% and 50%',
    },
    es: {
      'savingsGoal.rate.number': 'La tasa de dividendos debe ser un número',
      'savingsGoal.rate.range': 'La tasa de dividendos debe estar entre 0% y 50%',
    },
  },
}

/** Registry calculator name → its credit-union wording. Calculators not listed keep their texts. */
export const CREDIT_UNION_WORDING = { cd, 'savings-goal': savingsGoal } as const

export type WordedCalculator = keyof typeof CREDIT_UNION_WORDING

/** A calculator's text object with the wording laid over it (keys it does not name keep their text). */
export function withWording<Text extends object>(
  text: Text,
  overrides: Partial<NoInfer<Text>> | undefined,
): Text {
  return overrides ? { ...text, ...overrides } : text
}

/** The words one calculator shows instead of its own, as plain strings: what a server passes to the view. */
export type WordingOverrides = { text: Record<string, string>; messages: Record<string, string> }

const isWorded = (type: string): type is WordedCalculator => Object.hasOwn(CREDIT_UNION_WORDING, type)

/**
 * The credit-union words of a calculator type in one language, for a workspace that chose them (decision
 * 0092); null when it did not, or when the type has no such words (it keeps its texts).
 */
export function creditUnionWordingFor(type: string, lang: Lang, on: boolean): WordingOverrides | null {
  if (!on || !isWorded(type)) return null
  const wording = CREDIT_UNION_WORDING[type]
  return { text: { ...wording.text[lang] }, messages: { ...wording.messages[lang] } }
}
