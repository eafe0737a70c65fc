import type { Config } from '@react-router/dev/config'
import { prerenderedPaths } from './app/lib/site-map'

export default {
  ssr: true,
  // BUILD_DIR lets several builds (parallel test runs, benchmarks) live side by side.
  buildDirectory: process.env.BUILD_DIR || 'build',
  // Marketing pages are static: prerendered at build time and served from memory by server/static-pages.ts.
  // /embed.js is generated from the calculator registry and written to the client build as a static file.
  prerender: [...prerenderedPaths, '/embed.js'],
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config
