import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { calculatorRevisions, calculators } from '~/db/schema'
import { startPollLoop } from '~/lib/poll-loop.server'
import { nextCheckDelayMs } from '~/lib/rate-sheet/expiry.server'
import { linkedEntries, onPublishedChange } from '~/lib/workspaces/published.server'
import { isStateToken } from './boundaries'
import { linkedFiles } from './page'
import { startOf, describeState, type DescribedState } from './state.server'
import {
  openState,
  PAGE_PATH,
  purgeArchive,
  recordState,
  stateShownBy,
  type ArchiveFile,
} from './store.server'
import { held, instanceKey } from '~/lib/instance-state.server'

/*
 * Archiving a served state (docs/decisions/0058). The page is rendered by the server exactly as the
 * published-embed cache serves it (server/archive-renderer.ts registers itself here); app code never
 * imports server/. States are archived when they begin: after a publish, archive, restore or rate
 * approval on this instance (awaited by that request), at the first serve of a calculator in a new state
 * (checked at most every 10 s per calculator), and by the worker hourly and just after each UTC midnight,
 * when approved rates take effect or expire. Whichever comes first writes it; the others find it there.
 */
export type PageRenderer = {
  /** The published embed's default page as every visitor is sent it (no nonce), and its status. */
  page: (publicId: string) => Promise<{ status: number; html: string }>
  /** A file the page links (its stylesheet, the client's logo), as served; null if there is none. */
  file: (path: string) => Promise<Omit<ArchiveFile, 'path'> | null>
}

// This instance's state (app/lib/instance-state.server.ts).
const RENDERER = instanceKey('archive page renderer', (): { renderer?: PageRenderer } => ({}))
const RUNNING = instanceKey('archive runs', () => new Map<string, Promise<string | null>>())

export function setPageRenderer(db: Db, renderer: PageRenderer) {
  held(db, RENDERER).renderer = renderer
}

/**
 * The id of the archived state `publicId` shows now, archiving it first if it is new; null for a calculator
 * never published, or when this process cannot render pages (no renderer: a worker-only test).
 */
export function ensureArchived(db: Db, publicId: string): Promise<string | null> {
  const map = held(db, RUNNING)
  const under = map.get(publicId)
  if (under) return under
  const work = archiveCurrent(db, publicId).finally(() => map.delete(publicId))
  map.set(publicId, work)
  return work
}

async function archiveCurrent(db: Db, publicId: string): Promise<string | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const state = await describeState(db, publicId)
    if (!state) return null
    const open = await openState(db, state.calculatorId)
    if (open?.stateKey === state.stateKey) return open.id
    const renderer = held(db, RENDERER).renderer
    if (!renderer) return null
    const files = await renderState(renderer, state)
    // A change committed during the render: describe and render again.
    const after = await describeState(db, publicId)
    if (!files || after?.stateKey !== state.stateKey) continue
    const start = startOf(state, open?.stateKey ?? null)
    const beganAt = open && open.beganAt > start ? open.beganAt : start
    return (await recordState(db, { ...state, beganAt }, files)).id
  }
  throw new Error(`The state of ${publicId} kept changing while it was archived`)
}

async function renderState(renderer: PageRenderer, state: DescribedState) {
  const page = await renderer.page(state.publicId)
  if (page.status !== (state.kind === 'archived' ? 410 : 200)) return null
  const files: ArchiveFile[] = [
    { path: PAGE_PATH, contentType: 'text/html; charset=utf-8', body: page.html, encoding: 'utf8' },
  ]
  for (const path of linkedFiles(page.html)) {
    const file = await renderer.file(path)
    if (file) files.push({ path, ...file })
  }
  return files
}

/** After a change on this instance (publish, archive, restore): its state, before the request answers. */
export async function archiveAfterChange(db: Db, publicId: string) {
  try {
    await ensureArchived(db, publicId)
  } catch (error) {
    // The change is committed; the worker and the next serve archive the state.
    console.error('Archive: could not archive the state of %s:', publicId, error)
  }
}

/**
 * After a rate approval: the live calculators whose published revision links the entry, the ones whose state
 * it can change (the same calculators whose cached views the catalogue's `rate-entry` drops, decision 0062).
 */
export async function archiveLinkedAfterChange(db: Db, workspaceId: string, entryId: string) {
  const live = await db
    .select({ publicId: calculators.publicId, rateLinks: calculatorRevisions.rateLinks })
    .from(calculators)
    .innerJoin(calculatorRevisions, eq(calculatorRevisions.id, calculators.publishedRevisionId))
    .where(and(eq(calculators.workspaceId, workspaceId), isNull(calculators.archivedAt)))
  for (const { publicId, rateLinks } of live)
    if (linkedEntries({ rateLinks }).includes(entryId)) await archiveAfterChange(db, publicId)
}

function liveCalculators(db: Db) {
  return db
    .select({ publicId: calculators.publicId })
    .from(calculators)
    .where(isNotNull(calculators.publishedRevisionId))
}

/** The worker's pass: every calculator ever published, in the state it shows now. */
export async function archiveAll(db: Db) {
  let archived = 0
  for (const { publicId } of await liveCalculators(db)) if (await ensureArchived(db, publicId)) archived++
  return archived
}

const SERVE_CHECK_MS = 10_000
/** A map this instance forgets whenever its published calculators change. */
const forgotOnPublish = <T>(name: string) =>
  instanceKey(name, () => ({ entries: new Map<string, T>(), listening: false }))
function forgetfulMap<T>(db: Db, key: ReturnType<typeof forgotOnPublish<T>>) {
  const state = held(db, key)
  if (!state.listening) {
    state.listening = true
    onPublishedChange(db, () => state.entries.clear())
  }
  return state.entries
}
const LAST_CHECKS = forgotOnPublish<number>('archive serve checks')

/** A published embed was served: check its state is archived, at most every 10 s per calculator. */
export function noteServed(db: Db, publicId: string) {
  const checks = forgetfulMap(db, LAST_CHECKS)
  const now = Date.now()
  if ((checks.get(publicId) ?? -Infinity) > now - SERVE_CHECK_MS) return
  if (checks.size > 10_000) checks.clear()
  checks.set(publicId, now)
  ensureArchived(db, publicId).catch((error: unknown) =>
    console.error('Archive: could not archive the state of %s:', publicId, error),
  )
}

const SUBMISSION_CACHE_MS = 5_000
const SUBMISSION_STATES = forgotOnPublish<{ id: string | null; day: string; at: number }>(
  'archive submission states',
)

/** What the page a submission came from claims to have shown (decision 0067): its calculator and token. */
export type LoadedClaim = {
  workspaceId: string
  calculatorId: string
  /** As posted: anything; only a token (stateToken) is looked up. */
  token: unknown
  /** A lead: the state's page must have taken leads. */
  withLeadForm: boolean
}

/**
 * The state a lead or an e-mailed report comes from, and its texts when they are not the live revision's.
 * With a posted token of one of this calculator's archived states: that state, the one the visitor's page
 * showed, with the disclosure and consent it showed. Otherwise the state live when it arrived (archived now
 * if it is new). Never fails the lead: a null id when it cannot be told.
 */
export async function stateForSubmission(
  db: Db,
  publicId: string,
  claim?: LoadedClaim,
): Promise<{ id: string | null; texts: { disclosure: string; consent: string } | null }> {
  // The live state first, archived if new: a page of the state live now finds it, not an older one alike.
  const live = await liveStateId(db, publicId)
  const { token } = claim ?? {}
  if (!claim || !isStateToken(token)) return { id: live, texts: null }
  try {
    const loaded = await stateShownBy(db, { ...claim, token }, new Date())
    if (loaded) return { id: loaded.id, texts: { disclosure: loaded.disclosure, consent: loaded.consent } }
  } catch (error) {
    console.error('Archive: could not look up the state a page of %s showed:', publicId, error)
  }
  return { id: live, texts: null }
}

/**
 * The state live when a submission arrived. Remembered for 5 s per calculator (dropped at a publish, archive
 * or rate approval, and at UTC midnight), so a burst of leads costs no more reads.
 */
async function liveStateId(db: Db, publicId: string) {
  const known = forgetfulMap(db, SUBMISSION_STATES)
  const now = Date.now()
  const day = new Date(now).toISOString().slice(0, 10)
  const cached = known.get(publicId)
  if (cached?.id && cached.day === day && cached.at > now - SUBMISSION_CACHE_MS) return cached.id
  try {
    const id = await ensureArchived(db, publicId)
    if (known.size > 10_000) known.clear()
    known.set(publicId, { id, day, at: now })
    return id
  } catch (error) {
    console.error('Archive: no state for a submission to %s:', publicId, error)
    return null
  }
}

/**
 * The worker (hourly and just after each UTC midnight, when rates take effect and expire): every published
 * calculator's state archived, and states ended more than ARCHIVE_RETENTION_YEARS ago deleted.
 */
export function startArchiveCheck(options: { db: Db; retentionYears: number }) {
  return startPollLoop({
    async pass() {
      await archiveAll(options.db)
      await purgeArchive(options.db, options.retentionYears)
    },
    nextDelayMs: () => nextCheckDelayMs(),
    failureMessage: 'Archive: could not archive the served states:',
  })
}
