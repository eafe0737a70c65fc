import { useLocation } from 'react-router'
import { AutoHeightFrame } from '~/components/calculators/auto-height-frame'
import { CalculatorPage } from '~/components/calculators/calculator-page'
import { calculatorMeta, calculatorPages } from '~/components/calculators/calculator-pages'
import { replaceSearch } from '~/components/calculators/frame-listener'
import type { Route } from './+types/retirement'

export function meta({ matches }: Route.MetaArgs) {
  return calculatorMeta('retirement', matches)
}

/** Retirement embed frame variant: 800 px until the calculator reports its height; the URL carries its inputs. */
export default function RetirementCalculatorPage() {
  const { search } = useLocation()
  const { name, intro } = calculatorPages.retirement
  return (
    <CalculatorPage name={name} intro={intro}>
      <AutoHeightFrame
        src={`/embed/retirement-calculator${search}`}
        title={name}
        initialHeight={800}
        onStateChange={replaceSearch}
      />
    </CalculatorPage>
  )
}
