/** Written by the build (vite/islands.ts): each island's script files; null under the development server. */
declare module 'virtual:island-assets' {
  const assets: import('../vite/islands').IslandAssets | null
  export default assets
}
