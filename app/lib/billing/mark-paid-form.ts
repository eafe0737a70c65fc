import { z } from '~/lib/zod'

/** The admin's "Mark paid" form: which invoice, and how it was paid (kept in the audit entry). */
export const MarkPaidSchema = z.object({
  invoiceId: z.string().uuid('Choose an invoice.'),
  note: z
    .string()
    .trim()
    .min(1, 'Say how it was paid, for example “ACH received 12/3”.')
    .max(200, 'The note must be at most 200 characters.'),
})
export type MarkPaidInput = z.infer<typeof MarkPaidSchema>
