import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { brandLogos, workspaceBrands, workspaces } from '~/db/schema'
import { invalidatePublished } from '~/lib/workspaces/published.server'
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
  const [row] = await db
    .select({
      workspaceName: workspaces.name,
      companyName: workspaceBrands.companyName,
      supportEmail: workspaceBrands.supportEmail,
      supportPhone: workspaceBrands.supportPhone,
      showInFrame: workspaceBrands.showInFrame,
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
  if (!row) return null
  return {
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
}

/** The company name a client's customers read: the brand profile's, else the workspace's; '' when gone. */
export async function companyName(db: Db, workspaceId: string): Promise<string> {
  return (await brandProfile(db, workspaceId))?.companyName ?? ''
}

// Published frames show the brand: their cached HTML is dropped on every instance (decision 0032).
export async function saveBrandFields(db: Db, workspaceId: string, fields: BrandFields) {
  const values = { ...fields, updatedAt: new Date() }
  await db
    .insert(workspaceBrands)
    .values({ workspaceId, ...values })
    .onConflictDoUpdate({ target: workspaceBrands.workspaceId, set: values })
  invalidatePublished(db, { workspaceId })
}

/** Stores a checked logo under its SHA-256 and makes it the one in use. */
export async function saveLogo(db: Db, workspaceId: string, bytes: Uint8Array, image: LogoImage) {
  const hash = createHash('sha256').update(bytes).digest('hex')
  await db.transaction(async (tx) => {
    await tx
      .insert(brandLogos)
      .values({ workspaceId, hash, ...image, data: Buffer.from(bytes).toString('base64') })
      .onConflictDoNothing()
    await tx
      .insert(workspaceBrands)
      .values({ workspaceId, logoHash: hash })
      .onConflictDoUpdate({
        target: workspaceBrands.workspaceId,
        set: { logoHash: hash, updatedAt: new Date() },
      })
  })
  invalidatePublished(db, { workspaceId })
  return logoPath(hash, image.contentType)
}

export async function removeLogo(db: Db, workspaceId: string) {
  await db
    .update(workspaceBrands)
    .set({ logoHash: null, updatedAt: new Date() })
    .where(eq(workspaceBrands.workspaceId, workspaceId))
  invalidatePublished(db, { workspaceId })
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
