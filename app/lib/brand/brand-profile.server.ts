import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { brandLogos, workspaceBrands, workspaces } from '~/db/schema'
import { change, emit, type Tx } from '~/lib/events/emit.server'
import type { BrandShown } from '~/lib/archive/boundaries'
import type { BrandFields } from './brand-form'
import { LOGO_EXTENSION, type LogoImage } from './logo-image'

export type BrandLogoRef = {
  url: string
  width: number
  height: number
  hash: string
  contentType: LogoImage['contentType']
}

/** What a client's customers see as the calculator's owner (decision 0052). */
export type BrandProfile = {
  companyName: string
  supportEmail: string
  supportPhone: string
  logo: BrandLogoRef | null
  /** The client's choice: their name (and logo) shown above the calculator in the frame. */
  showInFrame: boolean
}

/** Served by routes/resources/brand-logo.ts: the content hash names the bytes, so the URL is immutable. */
export function logoPath(hash: string, contentType: LogoImage['contentType']) {
  return `/brand/logo/${hash}.${LOGO_EXTENSION[contentType]}`
}

/** The profile, the company name starting as the workspace's; null when the workspace does not exist. */
export async function brandProfile(db: Db, workspaceId: string): Promise<BrandProfile | null> {
  return (await brandProfileAndState(db, workspaceId)).profile
}

/**
 * The profile, and the stored name, logo and switch as the archive's state key names them (null: never
 * saved; decisions 0058, 0067): the published embed shows the one and names its state by the other.
 */
export async function brandProfileAndState(
  db: Db,
  workspaceId: string,
): Promise<{ profile: BrandProfile | null; stored: BrandShown | null }> {
  const [row] = await db
    .select({
      workspaceName: workspaces.name,
      companyName: workspaceBrands.companyName,
      supportEmail: workspaceBrands.supportEmail,
      supportPhone: workspaceBrands.supportPhone,
      showInFrame: workspaceBrands.showInFrame,
      storedLogoHash: workspaceBrands.logoHash,
      logoHash: brandLogos.hash,
      logoType: brandLogos.contentType,
      logoWidth: brandLogos.width,
      logoHeight: brandLogos.height,
    })
    .from(workspaces)
    .leftJoin(workspaceBrands, eq(workspaceBrands.workspaceId, workspaces.id))
    .leftJoin(
      brandLogos,
      and(eq(brandLogos.workspaceId, workspaces.id), eq(brandLogos.hash, workspaceBrands.logoHash)),
    )
    .where(eq(workspaces.id, workspaceId))
  if (!row) return { profile: null, stored: null }
  const stored =
    row.companyName === null || row.showInFrame === null
      ? null
      : { companyName: row.companyName, logoHash: row.storedLogoHash, showInFrame: row.showInFrame }
  const profile = {
    companyName: row.companyName || row.workspaceName,
    supportEmail: row.supportEmail ?? '',
    supportPhone: row.supportPhone ?? '',
    logo:
      row.logoHash && row.logoType
        ? {
            url: logoPath(row.logoHash, row.logoType),
            width: row.logoWidth!,
            height: row.logoHeight!,
            hash: row.logoHash,
            contentType: row.logoType,
          }
        : null,
    showInFrame: row.showInFrame ?? false,
  }
  return { profile, stored }
}

/** The company name a client's customers read: the brand profile's, else the workspace's; '' when gone. */
export async function companyName(db: Db, workspaceId: string): Promise<string> {
  return (await brandProfile(db, workspaceId))?.companyName ?? ''
}

type Actor = { id: string; email: string }

/** The stored profile as its audit entry keeps it (the logo by its hash), read in the change's transaction. */
async function storedBrand(tx: Tx, workspaceId: string) {
  const [row] = await tx
    .select({
      companyName: workspaceBrands.companyName,
      supportEmail: workspaceBrands.supportEmail,
      supportPhone: workspaceBrands.supportPhone,
      showInFrame: workspaceBrands.showInFrame,
      logo: workspaceBrands.logoHash,
    })
    .from(workspaceBrands)
    .where(eq(workspaceBrands.workspaceId, workspaceId))
  return {
    companyName: row?.companyName ?? '',
    supportEmail: row?.supportEmail ?? '',
    supportPhone: row?.supportPhone ?? '',
    showInFrame: row?.showInFrame ?? false,
    logo: row?.logo ?? null,
  }
}

/**
 * One change of the brand, audited with its before and after (workspace.brand_changed); the catalogue entry
 * drops the workspace's published frames on every instance (decision 0032). The workspace row is locked so
 * that two changes at once each see the other's result as their "before".
 */
async function changeBrand(db: Db, workspaceId: string, actor: Actor, write: (tx: Tx) => Promise<unknown>) {
  await change(db, async (tx) => {
    await tx
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId))
      .for('update')
    const before = await storedBrand(tx, workspaceId)
    await write(tx)
    const after = await storedBrand(tx, workspaceId)
    await emit(tx, {
      type: 'workspace.brand_changed',
      workspaceId,
      actor: { id: actor.id, email: actor.email },
      objectId: workspaceId,
      data: { before, after },
    })
  })
}

export async function saveBrandFields(db: Db, workspaceId: string, fields: BrandFields, actor: Actor) {
  const values = { ...fields, updatedAt: new Date() }
  await changeBrand(db, workspaceId, actor, (tx) =>
    tx
      .insert(workspaceBrands)
      .values({ workspaceId, ...values })
      .onConflictDoUpdate({ target: workspaceBrands.workspaceId, set: values }),
  )
}

/** Stores a checked logo under its SHA-256 and makes it the one in use. */
export async function saveLogo(
  db: Db,
  workspaceId: string,
  bytes: Uint8Array,
  image: LogoImage,
  actor: Actor,
) {
  const hash = await storeLogo(db, workspaceId, bytes, image)
  await putLogoInUse(db, workspaceId, hash, actor)
  return logoPath(hash, image.contentType)
}

/** Keeps a checked logo under its SHA-256, not yet in use (a change waiting for approval names it). */
export async function storeLogo(db: Db, workspaceId: string, bytes: Uint8Array, image: LogoImage) {
  const hash = createHash('sha256').update(bytes).digest('hex')
  await db
    .insert(brandLogos)
    .values({ workspaceId, hash, ...image, data: Buffer.from(bytes).toString('base64') })
    .onConflictDoNothing()
  return hash
}

/** Makes a stored logo of this workspace the one in use. */
export async function putLogoInUse(db: Db, workspaceId: string, hash: string, actor: Actor) {
  await changeBrand(db, workspaceId, actor, (tx) =>
    tx
      .insert(workspaceBrands)
      .values({ workspaceId, logoHash: hash })
      .onConflictDoUpdate({
        target: workspaceBrands.workspaceId,
        set: { logoHash: hash, updatedAt: new Date() },
      }),
  )
}

export async function removeLogo(db: Db, workspaceId: string, actor: Actor) {
  await changeBrand(db, workspaceId, actor, (tx) =>
    tx
      .update(workspaceBrands)
      .set({ logoHash: null, updatedAt: new Date() })
      .where(eq(workspaceBrands.workspaceId, workspaceId)),
  )
}

/** A stored logo's bytes by its hash; logos are public (they appear in e-mails), the hash unguessable. */
export async function logoBytes(db: Db, hash: string) {
  const [row] = await db
    .select({ contentType: brandLogos.contentType, data: brandLogos.data })
    .from(brandLogos)
    .where(eq(brandLogos.hash, hash))
    .limit(1)
  return row ? { contentType: row.contentType, bytes: Buffer.from(row.data, 'base64') } : null
}
