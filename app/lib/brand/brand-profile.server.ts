import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { brandLogos, workspaceBrands, workspaces } from '~/db/schema'
import type { BrandFields } from './brand-form'
import { LOGO_EXTENSION, type LogoImage } from './logo-image'

export type BrandLogoRef = { url: string; width: number; height: number }

/** What a client's customers see as the calculator's owner (decision 0052). */
export type BrandProfile = {
  companyName: string
  supportEmail: string
  supportPhone: string
  logo: BrandLogoRef | null
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
        ? { url: logoPath(row.logoHash, row.logoType), width: row.logoWidth!, height: row.logoHeight! }
        : null,
  }
}

export async function saveBrandFields(db: Db, workspaceId: string, fields: BrandFields) {
  const values = { ...fields, updatedAt: new Date() }
  await db
    .insert(workspaceBrands)
    .values({ workspaceId, ...values })
    .onConflictDoUpdate({ target: workspaceBrands.workspaceId, set: values })
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
  return logoPath(hash, image.contentType)
}

export async function removeLogo(db: Db, workspaceId: string) {
  await db
    .update(workspaceBrands)
    .set({ logoHash: null, updatedAt: new Date() })
    .where(eq(workspaceBrands.workspaceId, workspaceId))
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
