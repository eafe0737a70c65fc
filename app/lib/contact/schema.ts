import { z } from '~/lib/zod-mini'

/** Upper bounds the server enforces; the form shows the same messages before anything is sent. */
export const contactLimits = { name: 100, email: 254, company: 200, message: 5000, messageMin: 10 } as const

// PostgreSQL text cannot hold NUL; a pasted one must not turn into a server error.
const withoutNul = (value: string) => value.replace(/\0/g, '')

const requiredText = (required: string, label: string, max: number) =>
  z
    .string({ error: required })
    .check(
      z.overwrite(withoutNul),
      z.trim(),
      z.minLength(1, required),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    )

/** The contact form, shared by the page (instant feedback) and the server (the truth). Messages are the spec's. */
export const ContactMessageSchema = z.object({
  firstName: requiredText('First name is required', 'First name', contactLimits.name),
  lastName: requiredText('Last name is required', 'Last name', contactLimits.name),
  email: z
    .string({ error: 'Please enter a valid email address' })
    .check(
      z.overwrite(withoutNul),
      z.trim(),
      z.maxLength(contactLimits.email, `Email must be at most ${contactLimits.email} characters`),
      z.regex(z.regexes.email, 'Please enter a valid email address'),
    ),
  company: z.pipe(
    z.transform((value: unknown) => (value === null ? undefined : value)),
    z.pipe(
      z.optional(
        z
          .string({ error: 'Company must be text' })
          .check(
            z.overwrite(withoutNul),
            z.trim(),
            z.maxLength(contactLimits.company, `Company must be at most ${contactLimits.company} characters`),
          ),
      ),
      z.transform((value) => (value ? value : undefined)),
    ),
  ),
  message: z
    .string({ error: 'Message must be at least 10 characters long' })
    .check(
      z.overwrite(withoutNul),
      z.trim(),
      z.minLength(contactLimits.messageMin, 'Message must be at least 10 characters long'),
      z.maxLength(
        contactLimits.message,
        `Message must be at most ${contactLimits.message.toLocaleString('en-US')} characters`,
      ),
    ),
})

export type ContactMessageInput = z.infer<typeof ContactMessageSchema>

export const contactFields = ['firstName', 'lastName', 'email', 'company', 'message'] as const
export type ContactField = (typeof contactFields)[number]
export type ContactErrors = Partial<Record<ContactField, string>>

/** Validates `values`; on failure, the first message of each field. */
export function validateContact(
  values: unknown,
): { success: true; data: ContactMessageInput } | { success: false; errors: ContactErrors } {
  const result = ContactMessageSchema.safeParse(values)
  if (result.success) return { success: true, data: result.data }
  const errors: ContactErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && (contactFields as readonly string[]).includes(field)) {
      errors[field as ContactField] ??= issue.message
    }
  }
  return { success: false, errors }
}

export const contactText = {
  successTitle: 'Success!',
  success: "Your message has been sent successfully. We'll get back to you soon!",
  errorTitle: 'Error',
  failed: 'Failed to send message. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  rateLimited: 'Too many messages from your address. Please try again in a minute.',
  tooLarge: 'Your message is too large to send. Please shorten it and try again.',
} as const
