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

export type DemoCalculator = ReturnType<typeof demoCalculators>[number]
