import built from 'virtual:island-assets'
import type { IslandAssets, IslandName } from '../../../vite/islands'

/** An island's script files in this build; null under Vite's development server, where islands are off. */
export function islandAssets(name: IslandName): IslandAssets[IslandName] | null {
  return built?.[name] ?? null
}
