import { Outlet } from 'react-router'
import { parseBrand } from '~/calculators/branding'
import { RESIZE_REPORTER } from '~/calculators/frame-messages'
import { scriptsAfterPaint } from '~/lib/early-clicks'
import { useNonce } from '~/lib/nonce'
import type { Route } from './+types/layout'

/**
 * Only the page's language (the document's `lang`, the title's): no cookies, no session lookup, nothing secret.
 * Each embed's own loader renders its island from the brand and date (decision 0104).
 */
export function loader({ request }: Route.LoaderArgs) {
  return { lang: parseBrand(new URL(request.url).searchParams).lang }
}

/** Scripts load after the first paint; clicks on the few controls that need them are held till then. */
export const handle = scriptsAfterPaint

/** Bare layout for calculators framed on client sites: no header, footer, cookies or session lookup. */
export default function EmbedLayout() {
  const nonce = useNonce()
  return (
    <>
      <Outlet />
      {/* The nonce is the server's; the browser hides it from the DOM, hence no hydration warning. The reporter
          runs from the server's HTML: hydrating, React keeps a script's content as it is, so the browser's
          bundle carries no copy (`import.meta.env.SSR` is a constant of each build). */}
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? RESIZE_REPORTER : '' }}
      />
    </>
  )
}
