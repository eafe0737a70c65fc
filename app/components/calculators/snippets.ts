import type { Brand } from '~/calculators/branding'

/** The brand as explicit query parameters (every value, so a pasted snippet never depends on our defaults). */
export function brandQuery(brand: Brand): string {
  return new URLSearchParams({
    color: brand.color,
    accent: brand.accent,
    font: brand.font,
    lang: brand.lang,
  }).toString()
}

export function iframeSnippet(origin: string, brand: Brand): string {
  return (
    `<iframe src="${origin}/embed/loan-calculator?${brandQuery(brand)}" title="Loan Calculator" loading="lazy" ` +
    'style="width:100%;min-height:600px;border:0"></iframe>'
  )
}

export function scriptSnippet(origin: string, brand: Brand): string {
  return (
    `<div data-calculator="loan" data-color="${brand.color}" data-accent="${brand.accent}" ` +
    `data-font="${brand.font}" data-lang="${brand.lang}"></div>\n` +
    `<script async src="${origin}/embed.js"></script>`
  )
}
