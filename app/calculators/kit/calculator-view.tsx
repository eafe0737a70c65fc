import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { calculators, type CalculatorType } from '../registry'
import type { CalculatorProps } from './define'
import { VisitorKitContext } from './visitor-kit'

// Each calculator's view is its own chunk, fetched only where it is shown. Render it without a Suspense
// boundary around it: the server then waits for it before sending the page (so it works without JavaScript)
// and hydration waits for the chunk instead of showing a fallback.
const views = Object.fromEntries(
  calculators.map((calculator) => [
    calculator.name,
    lazy(async () => {
      const { Component: View, headline, parameterProblems } = (await calculator.load()).default
      // The visitor tools (share, compare, PDF) read the calculator's name and headline from here.
      function WithKit(props: CalculatorProps) {
        const kit = { name: calculator.name, headline, today: props.today ?? '', parameterProblems }
        return (
          <VisitorKitContext.Provider value={kit}>
            <View {...props} />
          </VisitorKitContext.Provider>
        )
      }
      return { default: WithKit }
    }),
  ]),
) as Record<CalculatorType, LazyExoticComponent<ComponentType<CalculatorProps>>>

/** The calculator of type `type`, loaded on demand (embeds; any page that shows a calculator by its type). */
export function CalculatorView({ type, ...props }: CalculatorProps & { type: CalculatorType }) {
  const View = views[type]
  return <View key={type} {...props} />
}
