// The Node entry point: `node server.js` serves the production build, `node server.js --dev` runs Vite.
const dev = process.argv.includes('--dev')
try {
  process.loadEnvFile('.env')
} catch {
  // No .env file: the environment alone configures the server.
}
process.env.NODE_ENV ??= dev ? 'development' : 'production'

async function main() {
  if (dev) {
    const { createServer } = await import('vite')
    const vite = await createServer({ server: { middlewareMode: true } })
    const { start } = await vite.ssrLoadModule('./server/app.ts')
    await start({ vite })
  } else {
    const buildDir = process.env.BUILD_DIR || 'build'
    const { start } = await import(new URL(`./${buildDir}/server/index.js`, import.meta.url).href)
    await start()
  }
}

main().catch((error) => {
  console.error(error instanceof Error && error.name === 'ConfigError' ? error.message : error)
  process.exit(1)
})
