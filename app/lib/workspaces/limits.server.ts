import type { Services } from '~/lib/services.server'

// Workspaces and invitations send e-mail on our name and cost storage: both are limited per account, at
// the sign-up rate (RATE_LIMIT_AUTH a minute), so that one account cannot fan out through many workspaces.

/** Counts one workspace created by `userId`; false once the account is over its minute's allowance. */
export async function mayCreateWorkspace(services: Services, userId: string) {
  return (await services.rateLimiter.hit(`workspace-create:${userId}`, services.config.rateLimitAuth)).allowed
}

/** Counts one invitation, for its workspace and for the account sending it; false when either is over. */
export async function mayInvite(services: Services, workspaceId: string, userId: string) {
  const limit = services.config.rateLimitAuth
  const [perWorkspace, perAccount] = await Promise.all([
    services.rateLimiter.hit(`invite:${workspaceId}`, limit),
    services.rateLimiter.hit(`invite-by:${userId}`, limit),
  ])
  return perWorkspace.allowed && perAccount.allowed
}

export const TOO_MANY_WORKSPACES = 'Too many new workspaces. Please try again in a minute.'
