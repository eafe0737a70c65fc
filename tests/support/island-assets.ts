import type { IslandAssets } from '../../vite/islands'

/**
 * `virtual:island-assets` under Vitest, where no client build runs: the islands' files as a build names them, so
 * that the embeds' loaders render their islands (decision 0104) as in production.
 */
const assets: IslandAssets = {
  calculator: { entry: '/assets/calculator-embed.client-test.js', imports: ['/assets/react-test.js'] },
  published: { entry: '/assets/published-embed.client-test.js', imports: ['/assets/react-test.js'] },
  home: { entry: '/assets/home.client-test.js', imports: ['/assets/react-test.js'] },
}
export default assets
