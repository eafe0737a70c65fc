import { useNonce } from '~/lib/nonce'
import { ISLAND_DATA_ID, ISLAND_ROOT_ID, islandJson, type IslandData } from './island'

/**
 * The island's server-rendered HTML, its props, and its scripts written as React Router writes its own (preload
 * links, one boot module), so that they load after the first paint like every embed's (paint-first.server.ts).
 */
export function IslandRoot({ island, props }: { island: IslandData; props: unknown }) {
  const nonce = useNonce()
  return (
    <>
      <div id={ISLAND_ROOT_ID} dangerouslySetInnerHTML={{ __html: island.html }} />
      <script
        type="application/json"
        id={ISLAND_DATA_ID}
        dangerouslySetInnerHTML={{ __html: islandJson(props) }}
      />
      {island.preloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script
        nonce={nonce}
        type="module"
        async
        dangerouslySetInnerHTML={{ __html: `import(${JSON.stringify(island.entry)});` }}
      />
    </>
  )
}
