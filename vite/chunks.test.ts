import path from 'node:path'
import { rolldown } from 'rolldown'
import { describe, expect, it } from 'vitest'
import { calculatorsInSite, clientCodeSplitting } from './chunks'

const app = path.resolve(import.meta.dirname, '../app')

/** Bundles `entries` for the browser with the client build's chunk groups (packages left out). */
async function siteCalculators(entries: string[]) {
  const bundle = await rolldown({
    input: entries.map((entry) => path.join(app, entry)),
    platform: 'browser',
    resolve: { alias: { '~': app } },
    external: (id) => /^[a-z@]/.test(id),
    logLevel: 'silent',
  })
  const { output } = await bundle.generate({ format: 'esm', codeSplitting: clientCodeSplitting })
  await bundle.close()
  return calculatorsInSite(Object.fromEntries(output.map((chunk) => [chunk.fileName, chunk])))
}

describe('the site chunk', () => {
  it('holds no calculator code, so that embeds never load it (the catalogue and an embed view together)', async () => {
    expect(
      await siteCalculators([
        'components/marketing/specialty-section.tsx',
        'components/marketing/calculator-catalogue.tsx',
        'calculators/kit/calculator-view.tsx',
      ]),
    ).toEqual([])
  }, 60_000)
})
