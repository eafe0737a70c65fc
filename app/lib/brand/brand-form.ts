import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { z } from '~/lib/zod-mini'

export const BRAND_LIMITS = { companyName: 120, supportEmail: 254, supportPhone: 40 } as const

/**
 * A number as people write it — "(515) 555-0199", "515-555-0199", "+1 515 555 0199" — read as a US number
 * unless it starts with +, and kept in one form ("+1 515 555 0199"). The length is checked, not whether the
 * exchange is in service: fictional 555 numbers are what examples and tests use.
 */
export function normalisedPhone(value: string): string | null {
  if (!/^[+0-9 ().-]+$/.test(value)) return null
  const phone = parsePhoneNumberFromString(value, 'US')
  return phone?.isPossible() ? phone.formatInternational() : null
}

/** The brand profile's text fields, checked in the browser as typed and on the server as the truth. */
export const brandFormSchema = z.object({
  companyName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the company name your customers know.'),
      z.maxLength(BRAND_LIMITS.companyName, `At most ${BRAND_LIMITS.companyName} characters.`),
    ),
  supportEmail: z.string().check(
    z.trim(),
    z.maxLength(BRAND_LIMITS.supportEmail, `At most ${BRAND_LIMITS.supportEmail} characters.`),
    z.refine(
      (value) => value === '' || z.regexes.email.test(value),
      'Enter an e-mail address such as help@yourbank.com.',
    ),
  ),
  showInFrame: z.boolean(),
  supportPhone: z.string().check(
    z.trim(),
    z.refine(
      (value) => value === '' || normalisedPhone(value) !== null,
      'Enter a phone number such as (515) 555-0199 or +1 515 555 0199.',
    ),
    z.overwrite((value) => (value === '' ? value : (normalisedPhone(value) ?? value))),
  ),
})

export type BrandFields = z.infer<typeof brandFormSchema>
export type BrandFormErrors = Partial<Record<keyof BrandFields, string>>

export function parseBrandForm(form: FormData) {
  const parsed = brandFormSchema.safeParse({
    companyName: String(form.get('companyName') ?? ''),
    supportEmail: String(form.get('supportEmail') ?? ''),
    supportPhone: String(form.get('supportPhone') ?? ''),
    showInFrame: form.get('showInFrame') === 'on',
  })
  if (parsed.success) return { ok: true as const, value: parsed.data }
  const errors: BrandFormErrors = {}
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof BrandFields
    errors[key] ??= issue.message
  }
  return { ok: false as const, errors }
}
