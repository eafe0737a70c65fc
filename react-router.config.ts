import { createRequire } from 'node:module'
import path from 'node:path'
import type { Config } from '@react-router/dev/config'
import { prerenderedPaths } from './app/lib/site-map'

export default {
  ssr: true,
  // BUILD_DIR lets several builds (parallel test runs, benchmarks) live side by side.
  buildDirectory: process.env.BUILD_DIR || 'build',
  // Marketing pages are static: prerendered at build time and served from memory by server/static-pages.ts.
  // /embed.js is generated from the calculator registry and written to the client build as a static file.
  prerender: [...prerenderedPaths, '/embed.js'],
  // The accuracy ledger /accuracy was prerendered from, written beside the server build: a server of this build
  // starts with it rather than computing it again (server/built-ledger.ts). This file runs in Vite's module
  // runner, whose import() would load the build a second time and compute the ledger again (7 s): Node's own
  // require() gives the instance the prerender used.
  buildEnd({ reactRouterConfig }) {
    const serverDir = path.resolve(reactRouterConfig.buildDirectory, 'server')
    const server = createRequire(import.meta.url)(path.join(serverDir, 'index.js')) as {
      writeBuiltLedger: (serverDir: string) => Promise<void>
    }
    return server.writeBuiltLedger(serverDir)
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config
