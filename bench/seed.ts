import { eq } from 'drizzle-orm'
import { openDatabase } from '../app/db/client.server'
import { calculatorRevisions, calculators, workspaces } from '../app/db/schema'
import { DEFAULT_CONSENT, DEFAULT_CTA } from '../app/lib/leads/lead-text'
import { createEndpoint } from '../app/lib/webhooks/endpoints.server'

export const benchPublicId = '0123456789abcdef'

/** A lead for the seeded loan calculator, as the lead benches post it (autocannon replaces `[<id>]`). */
export const benchLeadBody = JSON.stringify({
  name: 'Bench Visitor',
  email: 'visitor-[<id>]@example.com',
  phone: '+1 515 555 0100',
  message: 'Please call me about this loan.',
  consent: true,
  inputs: { principal: '30000', rate: '7.25', months: '72' },
})

/**
 * A published loan calculator written straight into a database before a server opens it (PGlite: one
 * process per data directory). With `leadRecipients`, its approved revision takes leads and mails them there;
 * with `webhookUrl`, its workspace has one endpoint there for both lead events.
 */
export async function seedPublishedCalculator(
  location: { pgliteDir?: string; databaseUrl?: string },
  { leadRecipients = [] as string[], webhookUrl = '' } = {},
) {
  const database = await openDatabase(location)
  try {
    // Full lead e-mails (not link-only, decision 0080): the reliability checks read each visitor's token there.
    const [workspace] = await database.db
      .insert(workspaces)
      .values({ name: 'Bench Bank', leadMailLinkOnly: false })
      .returning()
    const [calculator] = await database.db
      .insert(calculators)
      .values({ workspaceId: workspace!.id, publicId: benchPublicId, type: 'loan', name: 'Car loan' })
      .returning()
    const [revision] = await database.db
      .insert(calculatorRevisions)
      .values({
        calculatorId: calculator!.id,
        workspaceId: workspace!.id,
        number: 1,
        name: 'Car loan',
        brand: { color: '#0f766e', accent: '#fbbf24', font: 'system', lang: 'en' },
        defaults: { principal: '25000', rate: '6.5', months: '60' },
        limits: { rate: { min: 3, max: 12 } },
        disclosure: 'Rates are examples, not offers.',
        allowedOrigins: [],
        lead: {
          enabled: leadRecipients.length > 0,
          cta: DEFAULT_CTA,
          recipients: leadRecipients,
          consent: DEFAULT_CONSENT,
        },
        state: 'published',
        publishedAt: new Date(),
      })
      .returning()
    await database.db
      .update(calculators)
      .set({ publishedRevisionId: revision!.id })
      .where(eq(calculators.id, calculator!.id))
    const benchActor = { id: null, email: 'bench@brightline.example' }
    if (webhookUrl)
      await createEndpoint(
        database.db,
        { workspaceId: workspace!.id, actor: benchActor },
        {
          url: webhookUrl,
          description: 'Bench receiver',
          events: ['lead.created', 'lead.updated'],
        },
      )
    return { publicId: benchPublicId, calculatorId: calculator!.id }
  } finally {
    await database.close()
  }
}
