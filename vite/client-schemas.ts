import type { Plugin, Rolldown } from 'vite'

// Classic zod's own modules (`zod`, `zod/v4`, `zod/v4/classic`); `zod/mini` and the core they share are fine.
const classicZod = /[\\/]node_modules[\\/]zod[\\/](index|v4[\\/]index|v4[\\/]classic[\\/])/

/** The classic-zod modules that left code in a client chunk, by chunk file name. */
export function classicZodInChunks(bundle: Rolldown.OutputBundle): Record<string, string[]> {
  const found: Record<string, string[]> = {}
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue
    const modules = Object.entries(output.modules)
      .filter(([id, module]) => classicZod.test(id) && module.renderedLength > 0)
      .map(([id]) => id)
    if (modules.length > 0) found[output.fileName] = modules
  }
  return found
}

/**
 * Fails the client build when classic zod reaches the browser: its full build is ~21 KB Brotli on every page
 * that validates, where zod/mini (~/lib/zod-mini) loads only the checks used (decision 0016). Server-only
 * modules (*.server.ts) keep classic zod; a schema the browser also runs must use ~/lib/zod-mini.
 */
export function clientSchemasMini(): Plugin {
  return {
    name: 'brightline:client-schemas-mini',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const found = classicZodInChunks(bundle)
      if (Object.keys(found).length === 0) return
      const list = Object.entries(found).map(([file, ids]) => `  ${file}: ${ids.join(', ')}`)
      this.error(
        `classic zod in client chunks (use ~/lib/zod-mini in code the browser runs):\n${list.join('\n')}`,
      )
    },
  }
}
