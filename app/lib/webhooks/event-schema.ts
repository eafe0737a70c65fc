import { LEAD_CONTACT_KEYS, type LeadContactKey } from '~/lib/leads/lead-fields'
import { z } from '~/lib/zod'

/*
 * The webhook payloads, once: the body every delivery carries and the JSON Schemas published in
 * docs/webhooks/lead-event.schema.json and calculator-event.schema.json (generated from this and tested
 * equal), which the site also serves at those paths with the examples (routes/resources/webhook-docs.ts). Stable across versions: new
 * fields may be added (receivers must ignore unknown ones); none is renamed, removed or retyped without a new
 * event type.
 */
const figure = z.object({ label: z.string(), value: z.string() })

export const leadEventDataSchema = z.object({
  lead: z.object({
    id: z.string().describe('The lead, the same in every event about it'),
    status: z.enum(['new', 'contacted', 'closed']),
    createdAt: z.string().describe('ISO 8601, UTC'),
    // The contact fields, as the lead-field catalogue lists them; "" when the workspace hides one.
    ...(Object.fromEntries(LEAD_CONTACT_KEYS.map((key) => [key, z.string()])) as Record<
      LeadContactKey,
      z.ZodString
    >),
    customFields: z
      .array(
        z.object({
          key: z.string().describe("The field's key, as the workspace set it"),
          label: z.string().describe("The field's English label when the visitor answered"),
          value: z
            .union([z.string(), z.boolean()])
            .describe(
              'Short text as typed; a choice: the English label of the option; a checkbox: true or false',
            ),
        }),
      )
      .describe("The answers to the workspace's own lead fields, in the form's order; [] when none"),
    pageUrl: z
      .string()
      .describe('The page the calculator was embedded in, without query string; "" if unknown'),
    consentText: z.string().describe('The consent the visitor ticked, word for word'),
    notes: z.string().describe('The client team\'s notes on the lead; "" when none'),
    assignee: z.string().nullable().describe('E-mail of the member the lead is assigned to; null when none'),
  }),
  calculator: z.object({ id: z.string(), name: z.string(), type: z.string() }),
  revision: z
    .object({ id: z.string(), number: z.number().int() })
    .nullable()
    .describe('The published revision the visitor used; null if it was deleted since'),
  snapshot: z.object({
    lang: z.string(),
    inputs: z.record(z.string(), z.string()).describe('Machine-readable: parameter → value used'),
    labelledInputs: z
      .array(z.object({ name: z.string(), label: z.string(), value: z.string() }))
      .describe('The inputs as the visitor saw them, in the order of the form'),
    results: z.array(figure).describe("The calculator's result summary, as shown"),
    disclosure: z
      .string()
      .describe('The disclosure shown under the results, placeholders filled; "" for leads older than it'),
    engineVersion: z
      .number()
      .int()
      .nullable()
      .describe(
        "The version of the calculator's engine that computed the results (see /accuracy); null for older leads",
      ),
  }),
})

export const webhookEventSchema = z.object({
  type: z.enum(['lead.created', 'lead.updated', 'webhook.test']),
  timestamp: z.string().describe('When the event happened, ISO 8601, UTC'),
  data: leadEventDataSchema,
})

export type LeadEventData = z.infer<typeof leadEventDataSchema>
export type WebhookEventBody = z.infer<typeof webhookEventSchema>

/** `calculator.published` and `calculator.archived`: what a client's CMS or monitoring needs, no visitor data. */
export const calculatorEventDataSchema = z.object({
  calculator: z.object({
    id: z.string().describe('The calculator, the same in every event about it'),
    publicId: z.string().describe('The id in its embed code: <div data-calculator-id="…">'),
    name: z.string(),
    type: z
      .string()
      .describe(
        'A catalogue calculator ("loan", "mortgage", …) or "specialty:<slug>" for a specialty calculator',
      ),
  }),
  revision: z
    .object({
      id: z.string(),
      number: z.number().int(),
      specialtyVersion: z
        .number()
        .int()
        .optional()
        .describe(
          'Only for a specialty calculator (type "specialty:<slug>"): the published version of its definition this revision pins',
        ),
    })
    .nullable()
    .describe('The revision now published; for an archive, the one that was published (null if none)'),
  by: z.string().describe('E-mail of the member who published or archived it'),
})

export const calculatorWebhookEventSchema = z.object({
  type: z.enum(['calculator.published', 'calculator.archived']),
  timestamp: z.string().describe('When the event happened, ISO 8601, UTC'),
  data: calculatorEventDataSchema,
})

export type CalculatorEventData = z.infer<typeof calculatorEventDataSchema>
export type CalculatorWebhookEventBody = z.infer<typeof calculatorWebhookEventSchema>

const site = 'https://brightline-digital.example/docs/webhooks/'

/** The published JSON Schema of the body of the lead events. */
export function webhookEventJsonSchema() {
  return {
    ...z.toJSONSchema(webhookEventSchema, { target: 'draft-2020-12', io: 'input' }),
    $id: `${site}lead-event.schema.json`,
    title: 'Brightline lead webhook event',
  }
}

/** The published JSON Schema of the body of `calculator.published` and `calculator.archived`. */
export function calculatorEventJsonSchema() {
  return {
    ...z.toJSONSchema(calculatorWebhookEventSchema, { target: 'draft-2020-12', io: 'input' }),
    $id: `${site}calculator-event.schema.json`,
    title: 'Brightline calculator webhook event',
  }
}

/** The example of the docs: `docs/webhooks/calculator-published.example.json`. */
export const exampleCalculatorEvent: CalculatorWebhookEventBody = {
  type: 'calculator.published',
  timestamp: '2026-11-25T10:02:11.734Z',
  data: {
    calculator: {
      id: '0b7e4c0a-1d2f-4e5a-8b9c-3d4e5f6a7b8c',
      publicId: '4f9a0c2e7b1d3a65',
      name: 'Home loans',
      type: 'loan',
    },
    revision: { id: '6c5d4e3f-2a1b-4c0d-9e8f-7a6b5c4d3e2f', number: 3 },
    by: 'approver@bank.example',
  },
}

/** The example in the docs and the body of "Send test event": a receiver can map its fields from it. */
export const exampleLeadEventData: LeadEventData = {
  lead: {
    id: '3f1c2b9e-8f4d-4f6a-9a57-2c1e0b7d5a10',
    status: 'new',
    createdAt: '2026-11-25T09:30:00.000Z',
    name: 'Vera Visitor',
    email: 'vera@home.example',
    phone: '+1 515 555 0100',
    preferredTime: 'Mornings',
    message: 'Can you beat 6 %?',
    customFields: [
      { key: 'loan_purpose', label: 'Loan purpose', value: 'Refinance' },
      { key: 'member', label: 'I am already a member', value: true },
    ],
    pageUrl: 'https://bank.example/home-loans',
    consentText: 'I agree that Alpha Bank may contact me about this calculation.',
    notes: '',
    assignee: null,
  },
  calculator: { id: '0b7e4c0a-1d2f-4e5a-8b9c-3d4e5f6a7b8c', name: 'Home loans', type: 'loan' },
  revision: { id: '6c5d4e3f-2a1b-4c0d-9e8f-7a6b5c4d3e2f', number: 3 },
  snapshot: {
    lang: 'en',
    inputs: { principal: '250000', rate: '5.5', months: '360' },
    labelledInputs: [
      { name: 'principal', label: 'Loan amount', value: '$250,000' },
      { name: 'rate', label: 'Interest rate', value: '5.5%' },
      { name: 'months', label: 'Term (months)', value: '360' },
    ],
    results: [{ label: 'Monthly payment', value: '$1,419.47' }],
    disclosure:
      'Estimates only, not an offer of credit or a commitment to lend. Payment of $1,419.47 for 360 months at an annual percentage rate (APR) of 5.5%.',
    engineVersion: 1,
  },
}

/** The example event of the docs, at the path the site serves it: `docs/webhooks/lead-created.example.json`. */
export const exampleLeadEvent: WebhookEventBody = {
  type: 'lead.created',
  timestamp: '2026-11-25T09:30:00.412Z',
  data: exampleLeadEventData,
}
