import { Outlet, useMatches } from 'react-router'
import { SiteFrame } from '~/components/site-frame'
import { IslandRoot } from '~/lib/islands/island-root'
import type { IslandData } from '~/lib/islands/island'

type IslandPage = { island?: IslandData | null; islandProps?: unknown }

export default function SiteLayout() {
  // `/` as a document is an island, frame included (decision 0106): its HTML was rendered by its loader. The
  // browser's router never renders it so (the island's data is only in a document's answer).
  const page = useMatches().find((match) => (match.loaderData as IslandPage | undefined)?.island)
  const { island, islandProps } = (page?.loaderData ?? {}) as IslandPage
  if (import.meta.env.SSR && island) return <IslandRoot island={island} props={islandProps} />
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  )
}
