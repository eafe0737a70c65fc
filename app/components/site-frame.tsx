import type { ReactNode } from 'react'
import { AuthProvider } from '~/components/auth-provider'
import { NavigationProgress } from '~/components/navigation-progress'
import { SiteFooter } from '~/components/site-footer'
import { SiteHeader } from '~/components/site-header'
import { Toaster } from '~/components/toaster'

/** Every site page's frame: the header, the page, the footer and the toasts (the router's pages and `/`'s island). */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <NavigationProgress />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
      </div>
      {/* Toasts belong to the site; the embeds on client pages load no toast code. */}
      <Toaster />
    </AuthProvider>
  )
}
