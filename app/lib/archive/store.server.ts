import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { archiveBlobs, archivedStateFiles, archivedStates } from '~/db/schema'
import { sha256Hex } from './hash'
import type { DescribedState } from './state.server'

/** A file of a state as served: the page ('index.html') or what it links (a stylesheet, the logo). */
export type ArchiveFile = { path: string; contentType: string; body: string; encoding: 'utf8' | 'base64' }

export const PAGE_PATH = 'index.html'

export const fileBytes = (file: Pick<ArchiveFile, 'body' | 'encoding'>) =>
  file.encoding === 'base64' ? Buffer.from(file.body, 'base64') : Buffer.from(file.body, 'utf8')

export const hashOf = (file: Pick<ArchiveFile, 'body' | 'encoding'>) => sha256Hex(fileBytes(file))

/** The state live now for a calculator (ended_at null), if any. */
export async function openState(db: Db, calculatorId: string) {
  const [row] = await db
    .select({ id: archivedStates.id, stateKey: archivedStates.stateKey, beganAt: archivedStates.beganAt })
    .from(archivedStates)
    .where(and(eq(archivedStates.calculatorId, calculatorId), isNull(archivedStates.endedAt)))
    .orderBy(desc(archivedStates.beganAt))
    .limit(1)
  return row
}

/**
 * Archives a state with its files, once: each file is stored under its hash unless already there, the
 * state row is written unless the same (calculator, key, start) is (another instance got there first), and
 * the state live before it ends where this one begins. Per calculator, writers take turns.
 */
export async function recordState(db: Db, state: DescribedState & { beganAt: Date }, files: ArchiveFile[]) {
  const page = files.find((file) => file.path === PAGE_PATH)
  if (!page) throw new Error('An archived state needs its page')
  const hashed = files.map((file) => ({ ...file, hash: hashOf(file) }))
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`archive:${state.calculatorId}`}))`)
    const [existing] = await tx
      .select({ id: archivedStates.id })
      .from(archivedStates)
      .where(
        and(
          eq(archivedStates.calculatorId, state.calculatorId),
          eq(archivedStates.stateKey, state.stateKey),
          eq(archivedStates.beganAt, state.beganAt),
        ),
      )
    if (existing) return { id: existing.id, created: false }
    await tx
      .insert(archiveBlobs)
      .values(
        hashed.map(({ hash, contentType, encoding, body }) => ({
          hash,
          contentType,
          encoding,
          body,
          size: fileBytes({ body, encoding }).length,
        })),
      )
      .onConflictDoNothing()
    const { brandSavedAt: _brand, ...columns } = state
    const [row] = await tx
      .insert(archivedStates)
      .values({ ...columns, pageHash: hashed.find((file) => file.path === PAGE_PATH)!.hash })
      .returning({ id: archivedStates.id })
    await tx
      .insert(archivedStateFiles)
      .values(hashed.map(({ path, hash }) => ({ stateId: row!.id, path, hash })))
    await tx
      .update(archivedStates)
      .set({ endedAt: state.beganAt })
      .where(
        and(
          eq(archivedStates.calculatorId, state.calculatorId),
          isNull(archivedStates.endedAt),
          lte(archivedStates.beganAt, state.beganAt),
          sql`${archivedStates.id} <> ${row!.id}`,
        ),
      )
    return { id: row!.id, created: true }
  })
}

const stateColumns = {
  id: archivedStates.id,
  workspaceId: archivedStates.workspaceId,
  calculatorId: archivedStates.calculatorId,
  publicId: archivedStates.publicId,
  calculatorName: archivedStates.calculatorName,
  kind: archivedStates.kind,
  revisionId: archivedStates.revisionId,
  revisionNumber: archivedStates.revisionNumber,
  pageHash: archivedStates.pageHash,
  disclosure: archivedStates.disclosure,
  consent: archivedStates.consent,
  rates: archivedStates.rates,
  engineVersion: archivedStates.engineVersion,
  approvedByEmail: archivedStates.approvedByEmail,
  approvedAt: archivedStates.approvedAt,
  beganAt: archivedStates.beganAt,
  endedAt: archivedStates.endedAt,
  recordedAt: archivedStates.recordedAt,
}

export type ArchivedState = Awaited<ReturnType<typeof statesBetween>>[number]

/** The state of a calculator of this workspace live at `at`: begun by then and not ended. */
export async function stateAt(db: Db, workspaceId: string, calculatorId: string, at: Date) {
  const [row] = await db
    .select(stateColumns)
    .from(archivedStates)
    .where(
      and(
        eq(archivedStates.workspaceId, workspaceId),
        eq(archivedStates.calculatorId, calculatorId),
        lte(archivedStates.beganAt, at),
        or(isNull(archivedStates.endedAt), gt(archivedStates.endedAt, at)),
      ),
    )
    .orderBy(desc(archivedStates.beganAt))
    .limit(1)
  return row
}

/**
 * The state a published embed's page showed, by the token it posted (stateToken, decision 0067): the most
 * recent of this calculator's published states begun by `at` whose key has that token. Only this calculator's
 * states are looked at, whatever is posted. `withLeadForm`: only a state whose page took leads (a consent).
 */
export async function stateShownBy(
  db: Db,
  claim: { workspaceId: string; calculatorId: string; token: string; withLeadForm: boolean },
  at: Date,
) {
  const token = sql`left(encode(sha256(convert_to(${archivedStates.stateKey}, 'UTF8')), 'hex'), 16)`
  const [row] = await db
    .select({ id: archivedStates.id, consent: archivedStates.consent, disclosure: archivedStates.disclosure })
    .from(archivedStates)
    .where(
      and(
        eq(archivedStates.workspaceId, claim.workspaceId),
        eq(archivedStates.calculatorId, claim.calculatorId),
        eq(archivedStates.kind, 'published'),
        lte(archivedStates.beganAt, at),
        sql`${token} = ${claim.token}`,
        claim.withLeadForm ? ne(archivedStates.consent, '') : undefined,
      ),
    )
    .orderBy(desc(archivedStates.beganAt))
    .limit(1)
  return row
}

/** One state of this workspace by id; undefined for another workspace's (the caller answers 404). */
export async function stateById(db: Db, workspaceId: string, stateId: string) {
  const [row] = await db
    .select(stateColumns)
    .from(archivedStates)
    .where(and(eq(archivedStates.workspaceId, workspaceId), eq(archivedStates.id, stateId)))
  return row
}

/** Every state of these calculators of the workspace live at some time in [from, to). */
export async function statesBetween(
  db: Db,
  workspaceId: string,
  calculatorIds: string[],
  from: Date,
  to: Date,
) {
  if (calculatorIds.length === 0) return []
  return db
    .select(stateColumns)
    .from(archivedStates)
    .where(
      and(
        eq(archivedStates.workspaceId, workspaceId),
        inArray(archivedStates.calculatorId, calculatorIds),
        lt(archivedStates.beganAt, to),
        or(isNull(archivedStates.endedAt), gt(archivedStates.endedAt, from)),
      ),
    )
    .orderBy(asc(archivedStates.calculatorId), asc(archivedStates.beganAt))
}

/** A state's files with their bytes, the page first. */
export async function stateFiles(db: Db, stateId: string) {
  const rows = await db
    .select({
      path: archivedStateFiles.path,
      hash: archiveBlobs.hash,
      contentType: archiveBlobs.contentType,
      encoding: archiveBlobs.encoding,
      body: archiveBlobs.body,
    })
    .from(archivedStateFiles)
    .innerJoin(archiveBlobs, eq(archiveBlobs.hash, archivedStateFiles.hash))
    .where(eq(archivedStateFiles.stateId, stateId))
  return rows.sort((a, b) =>
    a.path === PAGE_PATH ? -1 : b.path === PAGE_PATH ? 1 : a.path.localeCompare(b.path),
  )
}

/**
 * Deletes states that ended more than `years` ago (ARCHIVE_RETENTION_YEARS, at least 2: the database refuses
 * younger ones), their file lists, and the files no state names any more.
 */
export async function purgeArchive(db: Db, years: number, now = new Date()) {
  const cutoff = new Date(now)
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - Math.max(2, years))
  return db.transaction(async (tx) => {
    const old = await tx
      .select({ id: archivedStates.id })
      .from(archivedStates)
      .where(lt(archivedStates.endedAt, cutoff))
    if (old.length === 0) return 0
    const ids = old.map((row) => row.id)
    await tx.delete(archivedStateFiles).where(inArray(archivedStateFiles.stateId, ids))
    await tx.delete(archivedStates).where(inArray(archivedStates.id, ids))
    await tx.execute(sql`delete from archive_blobs b where not exists
      (select 1 from archived_state_files f where f.hash = b.hash)
      and not exists (select 1 from archived_states s where s.page_hash = b.hash)`)
    return ids.length
  })
}
