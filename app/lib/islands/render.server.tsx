import type { ReactNode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { ISLAND_ID_PREFIX } from './island'

/**
 * The island's HTML, rendered as the browser's root will hydrate it: a root of its own (so `useId` gives the
 * same ids), every lazily loaded part awaited (a calculator's view, its chart), nothing outlined for a script.
 */
export async function renderIsland(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    identifierPrefix: ISLAND_ID_PREFIX,
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  })
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks).toString('utf8')
}
