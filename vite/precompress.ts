import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

// Prerendered HTML is served from memory with a nonce per request (server/static-pages.ts), and these formats
// are compressed already.
const skipped = /\.(html|woff2?|png|jpe?g|webp|avif|gif|br|gz)$/

/**
 * Writes a Brotli (quality 11) and a gzip (-9) copy beside every file of the client build, once React Router
 * has built and prerendered, so the server sends the smallest encoding a request accepts without compressing
 * on the fly (server/app.ts). A copy that would not be smaller is not written.
 */
export function precompress(): Plugin {
  let clientDir = ''
  return {
    name: 'brightline:precompress',
    apply: 'build',
    configResolved(config) {
      clientDir = path.resolve(config.root, config.environments.client?.build.outDir ?? config.build.outDir)
    },
    buildApp: {
      order: 'post',
      handler: () => precompressDirectory(clientDir),
    },
  }
}

export async function precompressDirectory(dir: string) {
  const files = (await fs.readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && !skipped.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
  await Promise.all(files.map(compressFile))
}

async function compressFile(file: string) {
  const content = await fs.readFile(file)
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: 9 }),
  ])
  if (br.length < content.length) await fs.writeFile(`${file}.br`, br)
  if (gz.length < content.length) await fs.writeFile(`${file}.gz`, gz)
}
