import { useLocation } from 'react-router'
import { AutoHeightFrame } from '~/components/calculators/auto-height-frame'
import { CalculatorPage } from '~/components/calculators/calculator-page'
import { calculatorMeta, calculatorPages } from '~/components/calculators/calculator-pages'
import { replaceSearch } from '~/components/calculators/frame-listener'
import type { Route } from './+types/loan'

export function meta({ matches }: Route.MetaArgs) {
  return calculatorMeta('loan', matches)
}

/** Full-page frame variant: 1400 px until the calculator reports its height; the URL carries its inputs. */
export default function LoanCalculatorPage() {
  const { search } = useLocation()
  const { name, intro } = calculatorPages.loan
  return (
    <CalculatorPage name={name} intro={intro}>
      <AutoHeightFrame
        src={`/embed/loan-calculator${search}`}
        title={name}
        initialHeight={1400}
        onStateChange={replaceSearch}
      />
    </CalculatorPage>
  )
}
