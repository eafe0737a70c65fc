import { calculators } from '~/calculators/registry'

/** The demo calculators, as the home page and the catalogue present them (registry order). */
export const demoCalculators = calculators.map(({ name, title, summary, icon }) => ({
  name: title.en,
  href: `/calculators/${name}`,
  summary,
  icon,
}))
