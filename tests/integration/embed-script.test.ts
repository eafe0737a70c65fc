import { gzipSync } from 'node:zlib'
import { Linter } from 'eslint'
import { expect, test } from 'vitest'
import { loaderScript } from '~/calculators/kit/loader-script'

const source = await loaderScript()

test('the loader client sites paste stays under 5 KB gzipped', () => {
  expect(gzipSync(source, { level: 9 }).length).toBeLessThanOrEqual(5 * 1024)
})

test('the loader parses as a plain ES2017 script, so older browsers on client sites run it', () => {
  const messages = new Linter().verify(source, {
    languageOptions: { ecmaVersion: 2017, sourceType: 'script' },
  })
  expect(messages.filter((message) => message.fatal)).toEqual([])
})
