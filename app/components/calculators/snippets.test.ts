import { describe, expect, test } from 'vitest'
import { parseBrand } from '~/calculators/branding'
import { iframeSnippet, scriptSnippet } from './snippets'

const brand = { color: '#0f766e', accent: '#f59e0b', font: 'inter', lang: 'es' } as const

describe('embed snippets', () => {
  test('the iframe snippet frames the loan embed with every brand value, URL-encoded', () => {
    const snippet = iframeSnippet('https://calc.example', brand)
    expect(snippet).toBe(
      '<iframe src="https://calc.example/embed/loan-calculator?color=%230f766e&accent=%23f59e0b&font=inter&lang=es" ' +
        'title="Loan Calculator" loading="lazy" style="width:100%;min-height:600px;border:0"></iframe>',
    )
  })

  test('the script snippet gives the loader a div with the brand and an async script from our origin', () => {
    expect(scriptSnippet('https://calc.example', brand)).toBe(
      '<div data-calculator="loan" data-color="#0f766e" data-accent="#f59e0b" data-font="inter" data-lang="es"></div>\n' +
        '<script async src="https://calc.example/embed.js"></script>',
    )
  })

  test('the iframe snippet query reads back as the same brand in the embed', () => {
    const src = /src="([^"]+)"/.exec(iframeSnippet('https://calc.example', brand))?.[1] ?? ''
    expect(parseBrand(new URL(src).searchParams)).toEqual(brand)
  })
})
