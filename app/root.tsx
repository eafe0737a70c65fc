import { useMemo } from 'react'
import {
  Form,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useRouteError,
  type LinksFunction,
} from 'react-router'
import type { Route } from './+types/root'
import siteStyles from './app.css?inline'
import embedStylesheet from './embed.css?url'
import { isPrerendering, serverAccount } from './lib/account/server-account.server'
import { publicOrigin } from './lib/env.server'
import { isIslandPage } from './lib/islands/island'
import { FLASH_META } from './lib/page-flash'
import { PagePathContext } from './lib/page-path'
import { SiteNavigationProvider, type SiteNavigation } from './lib/site-navigation'
import { useNonce, useServerFlash } from './lib/nonce'
import { getServices } from './lib/services.server'
import { refuseUnstorableText } from './lib/unstorable-text.server'

// The stylesheet is inlined in every page's HTML (the embeds' own, smaller one in theirs); the browser reads it
// back from there rather than receiving a second copy (~6 KB) inside this module's JavaScript.
const stylesOnThisPage = import.meta.env.SSR
  ? ''
  : (document.getElementById('site-styles')?.textContent ?? '')

// Before any action: a NUL character in a form or JSON body is a 400 on its field, never a database error.
export const middleware: Route.MiddlewareFunction[] = [refuseUnstorableText]

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

export async function loader({ request, context }: Route.LoaderArgs) {
  // Prerendering (at build time) has no running services: the origin then comes from the build's
  // environment; a request reads the configuration the server loaded once.
  const origin = isPrerendering(context) ? publicOrigin() : getServices(context).config.baseUrl
  return { origin, ...(await serverAccount(request, context)) }
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  const flash = useServerFlash()
  // Embeds in Spanish return `lang` from their loader; every other page is English.
  const matches = useMatches()
  const lang = matches.some((match) => (match.loaderData as { lang?: unknown } | undefined)?.lang === 'es')
    ? 'es'
    : 'en'
  // Framed on client sites, where third-party storage may be blocked, React Router's scroll script would throw.
  const embedded = matches.some((match) => match.id === 'routes/embed/layout')
  // `import.meta.env.SSR` is a constant of each build: the browser's bundle carries no stylesheet.
  const styles = import.meta.env.SSR ? siteStyles : stylesOnThisPage
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5ea8" />
        <Meta />
        {/* Stylesheets need no nonce (style-src allows 'self'); an empty one keeps React Router from adding the
            request's, which the browser hides and React in development then reports as a hydration mismatch. */}
        <Links nonce="" />
        {/* The page's own one-time toast (~/lib/flash): set by the server, read once by the browser, which
            renders it empty and keeps the server's value. */}
        {embedded ? null : <meta name={FLASH_META} content={flash ?? ''} suppressHydrationWarning />}
        {embedded ? (
          // A file of its own, cached for a year and shared by every embed of every client (decision 0037).
          <link rel="stylesheet" href={embedStylesheet} nonce="" />
        ) : (
          // Inlined: one render-blocking request fewer on a slow mobile connection (docs/performance.md).
          <style id="site-styles" dangerouslySetInnerHTML={{ __html: styles }} />
        )}
      </head>
      <body>
        {children}
        {embedded ? null : <ScrollRestoration nonce={nonce} />}
        {/* An island's page loads its own entry instead (decision 0104). */}
        {isIslandPage(matches) ? null : <Scripts nonce={nonce} />}
      </body>
    </html>
  )
}

export default function App() {
  const location = useLocation()
  const navigate = useNavigate()
  const { account, accountEmail } = useLoaderData<typeof loader>()
  // The site's components take navigation from here, not from React Router (decision 0106).
  const navigation = useMemo<SiteNavigation>(
    () => ({
      Link,
      Form,
      location,
      navigate: (to, state) => void navigate(to, { state }),
      usePending: usePendingNavigation,
      serverAccount: { account, accountEmail },
    }),
    [location, navigate, account, accountEmail],
  )
  return (
    <SiteNavigationProvider value={navigation}>
      <PagePathContext.Provider value={location.pathname}>
        <Outlet />
      </PagePathContext.Provider>
    </SiteNavigationProvider>
  )
}

function usePendingNavigation() {
  return useNavigation().state
}

const explanations: Record<number, string> = {
  400: 'The address of this page could not be read. Check the link, or start again from the home page.',
  404: 'The page you are looking for does not exist.',
  500: 'Something went wrong on our side. Please try again in a moment.',
}

export function ErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <title>{status === 404 ? 'Page not found' : 'Unexpected Application Error!'}</title>
      <h1 className="text-3xl font-bold">
        {status === 404 ? 'Oops! Page not found' : 'Unexpected Application Error!'}
      </h1>
      <p className="text-slate-600">{explanations[status] ?? explanations[500]}</p>
      <a href="/" className="font-semibold text-brand-700 underline">
        Return to Home
      </a>
    </main>
  )
}
