import { useState, type MouseEvent, type ReactNode } from 'react'
import {
  SiteNavigationProvider,
  type ServerAccount,
  type SiteFormProps,
  type SiteLinkProps,
  type SiteNavigation,
} from './site-navigation'

/**
 * The site's navigation in an island (decision 0106): plain anchors and forms, and each navigation loads a
 * document. Only the home page's island imports it; the router's pages never load it.
 */

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
  return <SiteNavigationProvider value={value}>{children}</SiteNavigationProvider>
}
