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
 * A client build's outline: `root` imports `rootImports` (the flash meta from `site`, as on 3bd92b5), the
 * published embed's lead form `formImports` (its fields from `site`, as on 1578c40).
 */
function bundle(rootImports: string[], formImports: string[] = []) {
  return [
    chunk('entry.js', ['framework.js'], '/nm/@react-router/dev/dist/config/defaults/entry.client.tsx'),
    chunk('framework.js', []),
    chunk('site.js', ['framework.js']),
    chunk('root.js', ['framework.js', ...rootImports], route('root')),
    chunk('site-layout.js', ['site.js'], route('routes/_site/layout')),
    chunk('home.js', ['site.js'], route('routes/_site/home')),
    chunk('embed-layout.js', ['framework.js'], route('routes/embed/layout')),
    chunk('embed.js', ['kit.js'], route('routes/embed/calculator')),
    chunk('published.js', ['kit.js', 'forms.js'], route('routes/embed/published-calculator')),
    chunk('forms.js', ['framework.js', ...formImports]),
    chunk('kit.js', ['framework.js']),
    chunk('loan.js', ['kit.js'], '/repo/app/calculators/loan/calculator.ts'),
    chunk('chart.js', ['kit.js'], null, 'calculator-results'),
  ]
}
const sizes: Record<string, number> = { 'framework.js': 90_000, 'site.js': 12_000, 'kit.js': 21_000 }
const brotliBytes = ({ fileName }: { fileName: string }) => sizes[fileName] ?? 500

describe('scripts per route', () => {
  it("counts each file a route loads once, with its headers: the embed's calculator module and chart included", () => {
    const [home, loan, published] = routeScripts(bundle([]), brotliBytes)
    expect(home!.files).toEqual([
      'entry.js',
      'framework.js',
      'home.js',
      'root.js',
      'site-layout.js',
      'site.js',
    ])
    expect(home!.kb).toBe(+((90_000 + 12_000 + 4 * 500 + 6 * HEADER_BYTES) / 1024).toFixed(1))
    expect(loan!.route).toBe('/embed/loan-calculator')
    expect(loan!.files).toEqual(
      [
        'chart.js',
        'embed-layout.js',
        'embed.js',
        'entry.js',
        'framework.js',
        'kit.js',
        'loan.js',
        'root.js',
      ].sort(),
    )
    expect(published!.route).toBe('/embed/c/<id> (loan)')
    expect(published!.files).toEqual(
      loan!.files
        .map((file) => (file === 'embed.js' ? 'published.js' : file))
        .concat('forms.js')
        .sort(),
    )
  })

  it('fails an embed whose root layout imports the site chunk', () => {
    const budgets = { home: 110, embed: 120, published: 120 }
    const within = overBudget(routeScripts(bundle([]), brotliBytes, budgets))
    const over = overBudget(routeScripts(bundle(['site.js']), brotliBytes, budgets))
    expect(within).toEqual([])
    expect(over.map((route) => route.route)).toEqual(['/embed/loan-calculator', '/embed/c/<id> (loan)'])
    expect(over[0]!.kb).toBeGreaterThan(120)
  })

  it('fails a published embed whose lead form takes its fields from the site chunk', () => {
    const budgets = { home: 110, embed: 120, published: 120 }
    const over = overBudget(routeScripts(bundle([], ['site.js']), brotliBytes, budgets))
    expect(over.map((route) => route.route)).toEqual(['/embed/c/<id> (loan)'])
  })

  it('prints `/`, the loan embed and the published loan embed against their budgets', () => {
    const budgets = { home: 110, embed: 120, published: 125 }
    expect(summary(routeScripts(bundle([]), brotliBytes, budgets))).toBe(
      // `/`: (5 × 500 + 90,000 + 12,000 bytes + 6 × 360 of headers) / 1024; the embeds likewise, 8 and 9 files.
      'scripts on the wire: / 103.7 KB (budget 110), /embed/loan-calculator 114.1 KB (budget 120), ' +
        '/embed/c/<id> (loan) 115.0 KB (budget 125)',
    )
  })
})
