import { z } from '~/lib/zod'
import {
  CREDIT_PRODUCTS,
  DISCLOSURE_PLACEHOLDERS,
  INPUT_KINDS,
  LOCALIZED_TEXT_MAX,
  RESULT_FORMATS,
} from './definition-kinds'
import { FORMULA_LIMITS } from './limits'

// A specialty calculator as data: what the admin builder edits, what import and export move between
// installations, and what docs/specialty-calculator.schema.json publishes (generated from this file).

const text = (max: number) => z.string().trim().min(1).max(max)

export const localizedTextSchema = z
  .object({ en: text(LOCALIZED_TEXT_MAX), es: text(LOCALIZED_TEXT_MAX) })
  .strict()
  .describe('The same text in English and in Spanish.')

export const definitionIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,39}$/)
  .describe('Lower-case letters, digits and _, starting with a letter; formulas refer to it by this name.')

const formulaSchema = z
  .string()
  .min(1)
  .max(FORMULA_LIMITS.maxLength)
  .describe('A formula (docs/formula-language.md).')

export { CREDIT_PRODUCTS, DISCLOSURE_PLACEHOLDERS, INPUT_KINDS, RESULT_FORMATS }

export const choiceOptionSchema = z
  .object({ value: z.number(), label: localizedTextSchema })
  .strict()
  .describe('One choice: the number formulas read, and what the visitor reads.')

export const definitionInputSchema = z
  .object({
    id: definitionIdSchema,
    label: localizedTextSchema,
    help: localizedTextSchema.optional(),
    kind: z
      .enum(INPUT_KINDS)
      .describe('percent: the visitor types 6.5 and formulas read 0.065; yesno: formulas read 1 or 0.'),
    min: z.number().optional(),
    max: z.number().optional(),
    step: z.number().positive().optional(),
    default: z.number(),
    options: z.array(choiceOptionSchema).min(1).max(20).optional().describe('Required for kind choice.'),
  })
  .strict()

export const computedValueSchema = z.object({ id: definitionIdSchema, formula: formulaSchema }).strict()

export const definitionResultSchema = z
  .object({
    id: definitionIdSchema,
    label: localizedTextSchema,
    formula: formulaSchema,
    format: z
      .enum(RESULT_FORMATS)
      .describe(
        'currency: half-up to the cent; percent: the formula gives a fraction, shown in percent to two decimals; ' +
          'number: half-up to two decimals; months: up to a whole month; years: half-up to one decimal.',
      ),
    headline: z.boolean().default(false),
    disclosure: z
      .enum(DISCLOSURE_PLACEHOLDERS)
      .optional()
      .describe('The disclosure placeholder this result fills.'),
  })
  .strict()

export const scheduleSchema = z
  .object({
    amount: definitionIdSchema.describe('The amount borrowed.'),
    rate: definitionIdSchema.describe('The annual rate as a fraction (a percent input reads as one).'),
    term: definitionIdSchema.describe('The number of monthly payments.'),
  })
  .strict()
  .describe(
    'A level-payment monthly schedule; its totals are the names schedule_payment, schedule_payments, …',
  )

export const workedExampleSchema = z
  .object({
    inputs: z.record(definitionIdSchema, z.number()).describe('Values as the visitor types them.'),
    expected: z
      .record(definitionIdSchema, z.number())
      .describe('Results as shown, rounded as their format says.'),
    source: text(500).describe('Where the expected figures come from.'),
  })
  .strict()

export const specialtyCalculatorSchema = z
  .object({
    id: definitionIdSchema,
    name: localizedTextSchema,
    description: localizedTextSchema.optional(),
    inputs: z.array(definitionInputSchema).min(1).max(40),
    computed: z.array(computedValueSchema).max(FORMULA_LIMITS.maxFormulas).default([]),
    results: z.array(definitionResultSchema).min(1).max(40),
    schedule: scheduleSchema.optional(),
    creditProduct: z
      .enum(CREDIT_PRODUCTS)
      .optional()
      .describe(
        'Which Regulation Z wording a result filling {payment} or {apr} takes: installment (the default), ' +
          'mortgage (secured by a dwelling) or heloc (a home-equity line).',
      ),
    examples: z.array(workedExampleSchema).max(50).default([]),
  })
  .strict()
  .describe('A specialty calculator defined as data (docs/formula-language.md).')

export type SpecialtyCalculator = z.infer<typeof specialtyCalculatorSchema>
export type SpecialtyCalculatorDocument = z.input<typeof specialtyCalculatorSchema>
export type DefinitionInput = z.infer<typeof definitionInputSchema>
export type DefinitionResult = z.infer<typeof definitionResultSchema>
export type ResultFormat = (typeof RESULT_FORMATS)[number]

/** The published JSON Schema (docs/specialty-calculator.schema.json), as the documents import and export. */
export function specialtyCalculatorJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(specialtyCalculatorSchema, { io: 'input', target: 'draft-2020-12' }),
    title: 'Specialty calculator',
  }
}
