import { describe, expect, it } from 'vitest'
import { HEADER_BYTES, overBudget, routeScripts, summary } from './script-budgets'

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null, name = '') => ({
  fileName,
  name,
  imports,
  facadeModuleId,
  code: '',
})
const route = (file: string) => `/repo/app/${file}.tsx?__react-router-build-client-route`

/**
 * A client build's outline. `/` and the embeds are islands (decisions 0104, 0106): their entries import React and
 * their own chunks, not the router; `home` is what `/`'s island imports besides (the site frame from `frame`), the
 * published embed's lead form `form` (its fields from `site`, as on 1578c40), the calculator kit `kit`.
 */
function bundle({ home = [], form = [], kit = [] }: Partial<Record<'home' | 'form' | 'kit', string[]>> = {}) {
  return [
    chunk(
      'entry.js',
      ['react.js', 'router.js'],
      '/nm/@react-router/dev/dist/config/defaults/entry.client.tsx',
    ),
    chunk('react.js', []),
    chunk('router.js', ['react.js']),
    chunk('site.js', ['react.js', 'router.js']),
    chunk('root.js', ['router.js', 'site.js'], route('root')),
    chunk('home.js', ['site.js', 'frame.js'], route('routes/_site/home')),
    chunk('home-island.js', ['react.js', 'frame.js', ...home], '/repo/app/islands/home.client.tsx'),
    chunk('frame.js', ['react.js']),
    chunk('embed-island.js', ['react.js', 'kit.js'], '/repo/app/islands/calculator-embed.client.tsx'),
    chunk('published-island.js', ['kit.js', 'forms.js'], '/repo/app/islands/published-embed.client.tsx'),
    chunk('forms.js', ['react.js', ...form]),
    chunk('kit.js', ['react.js', ...kit]),
    chunk('loan.js', ['kit.js'], '/repo/app/calculators/loan/calculator.ts'),
    chunk('chart.js', ['kit.js'], null, 'calculator-results'),
  ]
}
const sizes: Record<string, number> = {
  'react.js': 58_000,
  'router.js': 36_000,
  'site.js': 12_000,
  'frame.js': 10_000,
  'kit.js': 21_000,
}
const brotliBytes = ({ fileName }: { fileName: string }) => sizes[fileName] ?? 500

describe('scripts per route', () => {
  it("counts each file a route loads once, with its headers: the embed's calculator module and chart included", () => {
    const [home, loan, published] = routeScripts(bundle(), brotliBytes)
    expect(home!.files).toEqual(['frame.js', 'home-island.js', 'react.js'])
    expect(home!.kb).toBe(+((58_000 + 10_000 + 500 + 3 * HEADER_BYTES) / 1024).toFixed(1))
    expect(loan!.route).toBe('/embed/loan-calculator')
    expect(loan!.files).toEqual(['chart.js', 'embed-island.js', 'kit.js', 'loan.js', 'react.js'])
    expect(published!.route).toBe('/embed/c/<id> (loan)')
    expect(published!.files).toEqual(
      loan!.files
        .map((file) => (file === 'embed-island.js' ? 'published-island.js' : file))
        .concat('forms.js')
        .sort(),
    )
  })

  it("fails the embeds when the calculator kit imports React Router's client (an island must not)", () => {
    const budgets = { home: 110, embed: 100, published: 100 }
    const within = overBudget(routeScripts(bundle(), brotliBytes, budgets))
    const over = overBudget(routeScripts(bundle({ kit: ['router.js'] }), brotliBytes, budgets))
    expect(within).toEqual([])
    expect(over.map((route) => route.route)).toEqual(['/embed/loan-calculator', '/embed/c/<id> (loan)'])
    expect(over[0]!.files).toContain('router.js')
  })

  it("fails `/` when its island imports React Router's client or the site chunk (decision 0106)", () => {
    const budgets = { home: 80, embed: 100, published: 100 }
    expect(overBudget(routeScripts(bundle(), brotliBytes, budgets))).toEqual([])
    for (const imports of [['router.js'], ['site.js']]) {
      const over = overBudget(routeScripts(bundle({ home: imports }), brotliBytes, budgets))
      expect(over.map((route) => route.route)).toEqual(['/'])
    }
  })

  it('fails a published embed whose lead form takes its fields from the site chunk', () => {
    const budgets = { home: 110, embed: 100, published: 100 }
    const over = overBudget(routeScripts(bundle({ form: ['site.js'] }), brotliBytes, budgets))
    expect(over.map((route) => route.route)).toEqual(['/embed/c/<id> (loan)'])
  })

  it('prints `/`, the loan embed and the published loan embed against their budgets', () => {
    const budgets = { home: 110, embed: 100, published: 105 }
    expect(summary(routeScripts(bundle(), brotliBytes, budgets))).toBe(
      // `/`: (500 + 68,000 bytes + 3 × 360 of headers) / 1024; the embeds likewise, 5 and 6 files.
      'scripts on the wire: / 67.9 KB (budget 110), /embed/loan-calculator 80.4 KB (budget 100), ' +
        '/embed/c/<id> (loan) 81.2 KB (budget 105)',
    )
  })
})
