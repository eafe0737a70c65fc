import { describe, expect, it } from 'vitest'
import { dataFileOf, islandAssets } from './islands'

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({
  fileName,
  imports,
  facadeModuleId,
  isEntry: facadeModuleId !== null,
})

describe("the islands' files", () => {
  it('are each entry and every file it imports, once, under the base: what its page preloads', () => {
    const chunks = [
      chunk(
        'assets/calculator-embed.client-a.js',
        ['assets/react-b.js', 'assets/kit-c.js'],
        '/r/app/islands/calculator-embed.client.tsx',
      ),
      chunk(
        'assets/published-embed.client-d.js',
        ['assets/kit-c.js', 'assets/forms-e.js'],
        '/r/app/islands/published-embed.client.tsx',
      ),
      chunk(
        'assets/home.client-g.js',
        ['assets/react-b.js', 'assets/site-h.js'],
        '/r/app/islands/home.client.tsx',
      ),
      chunk('assets/site-h.js', ['assets/react-b.js']),
      chunk('assets/kit-c.js', ['assets/react-b.js']),
      chunk('assets/forms-e.js', ['assets/react-b.js']),
      chunk('assets/react-b.js', []),
      chunk('assets/router-f.js', ['assets/react-b.js']),
    ]
    expect(islandAssets(chunks, '/r', '/')).toEqual({
      calculator: {
        entry: '/assets/calculator-embed.client-a.js',
        imports: ['/assets/react-b.js', '/assets/kit-c.js'],
      },
      published: {
        entry: '/assets/published-embed.client-d.js',
        imports: ['/assets/kit-c.js', '/assets/react-b.js', '/assets/forms-e.js'],
      },
      home: { entry: '/assets/home.client-g.js', imports: ['/assets/react-b.js', '/assets/site-h.js'] },
    })
  })

  it('fail the build when an island has no entry chunk', () => {
    expect(() => islandAssets([chunk('assets/react-b.js', [])], '/r', '/')).toThrow(
      'islands: no client chunk for app/islands/calculator-embed.client.tsx',
    )
  })

  it("name the prerendered home page's data files as React Router writes them, to be removed (decision 0106)", () => {
    expect(['/', '/home'].map(dataFileOf)).toEqual(['_root.data', 'home.data'])
  })
})
