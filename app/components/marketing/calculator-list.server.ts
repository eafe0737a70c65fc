import { calculators } from '~/calculators/registry'

/**
 * The demo calculators as the home page and the catalogue present them (registry order). Read by their
 * loaders, at build time since both are prerendered, so the registry stays out of their JavaScript.
 */
export function demoCalculators() {
  return calculators.map(({ name, title, summary, icon }) => ({
    name: title.en,
    href: `/calculators/${name}`,
    summary,
    icon,
  }))
}

/** The spec's catalogue shows these three cards, each with its 'Try Calculator' button; the rest follow them. */
const specCatalogue: readonly string[] = ['loan', 'cd', 'retirement']

/** The catalogue's calculators: the spec's three cards, then every other calculator of the registry. */
export function catalogueCalculators() {
  const all = demoCalculators()
  const isSpecCard = (calculator: DemoCalculator) => specCatalogue.includes(calculator.href.split('/').pop()!)
  return { featured: all.filter(isSpecCard), more: all.filter((calculator) => !isSpecCard(calculator)) }
}

export type DemoCalculator = ReturnType<typeof demoCalculators>[number]
