import { RouterContextProvider, type ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'
import { buildRequestHandler } from './router-handler'

/** A build of two routes: the root and a resource route answering "pong <n>", n the build's number. */
function fakeBuild(n: number): ServerBuild {
  return {
    entry: { module: { default: () => new Response('document') } },
    routes: {
      root: { id: 'root', path: '', module: { default: () => null } },
      ping: {
        id: 'ping',
        parentId: 'root',
        path: 'ping',
        module: { loader: () => new Response(`pong ${n}`) },
      },
    },
    assets: {
      entry: { imports: [], module: '/entry.js' },
      routes: {},
      url: '/manifest.js',
      version: String(n),
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: { v8_middleware: true, unstable_subResourceIntegrity: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild
}

const ping = async (handle: ReturnType<typeof buildRequestHandler>) =>
  (await handle(new Request('http://localhost/ping'), new RouterContextProvider())).text()

describe('the request handler over a build loaded on demand', () => {
  // React Router re-derives its route tables (every route flattened, ranked and compiled) at each request when
  // given a function: a tenth of an end-to-end server's CPU time (2026-12-03, docs/performance.md).
  it('in production loads the build once and answers every request from it', async () => {
    let loads = 0
    const handle = buildRequestHandler(async () => fakeBuild(++loads), 'production')
    expect(await Promise.all([ping(handle), ping(handle)])).toEqual(['pong 1', 'pong 1'])
    expect(await ping(handle)).toBe('pong 1')
    expect(loads).toBe(1)
  })

  it('in production tries the build again after a load that failed', async () => {
    let loads = 0
    const handle = buildRequestHandler(async () => {
      loads += 1
      if (loads === 1) throw new Error('not built yet')
      return fakeBuild(loads)
    }, 'production')
    await expect(ping(handle)).rejects.toThrow('not built yet')
    expect(await ping(handle)).toBe('pong 2')
    expect(await ping(handle)).toBe('pong 2')
  })

  it('in development asks for the build at every request, so an edit shows at once', async () => {
    let loads = 0
    const handle = buildRequestHandler(async () => fakeBuild(++loads), 'development')
    expect(await ping(handle)).toBe('pong 1')
    expect(await ping(handle)).toBe('pong 2')
  })
})
