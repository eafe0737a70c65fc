import { asc, count, desc, eq, min } from 'drizzle-orm'
import { resolveModule, specialtyVersionOf, type SpecialtyTypeName } from '~/calculators/resolve'
import { calculationSteps, calculatorByName, isCalculatorType } from '~/calculators/registry'
import type { Db } from '~/db/client.server'
import {
  archivedStates,
  auditAnchors,
  calculatorRevisions,
  rateSheetEntries,
  rateSheetVersions,
  ssoProvider,
  user,
  vendorReviewRuns,
  workspaceMembers,
  workspaces,
  workspaceSso,
} from '~/db/schema'
import { errata } from '~/lib/accuracy/errata'
import { accuracyLedger } from '~/lib/accuracy/ledger.server'
import { accuracySpecs } from '~/lib/accuracy/references'
import { workedExampleCases } from '~/lib/accuracy/specialty-ledger.server'
import { checkAudit } from '~/lib/events/audit-check.server'
import { leadFieldSetting } from '~/lib/leads/lead-fields'
import type { ReceiptKey } from '~/lib/receipts/receipt-key.server'
import { runSummaryColumns } from '../runs.server'
import { reviewCalculators, type ReviewCalculator } from '../targets.server'
import { creditUnionDisclosure } from '~/lib/disclosures/credit-union-disclosure'
import type { CalculatorFacts, ModelRiskFacts, PlatformFacts, RunFacts } from './facts'
import { monitoringSince } from './period'

export type FactsRequest = {
  workspaceId: string
  now: Date
  /** yyyy-mm-dd; default: a year before `now`. */
  since?: string | undefined
  by: string
  platform: PlatformFacts
  key: Pick<ReceiptKey, 'keyId' | 'publicPem'>
}

/** The facts of one workspace, every read scoped by its id (the caller checked the membership). */
export async function modelRiskFacts(db: Db, request: FactsRequest): Promise<ModelRiskFacts | null> {
  const { workspaceId, now } = request
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, workspaceId))
  if (!workspace) return null
  const reviewed = await reviewCalculators(db, workspaceId)
  const [calculators, runs, members, sso, audit, archive, ledger] = await Promise.all([
    calculatorFacts(db, workspaceId, reviewed, workspace.creditUnionWording),
    runFacts(db, workspaceId),
    db
      .select({ email: user.email, role: workspaceMembers.role })
      .from(workspaceMembers)
      .innerJoin(user, eq(user.id, workspaceMembers.userId))
      .where(eq(workspaceMembers.workspaceId, workspaceId))
      .orderBy(asc(user.email)),
    ssoFacts(db, workspaceId),
    auditFacts(db, workspaceId, request.key),
    db
      .select({ states: count(), oldest: min(archivedStates.beganAt) })
      .from(archivedStates)
      .where(eq(archivedStates.workspaceId, workspaceId)),
    accuracyLedger(),
  ])
  const types = new Set(reviewed.map((calculator) => calculator.type as string))
  return {
    generatedAt: now.toISOString(),
    generatedBy: request.by,
    since: request.since ?? monitoringSince(now),
    workspace: {
      id: workspace.id,
      name: workspace.name,
      createdAt: workspace.createdAt.toISOString(),
      requireTwoFactor: workspace.requireTwoFactor,
      requireSecondApprover: workspace.requireSecondApprover,
      idleTimeoutMinutes: workspace.idleTimeoutMinutes,
      sessionLifetimeHours: workspace.sessionLifetimeHours,
      leadRetentionDays: workspace.leadRetentionDays,
      leadMailLinkOnly: workspace.leadMailLinkOnly,
      leadFields: leadFieldSetting(workspace.leadFields),
      plan: workspace.plan,
    },
    calculators,
    runs,
    errata: errata.filter((erratum) => types.has(erratum.calculator)),
    members,
    sso,
    audit,
    archive: {
      states: archive[0]?.states ?? 0,
      oldest: archive[0]?.oldest ? new Date(archive[0].oldest).toISOString() : null,
    },
    ledger: {
      computedAt: ledger.computedAt,
      seed: ledger.seed,
      casesPerCalculator: ledger.casesPerCalculator,
    },
    platform: request.platform,
  }
}

async function calculatorFacts(
  db: Db,
  workspaceId: string,
  reviewed: ReviewCalculator[],
  creditUnionWording: boolean,
) {
  const [revisions, rates, ledger] = await Promise.all([
    db
      .select({
        calculatorId: calculatorRevisions.calculatorId,
        number: calculatorRevisions.number,
        brand: calculatorRevisions.brand,
        allowedOrigins: calculatorRevisions.allowedOrigins,
        lead: calculatorRevisions.lead,
        rateLinks: calculatorRevisions.rateLinks,
        publishedAt: calculatorRevisions.publishedAt,
        publishedBy: user.email,
      })
      .from(calculatorRevisions)
      .leftJoin(user, eq(user.id, calculatorRevisions.publishedBy))
      .where(eq(calculatorRevisions.workspaceId, workspaceId)),
    db
      .select({ entryId: rateSheetVersions.entryId, product: rateSheetVersions.product })
      .from(rateSheetVersions)
      .innerJoin(rateSheetEntries, eq(rateSheetEntries.id, rateSheetVersions.entryId))
      .where(eq(rateSheetEntries.workspaceId, workspaceId))
      .orderBy(asc(rateSheetVersions.number)),
    accuracyLedger(),
  ])
  const products = new Map(rates.map((rate) => [rate.entryId, rate.product]))
  return Promise.all(
    reviewed.map(async (calculator): Promise<CalculatorFacts> => {
      const revision = revisions.find(
        (row) => row.calculatorId === calculator.id && row.number === calculator.revision.number,
      )
      const module = await resolveModule(calculator.type)
      const search = new URLSearchParams(calculator.revision.defaults)
      const shownDefaults = { ...module.defaultTexts(search), ...calculator.revision.defaults }
      const registry = isCalculatorType(calculator.type) ? calculator.type : null
      const own = registry ? ledger.calculators.find((each) => each.name === registry) : undefined
      const definition = registry ? undefined : specialtyVersionOf(calculator.type)?.definition
      const values = module.parseParams(search).values
      return {
        id: calculator.id,
        name: calculator.name,
        type: calculator.type,
        kind: registry ? 'registry' : 'specialty',
        title: calculator.title,
        purpose: registry ? calculatorByName(registry).summary : (definition?.description?.en ?? ''),
        engineVersion: calculator.engineVersion,
        revision: {
          number: calculator.revision.number,
          state: calculator.revision.state.replaceAll('_', ' '),
          publishedAt: revision?.publishedAt?.toISOString() ?? null,
          approvedBy: revision?.publishedAt ? (revision.publishedBy ?? 'a removed account') : null,
          lang: revision?.brand.lang ?? 'en',
          // What visitors read: a credit union's deposit default says dividends (decision 0094).
          disclosure: creditUnionDisclosure(calculator.revision.disclosure, creditUnionWording),
          allowedOrigins: revision?.allowedOrigins ?? [],
          lead: {
            enabled: revision?.lead.enabled ?? false,
            cta: revision?.lead.cta ?? '',
            consent: revision?.lead.consent ?? '',
            recipients: revision?.lead.recipients.length ?? 0,
          },
          rateLinks: Object.entries(revision?.rateLinks ?? {}).map(([param, entryId]) => ({
            param,
            product: products.get(entryId) ?? 'a rate-sheet entry no longer listed',
          })),
        },
        method: registry
          ? [...(module.conventions ?? [])]
          : definition?.description
            ? [definition.description.en]
            : [],
        formulas: registry
          ? ((await calculationSteps(registry, values)) ?? [])
          : [
              ...(definition?.computed ?? []).map((each) => ({
                label: each.id,
                formula: each.formula,
                value: '',
              })),
              ...(definition?.results ?? []).map((each) => ({
                label: each.label.en,
                formula: each.formula,
                value: `shown as ${each.format}`,
              })),
            ],
        ranges: module.numeric.map((param) => ({
          param,
          label: module.labels[param]?.en ?? param,
          defaultValue: shownDefaults[param] ?? '',
          min: calculator.revision.limits[param]?.min ?? null,
          max: calculator.revision.limits[param]?.max ?? null,
        })),
        invariants: registry ? accuracySpecs[registry].invariants : [],
        references: own
          ? own.cases
          : definition
            ? await workedExampleCases(calculator.type as SpecialtyTypeName, definition)
            : [],
        random: own?.random ?? null,
      }
    }),
  )
}

async function runFacts(db: Db, workspaceId: string): Promise<RunFacts[]> {
  const rows = await db
    .select({
      ...runSummaryColumns,
      calculatorType: vendorReviewRuns.calculatorType,
      reason: vendorReviewRuns.reason,
    })
    .from(vendorReviewRuns)
    .where(eq(vendorReviewRuns.workspaceId, workspaceId))
    .orderBy(desc(vendorReviewRuns.ranAt))
  // The pack names a run's calculator by its name and type, not by the workspace's internal id.
  return rows.map(({ calculatorId: _calculatorId, ...row }) => ({ ...row, ranAt: row.ranAt.toISOString() }))
}

async function ssoFacts(db: Db, workspaceId: string) {
  const [row] = await db
    .select({
      required: workspaceSso.required,
      trustProviderMfa: workspaceSso.trustProviderMfa,
      verifiedBy: workspaceSso.verifiedBy,
      saml: ssoProvider.samlConfig,
    })
    .from(workspaceSso)
    .innerJoin(ssoProvider, eq(ssoProvider.providerId, workspaceSso.providerId))
    .where(eq(workspaceSso.workspaceId, workspaceId))
  if (!row) return null
  return {
    protocol: row.saml ? ('SAML 2.0' as const) : ('OpenID Connect' as const),
    required: row.required,
    trustProviderMfa: row.trustProviderMfa,
    domainProved: row.verifiedBy,
  }
}

async function auditFacts(db: Db, workspaceId: string, key: FactsRequest['key']) {
  const [report, [last]] = await Promise.all([
    checkAudit(db, { key, chainId: workspaceId }),
    db
      .select({ day: auditAnchors.day })
      .from(auditAnchors)
      .where(eq(auditAnchors.chainId, workspaceId))
      .orderBy(desc(auditAnchors.day))
      .limit(1),
  ])
  return {
    entries: report.entries,
    intact: report.firstBreak === null,
    firstBreak: report.firstBreak ? `entry ${report.firstBreak.seq}: ${report.firstBreak.reason}` : null,
    anchors: report.anchors,
    lastAnchor: last?.day ?? null,
  }
}
