import { CALCULATOR_GROUPS, type CalculatorGroup } from '~/calculators/kit/define'
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

/** The catalogue's group headings, in CALCULATOR_GROUPS order. */
const groupTitles: Record<CalculatorGroup, string> = {
  home: 'Home',
  loans: 'Loans',
  savings: 'Savings and retirement',
  debt: 'Debt',
}

/**
 * The catalogue: every calculator of the registry under its group (registry order within a group), each
 * card with its page (the spec's 'Try Calculator' button) and its branding playground (/try/…).
 */
export function catalogueGroups() {
  return CALCULATOR_GROUPS.map((group) => ({
    id: group,
    title: groupTitles[group],
    calculators: calculators
      .filter((calculator) => calculator.group === group)
      .map(({ name, title, summary }) => ({
        name: title.en,
        summary,
        href: `/calculators/${name}`,
        tryHref: `/try/${name}-calculator`,
      })),
  })).filter((group) => group.calculators.length > 0)
}

export type CatalogueGroup = ReturnType<typeof catalogueGroups>[number]

export type DemoCalculator = ReturnType<typeof demoCalculators>[number]
