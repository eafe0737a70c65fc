import { useLoaderData } from 'react-router'
import { demoCalculators } from '~/components/marketing/calculator-list.server'
import { HomeIsland, type HomeIslandProps } from '~/components/marketing/home/home-island'
import { HomePage } from '~/components/marketing/home/home-page'
import { serverAccount } from '~/lib/account/server-account.server'
import { renderIsland } from '~/lib/islands/render.server'
import { originFrom, pageMeta } from '~/lib/meta'
import { requestInfoContext } from '~/lib/request-context'
import type { Route } from './+types/home'

export function meta({ matches }: Route.MetaArgs) {
  // / and /home are one page: both name / as canonical so search engines keep a single copy.
  return pageMeta({
    title: 'White-Label Financial Calculators and Custom Websites',
    description:
      'Branded loan, CD and retirement calculators for your website, and custom websites with monthly management, from Brightline Digital in Des Moines, Iowa.',
    path: '/',
    origin: originFrom(matches),
  })
}

/**
 * As a document, the page is an island (decision 0106): its HTML, frame included, rendered here, and the site
 * layout writes it in place of the router's tree. A `.data` request (the router, opening `/` from another page)
 * gets the calculators only, and the router renders the page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const calculators = demoCalculators()
  if (context.get(requestInfoContext).dataRequest) return { calculators, island: null }
  const islandProps: HomeIslandProps = {
    // A prerendered page is requested with a trailing slash (/home/).
    pathname: new URL(request.url).pathname.replace(/(.)\/$/, '$1'),
    serverAccount: await serverAccount(request, context),
    calculators,
  }
  return { calculators, island: await renderIsland('home', <HomeIsland {...islandProps} />), islandProps }
}

export default function Home() {
  return <HomePage calculators={useLoaderData<typeof loader>().calculators} />
}
