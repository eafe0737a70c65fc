/**
 * An island (decision 0104): one React root over a part of a page, hydrated by an entry of its own
 * (app/islands/) without React Router's client. The server renders that part as a root too, with the same
 * prefix for `useId`, and writes the props it rendered from as JSON beside it.
 */
export const ISLAND_ROOT_ID = 'island'
export const ISLAND_DATA_ID = 'island-data'
export const ISLAND_ID_PREFIX = 'i'

/** The props as the text of a JSON script: nothing in it can close the script early. */
export function islandJson(props: unknown) {
  return JSON.stringify(props)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** In the browser: the island's root element and the props the server rendered it from. */
export function readIsland<Props>(): { root: HTMLElement; props: Props } {
  const root = document.getElementById(ISLAND_ROOT_ID)
  const data = document.getElementById(ISLAND_DATA_ID)
  if (!root || !data) throw new Error('This page has no island.')
  return { root, props: JSON.parse(data.textContent ?? 'null') as Props }
}

/** What a route's loader returns for its island (beside the props): the server's HTML and its scripts. */
export type IslandData = { html: string; entry: string; preloads: string[] }

/** Whether a page is an island's: its router scripts stay out (root.tsx), its island's load instead. */
export function isIslandPage(matches: readonly { loaderData?: unknown }[]) {
  return matches.some((match) => {
    const data = match.loaderData as { island?: unknown } | undefined
    return typeof data === 'object' && data !== null && Boolean(data.island)
  })
}
