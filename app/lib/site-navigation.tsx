import {
  createContext,
  useContext,
  useState,
  type AnchorHTMLAttributes,
  type ComponentType,
  type FormHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react'
import type { AccountState } from './account-state'

/**
 * What the site's header, footer, account, toasts and home page use of navigation, without importing React
 * Router (decision 0106): on the router's pages the root fills it from the router (app/root.tsx); on the home
 * page's island (app/islands/) it is plain links and forms, and each navigation loads a document.
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

// React Router's own history entry ({ usr, key, idx }): the next page's router reads `usr` as its state.
type HistoryEntry = { usr?: unknown; key?: string; idx?: number } | null

/**
 * Loads `to` as a document. With state, the entry is written as React Router writes its own, then loaded: the
 * router of the page that opens reads the state from it, as after one of its own navigations.
 */
export function loadDocument(to: string, state?: unknown) {
  if (state === undefined) {
    window.location.assign(to)
    return
  }
  const previous = window.history.state as HistoryEntry
  const entry = { usr: state, key: Math.random().toString(36).slice(2, 10), idx: (previous?.idx ?? 0) + 1 }
  window.history.pushState(entry, '', to)
  window.location.reload()
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>) {
  const { target } = event.currentTarget
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self')
  )
}

/** An anchor; a plain click on one that carries state loads its page with that state. */
export function DocumentLink({ to, state, onClick, ...props }: SiteLinkProps) {
  return (
    <a
      href={to}
      {...props}
      onClick={(event) => {
        onClick?.(event)
        if (state === undefined || !isPlainClick(event)) return
        event.preventDefault()
        loadDocument(to, state)
      }}
    />
  )
}

function DocumentForm(props: SiteFormProps) {
  return <form {...props} />
}

function documentNavigation(pathname: string, serverAccount: ServerAccount): SiteNavigation {
  const entry = typeof window === 'undefined' ? null : (window.history.state as HistoryEntry)
  return {
    Link: DocumentLink,
    Form: DocumentForm,
    location: {
      pathname,
      hash: typeof window === 'undefined' ? '' : window.location.hash,
      state: entry?.usr ?? null,
      key: entry?.key ?? 'default',
    },
    navigate: loadDocument,
    usePending: () => 'idle',
    serverAccount,
  }
}

const SiteNavigationContext = createContext<SiteNavigation>(
  documentNavigation('/', { account: 'signed-out' }),
)

export const RouterSiteNavigation = SiteNavigationContext.Provider

/** An island's navigation: the page's own path and the account the server rendered it for. */
export function DocumentSiteNavigation({
  pathname,
  serverAccount,
  children,
}: {
  pathname: string
  serverAccount: ServerAccount
  children: ReactNode
}) {
  const [value] = useState(() => documentNavigation(pathname, serverAccount))
  return <SiteNavigationContext.Provider value={value}>{children}</SiteNavigationContext.Provider>
}

export function useSiteNavigation() {
  return useContext(SiteNavigationContext)
}

/** A link to another page of the site: React Router's on its pages, an anchor in an island. */
export function SiteLink(props: SiteLinkProps) {
  const { Link } = useSiteNavigation()
  return <Link {...props} />
}
