// The closed lists of a definition, without zod: the schema (definition-schema.ts) and the builder's live
// preview, which runs in the browser, read them from here.
export const INPUT_KINDS = ['currency', 'percent', 'number', 'integer', 'choice', 'yesno'] as const
export const RESULT_FORMATS = ['currency', 'percent', 'number', 'months', 'years'] as const
export const DISCLOSURE_PLACEHOLDERS = ['{payment}', '{term}', '{apr}', '{apy}'] as const

/** The most a name, label, help text or description holds, in each language. */
export const LOCALIZED_TEXT_MAX = 300

/** The credit products whose Regulation Z disclosure differs (decision 0091). */
export const CREDIT_PRODUCTS = ['installment', 'mortgage', 'heloc'] as const
