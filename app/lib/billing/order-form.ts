import { ORDER_PLANS, ORDER_TERMS } from '~/db/billing-schema'
import { z } from '~/lib/zod-mini'
import { ORDER_LIMITS } from './order-plan'
import { WEBSITE_MANAGEMENT } from './plans'
import { DATA_PROCESSING_ADDENDUM, MASTER_AGREEMENT } from './terms'

const text = (label: string, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${label} is required.`),
      z.maxLength(max, `${label} must be at most ${max} characters.`),
    )

const TERMS_CHANGED = 'These terms have changed since the form was opened: read them again and sign.'

/**
 * "Choose a plan" (issue 44 §4): the one schema of the order form, on the page and in the action (zod/mini:
 * the browser loads it). The versions are those the form showed; they must still be the current ones, so an
 * order never records a version its signer did not see.
 */
export const OrderSchema = z
  .object({
    plan: z.enum(ORDER_PLANS, { error: 'Choose a plan.' }),
    term: z.enum(ORDER_TERMS, { error: 'Choose monthly or annual.' }),
    billingName: text('Billing contact name', ORDER_LIMITS.name),
    billingEmail: z
      .string()
      .check(
        z.trim(),
        z.maxLength(
          ORDER_LIMITS.email,
          `The e-mail address must be at most ${ORDER_LIMITS.email} characters.`,
        ),
        z.regex(z.regexes.email, 'Enter the billing contact’s e-mail address.'),
      ),
    poNumber: z.pipe(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(
            ORDER_LIMITS.poNumber,
            `The PO number must be at most ${ORDER_LIMITS.poNumber} characters.`,
          ),
        ),
      z.transform((value: string) => value || null),
    ),
    agreementVersion: z.literal(MASTER_AGREEMENT.version, { error: TERMS_CHANGED }),
    dpaVersion: z.literal(DATA_PROCESSING_ADDENDUM.version, { error: TERMS_CHANGED }),
    accept: z.literal('on', { error: 'Tick the box to accept the agreement and the addendum.' }),
    signerName: text('Your full name', ORDER_LIMITS.name),
  })
  .check(
    z.refine((order) => order.plan !== WEBSITE_MANAGEMENT.id || order.term === 'monthly', {
      path: ['term'],
      message: `${WEBSITE_MANAGEMENT.name} is billed monthly only.`,
    }),
  )

export type OrderInput = z.infer<typeof OrderSchema>
export type OrderField = keyof OrderInput

/** The form's fields as the action reads them (a missing field is an empty string, so the schema says why). */
export function orderFields(form: FormData) {
  const field = (name: string) => String(form.get(name) ?? '')
  return {
    plan: field('plan'),
    term: field('term'),
    billingName: field('billingName'),
    billingEmail: field('billingEmail'),
    poNumber: field('poNumber'),
    agreementVersion: field('agreementVersion'),
    dpaVersion: field('dpaVersion'),
    accept: field('accept'),
    signerName: field('signerName'),
  }
}

/** The first message for each field, for the form's error slots. */
export function orderErrors(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: Partial<Record<OrderField, string>> = {}
  for (const issue of issues) {
    const key = issue.path[0] as OrderField
    errors[key] ??= issue.message
  }
  return errors
}
