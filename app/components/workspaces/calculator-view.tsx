import { parseBrand } from '~/calculators/branding'
import { CalculatorView as KitCalculatorView } from '~/calculators/kit/calculator-view'
import { isCalculatorType } from '~/calculators/registry'
import { DisclosureContext } from '~/calculators/ui/calculator-shell'
import type { StoredBrand } from '~/db/workspace-schema'

type Props = {
  type: string
  brand: StoredBrand
  /** Query string the inputs start from: the revision's defaults, plus any allowed prefill. */
  search: string
  disclosure: string
  today: string
  heading?: 'h1' | 'h2'
}

/** One saved calculator configuration, rendered as the public sees it. Keyed by its search to restart. */
export function CalculatorView({ type, brand: stored, search, disclosure, today, heading = 'h1' }: Props) {
  // Stored brands were validated on save; parsing again keeps a hand-edited row from reaching the CSS.
  const brand = parseBrand(stored)
  const initialSearch = search ? `?${search}` : ''
  const common = { initialSearch, brand, heading, syncUrl: false }
  return (
    <DisclosureContext.Provider value={disclosure || undefined}>
      <KitCalculatorView
        key={search}
        type={isCalculatorType(type) ? type : 'loan'}
        {...common}
        today={today}
      />
    </DisclosureContext.Provider>
  )
}
