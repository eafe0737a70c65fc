import { and, desc, eq } from 'drizzle-orm'
import { calculators as registry } from '~/calculators/registry'
import type { Db } from '~/db/client.server'
import {
  auditEntries,
  calculatorRevisions,
  calculators,
  user,
  workspaceBrands,
  workspaces,
  type ArchivedRate,
} from '~/db/schema'
import { leadLang, shownLeadTexts } from '~/lib/leads/lead-text'
import { approvedRates } from '~/lib/rate-sheet/approved-rates.server'
import { creditUnionDisclosure } from '~/lib/disclosures/credit-union-disclosure'
import { ARCHIVED_KEY, publishedState, shownWording } from './boundaries'

/** What a visitor of a calculator is shown now, as the archive keeps it (everything but the page's bytes). */
export type DescribedState = {
  workspaceId: string
  calculatorId: string
  publicId: string
  calculatorName: string
  stateKey: string
  kind: 'published' | 'archived'
  revisionId: string | null
  revisionNumber: number | null
  disclosure: string
  consent: string
  rates: ArchivedRate[]
  engineVersion: string
  approvedByEmail: string | null
  approvedAt: Date | null
  /** The start its own changes give it (publish, restore, rate); see `startOf` for the brand's part. */
  beganAt: Date
  brandSavedAt: Date | null
  /** When the lead form's questions were last changed (issue 43 §4); see `startOf`. */
  fieldsSavedAt?: Date | null
  /** When the workspace last switched its calculators' wording (decision 0092); see `startOf`. */
  wordingSavedAt?: Date | null
}

/** When the workspace's last audited `action` happened, if at all. */
async function lastAudited(db: Db, workspaceId: string, action: string) {
  const [entry] = await db
    .select({ at: auditEntries.at })
    .from(auditEntries)
    .where(and(eq(auditEntries.workspaceId, workspaceId), eq(auditEntries.action, action)))
    .orderBy(desc(auditEntries.at))
    .limit(1)
  return entry?.at ?? null
}

const engineVersionOf = (type: string) => {
  const meta = registry.find((calculator) => calculator.name === type)
  return meta ? `${type}@${meta.engineVersion}` : type
}

/**
 * The state `publicId` shows at `now`: null for an unknown id or a calculator never published. Reads the
 * rows themselves (no cache), so a state is described as it is once its change has committed.
 */
export async function describeState(
  db: Db,
  publicId: string,
  now = new Date(),
): Promise<DescribedState | null> {
  if (!/^[0-9a-f]{16}$/.test(publicId)) return null
  const [row] = await db
    .select({
      id: calculators.id,
      workspaceId: calculators.workspaceId,
      name: calculators.name,
      type: calculators.type,
      archivedAt: calculators.archivedAt,
      revision: {
        id: calculatorRevisions.id,
        number: calculatorRevisions.number,
        disclosure: calculatorRevisions.disclosure,
        lead: calculatorRevisions.lead,
        brand: calculatorRevisions.brand,
        rateLinks: calculatorRevisions.rateLinks,
        publishedAt: calculatorRevisions.publishedAt,
      },
      publishedBy: user.email,
      brandUpdatedAt: workspaceBrands.updatedAt,
      leadFields: workspaces.leadFields,
      creditUnionWording: workspaces.creditUnionWording,
      brandShown: {
        companyName: workspaceBrands.companyName,
        logoHash: workspaceBrands.logoHash,
        showInFrame: workspaceBrands.showInFrame,
      },
    })
    .from(calculators)
    .innerJoin(
      calculatorRevisions,
      and(
        eq(calculatorRevisions.id, calculators.publishedRevisionId),
        eq(calculatorRevisions.workspaceId, calculators.workspaceId),
      ),
    )
    .leftJoin(user, eq(user.id, calculatorRevisions.publishedBy))
    .leftJoin(workspaceBrands, eq(workspaceBrands.workspaceId, calculators.workspaceId))
    .innerJoin(workspaces, eq(workspaces.id, calculators.workspaceId))
    .where(eq(calculators.publicId, publicId))
  if (!row) return null
  const { revision } = row
  const lang = leadLang(revision.brand.lang)
  const base = {
    workspaceId: row.workspaceId,
    calculatorId: row.id,
    publicId,
    calculatorName: row.name,
    revisionId: revision.id,
    revisionNumber: revision.number,
    engineVersion: engineVersionOf(row.type),
    approvedByEmail: row.publishedBy,
    approvedAt: revision.publishedAt,
  }
  if (row.archivedAt)
    return {
      ...base,
      stateKey: ARCHIVED_KEY,
      kind: 'archived',
      disclosure: '',
      consent: '',
      rates: [],
      beganAt: row.archivedAt,
      brandSavedAt: null,
    }
  const versions = await approvedRates(db, row.workspaceId, Object.values(revision.rateLinks))
  const [restored] = await db
    .select({ at: auditEntries.at })
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.workspaceId, row.workspaceId),
        eq(auditEntries.action, 'calculator.restored'),
        eq(auditEntries.objectId, row.id),
      ),
    )
    .orderBy(desc(auditEntries.at))
    .limit(1)
  const state = publishedState(
    {
      revisionId: revision.id,
      publishedAt: revision.publishedAt ?? now,
      restoredAt: restored?.at ?? null,
      rateLinks: revision.rateLinks,
      approved: versions,
      // The company name and logo shown in the frame (decision 0052) change the page too: part of the key;
      // when they are what changed, the state began at the brand profile's save (`startOf`).
      brand: row.brandShown,
      leadFields: revision.lead.enabled ? row.leadFields : null,
      wording: shownWording(row.type, row.creditUnionWording, revision.disclosure),
    },
    now,
  )
  const [fieldsChanged, wordingChanged] = await Promise.all([
    lastAudited(db, row.workspaceId, 'workspace.lead_fields_changed'),
    lastAudited(db, row.workspaceId, 'workspace.wording_changed'),
  ])
  return {
    ...base,
    stateKey: state.key,
    kind: 'published',
    // What the visitor reads (decision 0094), as the published view serves it.
    disclosure: creditUnionDisclosure(revision.disclosure, row.creditUnionWording),
    consent: revision.lead.enabled ? shownLeadTexts(lang, revision.lead).consent : '',
    rates: state.shown.flatMap(({ param, entryId, version }) => {
      if (!version) return []
      const timed = versions.find((candidate) => candidate.id === version.id)!
      return [
        {
          param,
          entryId,
          versionId: version.id,
          product: timed.product,
          rate: version.rate,
          effectiveOn: version.effectiveOn,
          expiresOn: version.expiresOn,
          approvedByEmail: timed.approvedByEmail,
          approvedAt: timed.approvedAt?.toISOString() ?? null,
        },
      ]
    }),
    beganAt: state.beganAt,
    brandSavedAt: row.brandUpdatedAt && row.brandUpdatedAt <= now ? row.brandUpdatedAt : null,
    fieldsSavedAt: fieldsChanged && fieldsChanged <= now ? fieldsChanged : null,
    wordingSavedAt: wordingChanged && wordingChanged <= now ? wordingChanged : null,
  }
}

/**
 * When the described state began, given the key of the state live before it: its publish, restore or rate
 * change, the brand profile's save when the company name or logo shown is what differs, the lead form's
 * change when its questions are, or the wording's switch when the words are.
 */
export function startOf(state: DescribedState, previousKey: string | null) {
  const partOf = (key: string | null, name: string) =>
    key?.split(';').find((part) => part.startsWith(`${name}:`))
  const changed = (name: string) =>
    previousKey !== null && partOf(previousKey, name) !== partOf(state.stateKey, name)
  let began = state.beganAt
  if (
    changed('brand') &&
    partOf(previousKey, 'brand') !== undefined &&
    state.brandSavedAt &&
    state.brandSavedAt > began
  )
    began = state.brandSavedAt
  if (changed('fields') && state.fieldsSavedAt && state.fieldsSavedAt > began) began = state.fieldsSavedAt
  if (changed('wording') && state.wordingSavedAt && state.wordingSavedAt > began) began = state.wordingSavedAt
  return began
}
