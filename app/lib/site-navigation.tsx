import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type FormHTMLAttributes,
} from 'react'
import type { AccountState } from './account-state'

/**
 * What the site's header, footer, account, toasts and home page use of navigation, without importing React
 * Router (decision 0106): on the router's pages the root fills it from the router (app/root.tsx); on the home
 * page's island it is plain links and forms, and each navigation loads a document (app/lib/document-navigation.tsx).
 */
export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string
  /** Navigation state (the contact form's prefilled message): never in the URL. */
  state?: unknown
}
export type SiteFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'encType'> & {
  method: 'post'
  action: string
}
export type SiteLocation = { pathname: string; hash: string; state: unknown; key: string }
/** The account as the server saw this request, until the browser has read the session. */
export type ServerAccount = { account: AccountState; accountEmail?: string }

export type SiteNavigation = {
  Link: ComponentType<SiteLinkProps>
  Form: ComponentType<SiteFormProps>
  location: SiteLocation
  navigate: (to: string, state?: unknown) => void
  /**
   * A hook: whether a page's data or a form's answer is on its way (only the router's pages have such a
   * wait). A hook, so that only the components that show it re-render while a navigation is under way.
   */
  usePending: () => 'idle' | 'loading' | 'submitting'
  serverAccount: ServerAccount
}

const SiteNavigationContext = createContext<SiteNavigation | null>(null)

/** Filled by the root from React Router, and by an island from app/lib/document-navigation.tsx. */
export const SiteNavigationProvider = SiteNavigationContext.Provider

export function useSiteNavigation() {
  const navigation = useContext(SiteNavigationContext)
  if (!navigation) throw new Error('useSiteNavigation: no SiteNavigationProvider above this component')
  return navigation
}

/** A link to another page of the site: React Router's on its pages, an anchor in an island. */
export function SiteLink(props: SiteLinkProps) {
  const { Link } = useSiteNavigation()
  return <Link {...props} />
}
