import { hydrateRoot } from 'react-dom/client'
import { HomeIsland, type HomeIslandProps } from '~/components/marketing/home/home-island'
import { ISLAND_ID_PREFIX, readIsland } from '~/lib/islands/island'

// The landing page (/ and /home) as a document: one React root over the whole body, without React Router.
const { root, props } = readIsland<HomeIslandProps>()
hydrateRoot(root, <HomeIsland {...props} />, { identifierPrefix: ISLAND_ID_PREFIX })
