import { useLocation, useMatches, useSearchParams } from 'react-router'
import { calculatorOfMatches, type RegisteredCalculator } from '~/calculators/registry'
import { AutoHeightFrame } from '~/components/calculators/auto-height-frame'
import { CalculatorPage } from '~/components/calculators/calculator-page'
import { replaceSearch } from '~/components/calculators/frame-listener'
import { ScriptCalculator } from '~/components/calculators/script-calculator'
import { scriptsAfterPaint } from '~/lib/early-clicks'
import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/calculator'

/** /calculators/<name> and /white-label-calculators/<name>-calculator; the canonical URL is the first. */
export function meta({ matches }: Route.MetaArgs) {
  const { name, title, description } = calculatorOfMatches(matches)
  return pageMeta({ title: title.en, description, path: `/calculators/${name}`, origin: originFrom(matches) })
}

/** Scripts after the first paint, as on the prerendered pages (the site layout replays held clicks). */
export const handle = scriptsAfterPaint

export default function CalculatorPageRoute() {
  const calculator = calculatorOfMatches(useMatches())
  // Keyed: going from one calculator's page to another's must not keep the first one's frame state.
  return (
    <CalculatorPage
      name={calculator.title.en}
      accuracyHref={`/accuracy#${calculator.name}`}
      intro={calculator.intro}
      tryHref={`/try/${calculator.name}-calculator`}
    >
      {calculator.page.kind === 'script' ? (
        <ScriptView key={calculator.name} calculator={calculator} />
      ) : (
        <FrameView key={calculator.name} calculator={calculator} />
      )}
    </CalculatorPage>
  )
}

/** Frame variant: the spec's height until the calculator reports its own; the URL carries its inputs. */
function FrameView({ calculator }: { calculator: RegisteredCalculator }) {
  const { search } = useLocation()
  return (
    <AutoHeightFrame
      src={`/embed/${calculator.name}-calculator${search}`}
      title={calculator.title.en}
      initialHeight={calculator.page.height}
      onStateChange={replaceSearch}
    />
  )
}

/** Script variant: the calculator arrives through our public loader, as on a client's site. */
function ScriptView({ calculator }: { calculator: RegisteredCalculator }) {
  const [searchParams] = useSearchParams()
  return (
    <ScriptCalculator
      calculator={calculator.name}
      title={calculator.title.en}
      height={calculator.page.height}
      inputs={searchParams}
    />
  )
}
