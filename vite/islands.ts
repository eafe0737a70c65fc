import fs from 'node:fs/promises'
import path from 'node:path'
import type { Plugin, Rolldown } from 'vite'

/**
 * Pages whose browser code is one React root over a part of the page, without React Router's client (decision
 * 0104): each a client entry of its own, beside the router's. The server renders the same part as a root of
 * its own (app/lib/islands/render.server.tsx) and the page loads the entry in place of the router's scripts.
 */
export const ISLANDS = {
  calculator: 'app/islands/calculator-embed.client.tsx',
  published: 'app/islands/published-embed.client.tsx',
  home: 'app/islands/home.client.tsx',
} as const
export type IslandName = keyof typeof ISLANDS

/**
 * Prerendered pages that are islands as documents (`/` and `/home`, decision 0106). Prerendering writes their
 * data files from the same loader, island included (it cannot tell them apart): those files are removed, and the
 * router's request for one reaches the server, whose loader leaves the island out of a `.data` answer.
 */
export const PRERENDERED_ISLAND_PAGES = ['/', '/home']

/** A prerendered page's data file, as React Router names it (`/` is `_root.data`). */
export const dataFileOf = (page: string) => (page === '/' ? '_root.data' : `${page.slice(1)}.data`)
/** The entry's file and every file it imports statically (its preloads), as the browser requests them. */
export type IslandAssets = Record<IslandName, { entry: string; imports: string[] }>

const VIRTUAL = 'virtual:island-assets'
const RESOLVED = `\0${VIRTUAL}`

type Chunk = Pick<Rolldown.OutputChunk, 'fileName' | 'imports' | 'facadeModuleId' | 'isEntry'>

/** Each island's entry and the files it imports, from the client build's chunks. */
export function islandAssets(chunks: Chunk[], root: string, base: string): IslandAssets {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const assets = {} as IslandAssets
  for (const [name, file] of Object.entries(ISLANDS) as [IslandName, string][]) {
    const facade = path.resolve(root, file)
    const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === facade)
    if (!entry) throw new Error(`islands: no client chunk for ${file}`)
    const imports = new Set<string>()
    const visit = (fileName: string) => {
      if (imports.has(fileName)) return
      imports.add(fileName)
      byFile.get(fileName)?.imports.forEach(visit)
    }
    entry.imports.forEach(visit)
    assets[name] = { entry: base + entry.fileName, imports: [...imports].map((fileName) => base + fileName) }
  }
  return assets
}

/**
 * Adds each island's entry to the client build and hands its files to the server build through
 * `virtual:island-assets` (the client is built first, in the same process). Under Vite's development server
 * islands are off (app/lib/islands/assets.server.ts): the router hydrates the whole page as before.
 */
export function islands(): Plugin[] {
  let root = process.cwd()
  let base = '/'
  let assets: IslandAssets | undefined
  let clientDir = ''
  return [
    {
      name: 'brightline:islands-input',
      apply: 'build',
      applyToEnvironment: (environment) => environment.name === 'client',
      configResolved(config) {
        root = config.root
        base = config.base
      },
      options(options) {
        const entries = Object.values(ISLANDS).map((file) => path.resolve(root, file))
        const input = options.input
        if (Array.isArray(input)) return { ...options, input: [...input, ...entries] }
        if (typeof input === 'string') return { ...options, input: [input, ...entries] }
        return { ...options, input: { ...input, ...Object.fromEntries(entries.map((file) => [file, file])) } }
      },
      generateBundle(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
        assets = islandAssets(chunks, root, base)
      },
    },
    {
      name: 'brightline:island-pages-data',
      apply: 'build',
      configResolved(config) {
        clientDir = path.resolve(config.root, config.environments.client?.build.outDir ?? config.build.outDir)
      },
      // After React Router has prerendered, before vite/precompress.ts writes compressed copies.
      buildApp: {
        order: 'post',
        handler: async () => {
          for (const page of PRERENDERED_ISLAND_PAGES) {
            await fs.rm(path.join(clientDir, dataFileOf(page)), { force: true })
          }
        },
      },
    },
    {
      name: 'brightline:island-assets',
      resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
      load(id) {
        if (id !== RESOLVED) return undefined
        if (this.environment.config.command === 'serve') return 'export default null'
        if (!assets) this.error('islands: the client build, which runs first, found no island')
        return `export default ${JSON.stringify(assets)}`
      },
    },
  ]
}
