import type { ReactNode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import built from 'virtual:island-assets'
import type { IslandName } from '../../../vite/islands'
import { ISLAND_ID_PREFIX, type IslandData } from './island'

/**
 * An island's HTML and scripts (decision 0104); null under Vite's development server, where islands are off and
 * React Router hydrates the whole page. The HTML is rendered as the browser's root will hydrate it: a root of
 * its own (so `useId` gives the same ids), every lazily loaded part awaited (a calculator's view, its chart),
 * nothing outlined for a script.
 */
export async function renderIsland(name: IslandName, element: ReactNode): Promise<IslandData | null> {
  const assets = built?.[name]
  if (!assets) return null
  const { prelude } = await prerenderToNodeStream(element, {
    identifierPrefix: ISLAND_ID_PREFIX,
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  })
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array))
  const html = Buffer.concat(chunks).toString('utf8')
  return { html, entry: assets.entry, preloads: [...assets.imports, assets.entry] }
}
