import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { DEFAULT_BRAND, LANGS, type Lang } from '~/calculators/branding'
import type { CalculatorExample } from '~/calculators/kit/example'
import { calculators } from '~/calculators/registry'
import { buildSnapshot } from './snapshot'

const examples = import.meta.glob<CalculatorExample>('../../calculators/*/example.ts', {
  import: 'default',
})
const today = '2026-11-23'

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** The figures of the result summary the calculator's own view renders for this query string. */
async function shownFigures(name: string, search: string, lang: Lang) {
  const calculator = calculators.find((candidate) => candidate.name === name)!
  const { Component } = (await calculator.load()).default
  const html = renderToStaticMarkup(
    <Component initialSearch={`?${search}`} brand={{ ...DEFAULT_BRAND, lang }} today={today} />,
  )
  const summary = html.slice(html.indexOf('data-testid="result-summary"'))
  const list = summary.slice(0, summary.indexOf('</dl>'))
  return [...list.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map(([, label, value]) => ({
    label: decode(label!),
    value: decode(value!),
  }))
}

describe('lead snapshot', () => {
  test.each(calculators.flatMap(({ name }) => LANGS.map((lang) => [name, lang] as const)))(
    '%s (%s): carries the figures the view shows for its worked example',
    async (name, lang) => {
      const example = await examples[`../../calculators/${name}/example.ts`]!()
      const snapshot = await buildSnapshot(name, new URLSearchParams(example.search), lang, today)
      const shown = await shownFigures(name, example.search, lang)
      // The example's first result is the calculator's headline (the mortgage's first-month total…).
      if (lang === 'en') expect(shown[0]?.value).toBe(example.results[0])
      else expect(shown[0]?.label).not.toBe((await shownFigures(name, example.search, 'en'))[0]?.label)
      expect(snapshot.results).toEqual(shown)
      expect(snapshot).toMatchObject({
        type: name,
        lang,
        inputs: Object.fromEntries(new URLSearchParams(example.search)),
      })
    },
  )

  test('inputs the calculator refuses give no figures', async () => {
    const snapshot = await buildSnapshot('mortgage', new URLSearchParams('price=-5'), 'en', today)
    expect(snapshot.results).toEqual([])
  })
})
