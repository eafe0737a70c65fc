import { createContext, useContext } from 'react'

/**
 * The page's path, for code that also runs outside React Router (an island, app/islands/): the router's
 * location on its pages (root.tsx), the island's own address in an island.
 */
export const PagePathContext = createContext('')

export function usePagePath() {
  return useContext(PagePathContext)
}
