import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { workspaces } from '~/db/schema'

/**
 * The name a published calculator's report carries as its brand: the workspace's company name, never the
 * calculator's internal name (decision 0044). Empty when the workspace is gone.
 */
export async function reportCompany(db: Db, workspaceId: string): Promise<string> {
  const [workspace] = await db
    .select({ name: workspaces.name })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
  return workspace?.name ?? ''
}
