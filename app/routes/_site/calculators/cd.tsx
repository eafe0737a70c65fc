import { CalculatorPage } from '~/components/calculators/calculator-page'
import { calculatorMeta, calculatorPages } from '~/components/calculators/calculator-pages'
import { useSearchParams } from 'react-router'
import { ScriptCalculator } from '~/components/calculators/script-calculator'
import type { Route } from './+types/cd'

export function meta({ matches }: Route.MetaArgs) {
  return calculatorMeta('cd', matches)
}

/** Script variant, by spec: the CD calculator arrives through our public loader, as on a client's site. */
export default function CdCalculatorPage() {
  const { name, intro } = calculatorPages.cd
  const [searchParams] = useSearchParams()
  return (
    <CalculatorPage name={name} intro={intro}>
      <ScriptCalculator calculator="cd" title={name} height={600} inputs={searchParams} />
    </CalculatorPage>
  )
}
