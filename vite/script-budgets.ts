import { brotliCompressSync, constants } from 'node:zlib'
import type { Plugin, Rolldown } from 'vite'

/**
 * Scripts budgets (issue 47), in KB on the wire: what a browser receives for a route's scripts when it opens it,
 * each file Brotli-compressed (as the server sends it, vite/precompress.ts) plus its response headers. The goals
 * are 100 KB for `/` and 130 KB for an embed; these are the figures reached, so that nothing grows past them.
 * `published` is a client's published embed (`/embed/c/<id>`, with its lead form), the one on clients' sites.
 */
export const SCRIPT_BUDGETS_KB = { home: 71, embed: 106, published: 113 }

// The status line and headers of one script's answer (server/app.ts: cache, encoding, type, vary, nosniff),
// as Chromium counts them; measured 358 bytes for /assets/nonce-*.js on 2026-11-28.
export const HEADER_BYTES = 360

type Chunk = Pick<Rolldown.OutputChunk, 'fileName' | 'name' | 'imports' | 'facadeModuleId' | 'code'>
export type RouteScripts = { route: string; files: string[]; kb: number; budgetKb: number }

const calculatorModule = /[\\/]app[\\/]calculators[\\/]([a-z-]+)[\\/]calculator\.tsx?$/

/**
 * The scripts of `/` (its island's entry) and of every registry calculator's embed and published
 * embed (the island's entry, the calculator's own module that the view loads on render and the chart's chunk),
 * each file with the files it imports.
 */
export function routeScripts(
  chunks: Chunk[],
  brotliBytes: (chunk: Chunk) => number,
  budgets = SCRIPT_BUDGETS_KB,
): RouteScripts[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const find = (test: (chunk: Chunk) => boolean, what: string) => {
    const found = chunks.find(test)
    if (!found) throw new Error(`script budgets: no chunk for ${what}`)
    return found
  }
  const byFacade = (pattern: RegExp, what: string) =>
    find((chunk) => pattern.test(chunk.facadeModuleId ?? ''), what)
  const measure = (route: string, starts: Chunk[], budgetKb: number): RouteScripts => {
    const files = new Set<string>()
    const visit = (chunk: Chunk) => {
      if (files.has(chunk.fileName)) return
      files.add(chunk.fileName)
      for (const file of chunk.imports) visit(byFile.get(file)!)
    }
    starts.forEach(visit)
    const bytes = [...files].reduce((sum, file) => sum + brotliBytes(byFile.get(file)!) + HEADER_BYTES, 0)
    return { route, files: [...files].sort(), kb: +(bytes / 1024).toFixed(1), budgetKb }
  }
  // `/` and the embeds are islands (decisions 0104, 0106): each its own entry, without React Router's client.
  const island = (file: string) => [
    byFacade(new RegExp(`[\\\\/]app[\\\\/]islands[\\\\/]${file}\\.client\\.tsx$`), file),
  ]
  const home = measure('/', island('home'), budgets.home)
  const calculatorIsland = island('calculator-embed')
  const publishedIsland = island('published-embed')
  const results = chunks.filter((chunk) => chunk.name === 'calculator-results')
  const embeds = chunks.flatMap((chunk) => {
    const name = calculatorModule.exec(chunk.facadeModuleId ?? '')?.[1]
    if (!name) return []
    const own = [chunk, ...results]
    return [
      measure(`/embed/${name}-calculator`, [...calculatorIsland, ...own], budgets.embed),
      measure(`/embed/c/<id> (${name})`, [...publishedIsland, ...own], budgets.published),
    ]
  })
  return [home, ...embeds]
}

export const overBudget = (routes: RouteScripts[]) => routes.filter((route) => route.kb > route.budgetKb)

/** One line: `/`, the loan embed and the published loan embed, each against its budget, KB on the wire. */
export function summary(routes: RouteScripts[]) {
  const shown = ['/', '/embed/loan-calculator', '/embed/c/<id> (loan)']
  return `scripts on the wire: ${routes
    .filter((route) => shown.includes(route.route))
    .map((route) => `${route.route} ${route.kb.toFixed(1)} KB (budget ${route.budgetKb})`)
    .join(', ')}`
}

const brotli = (chunk: Chunk) =>
  brotliCompressSync(chunk.code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length

/** Fails the client build when `/` or an embed receives more script than its budget. */
export function scriptBudgets(): Plugin {
  return {
    name: 'brightline:script-budgets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // Once written: the chunks' code is final (preload lists and hashes filled in).
    writeBundle(_options, bundle) {
      const sizes = new Map<string, number>()
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
      const routes = routeScripts(chunks, (chunk) => {
        if (!sizes.has(chunk.fileName)) sizes.set(chunk.fileName, brotli(chunk))
        return sizes.get(chunk.fileName)!
      })
      // Printed with every build, CI's included, so that a change's cost in bytes is seen where it lands.
      this.info(summary(routes))
      const over = overBudget(routes)
      if (over.length > 0)
        this.error(
          `scripts over budget (KB on the wire, Brotli + headers):\n${over
            .map((route) => `  ${route.route}: ${route.kb} > ${route.budgetKb} (${route.files.join(' ')})`)
            .join('\n')}`,
        )
    },
  }
}
