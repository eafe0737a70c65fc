/** Written by the build (vite/islands.ts): each island's script files; null under the development server. */
declare module 'virtual:island-assets' {
  import type { IslandAssets } from '../vite/islands'

  const assets: IslandAssets | null
  export default assets
}
