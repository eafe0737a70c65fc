import type { Brand } from '~/calculators/branding'
import { calculatorByName, type CalculatorType } from '~/calculators/registry'

/** The brand as explicit query parameters (every value, so a pasted snippet never depends on our defaults). */
export function brandQuery(brand: Brand): string {
  return new URLSearchParams({
    color: brand.color,
    accent: brand.accent,
    font: brand.font,
    lang: brand.lang,
  }).toString()
}

export function iframeSnippet(origin: string, brand: Brand, name: CalculatorType = 'loan'): string {
  const { title, frameHeight } = calculatorByName(name)
  return (
    `<iframe src="${origin}/embed/${name}-calculator?${brandQuery(brand)}" title="${title.en}" loading="lazy" ` +
    `style="width:100%;min-height:${frameHeight}px;border:0"></iframe>`
  )
}

export function scriptSnippet(origin: string, brand: Brand, name: CalculatorType = 'loan'): string {
  return (
    `<div data-calculator="${name}" data-color="${brand.color}" data-accent="${brand.accent}" ` +
    `data-font="${brand.font}" data-lang="${brand.lang}"></div>\n` +
    `<script async src="${origin}/embed.js"></script>`
  )
}
