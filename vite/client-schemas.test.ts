import path from 'node:path'
import { rolldown } from 'rolldown'
import { describe, expect, it } from 'vitest'
import { calculators } from '~/calculators/registry'
import { classicZodInChunks } from './client-schemas'

const app = path.resolve(import.meta.dirname, '../app')

/** Bundles `entries` for the browser as the client build does (zod bundled, other packages left out). */
async function classicZodReachedBy(entries: string[]) {
  const bundle = await rolldown({
    input: entries.map((entry) => path.join(app, entry)),
    platform: 'browser',
    resolve: { alias: { '~': app } },
    external: (id) => /^[a-z@]/.test(id) && !id.startsWith('zod'),
    logLevel: 'silent',
  })
  const { output } = await bundle.generate({ format: 'esm' })
  await bundle.close()
  return classicZodInChunks(Object.fromEntries(output.map((chunk) => [chunk.fileName, chunk])))
}

describe('schemas the browser runs', () => {
  it('no calculator (view, schema, engine) brings classic zod into the browser', async () => {
    const entries = calculators.map(({ name }) => `calculators/${name}/calculator.ts`)
    expect(await classicZodReachedBy(entries)).toEqual({})
  }, 60_000)

  it('the visitor lead form and the contact form validate without classic zod', async () => {
    expect(await classicZodReachedBy(['lib/leads/lead-schema.ts', 'lib/contact/schema.ts'])).toEqual({})
  }, 60_000)

  it('names the chunk and modules when classic zod does reach a bundle (the build then fails)', async () => {
    const found = await classicZodReachedBy(['lib/zod.ts'])
    expect(Object.values(found).flat().join(' ')).toMatch(/zod[\\/]v4[\\/]classic[\\/]schemas\.js/)
  }, 60_000)
})
