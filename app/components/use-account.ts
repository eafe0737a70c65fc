import type { AccountState } from '~/lib/account-state'
import { useSiteNavigation } from '~/lib/site-navigation'
import { useAuth } from './auth-provider'

/**
 * The account as the header and footer show it. Until the browser has read the session, the server's view of
 * this request (the root loader) decides, so the first HTML of a signed-in page is already right.
 */
export function useAccount(): { state: AccountState; email: string | undefined } {
  const auth = useAuth()
  const server = useSiteNavigation().serverAccount
  if (auth.loading) return { state: server.account, email: server.accountEmail }
  if (!auth.user) return { state: 'signed-out', email: undefined }
  return { state: auth.isAdmin ? 'admin' : 'user', email: auth.user.email }
}
