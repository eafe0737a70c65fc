import { hydrateRoot } from 'react-dom/client'
import { PublishedIsland, type PublishedIslandProps } from '~/components/workspaces/published-island'
import { ISLAND_ID_PREFIX, readIsland } from '~/lib/islands/island'

// A client's published calculator (/embed/c/<publicId>): the page's one React root, over the calculator only.
const { root, props } = readIsland<PublishedIslandProps>()
hydrateRoot(root, <PublishedIsland {...props} />, { identifierPrefix: ISLAND_ID_PREFIX })
