import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { RouterContextProvider, type ServerBuild } from 'react-router'
import { setPageRenderer } from '~/lib/archive/archiver.server'
import { requestInfoContext } from '~/lib/request-context'
import { servicesContext, type Services } from '~/lib/services.server'
import { servedEmbedHtml } from './embed-html-store'
import { buildRequestHandler } from './router-handler'

/**
 * Lets the archive (app/lib/archive, docs/decisions/0058) render a published embed's default page as the
 * embed cache serves it to every visitor (rendered whole, nonce attributes dropped), and read the files it
 * links: the hashed stylesheet from the build, the client's logo from its route.
 */
export function registerArchiveRenderer(
  services: Services,
  options: { build: () => Promise<ServerBuild>; clientDir: string; mode: 'production' | 'development' },
) {
  const handle = buildRequestHandler(options.build, options.mode)
  const origin = services.config.baseUrl
  const context = (nonce: string) => {
    const provided = new RouterContextProvider()
    provided.set(servicesContext, services)
    provided.set(requestInfoContext, { nonce, clientAddress: 'archive', cacheable: true })
    return provided
  }
  const assets = path.resolve(options.clientDir, 'assets')
  setPageRenderer(services.db, {
    async page(publicId) {
      const nonce = randomBytes(16).toString('base64')
      const response = await handle(new Request(`${origin}/embed/c/${publicId}`), context(nonce))
      return { status: response.status, html: servedEmbedHtml(await response.text(), nonce) }
    },
    async file(linked) {
      if (linked.startsWith('/assets/')) {
        const file = path.resolve(assets, linked.slice('/assets/'.length))
        if (path.dirname(file) !== assets) return null
        const body = await readFile(file, 'utf8').catch(() => null)
        return body === null ? null : { contentType: 'text/css; charset=utf-8', body, encoding: 'utf8' }
      }
      const response = await handle(new Request(origin + linked), context(''))
      if (response.status !== 200) return null
      return {
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        body: Buffer.from(await response.arrayBuffer()).toString('base64'),
        encoding: 'base64',
      }
    },
  })
}
