import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { calculators, type CalculatorType } from '../registry'
import { isResolvable, resolveMeta, type AnyCalculatorType } from '../resolve'
import type { CalculatorMeta, CalculatorProps } from './define'
import { VisitorKitContext } from './visitor-kit'

// Each calculator's view is its own chunk, fetched only where it is shown. Render it without a Suspense
// boundary around it: the server then waits for it before sending the page (so it works without JavaScript)
// and hydration waits for the chunk instead of showing a fallback.
function lazyView(calculator: Pick<CalculatorMeta, 'name' | 'load'>) {
  return lazy(async () => {
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
  })
}

const views = new Map<string, LazyExoticComponent<ComponentType<CalculatorProps>>>(
  calculators.map((calculator) => [calculator.name, lazyView(calculator)]),
)

/**
 * The calculator of type `type`, loaded on demand (embeds; any page that shows a calculator by its type): a
 * registry calculator, or a specialty version registered with the one registry (app/calculators/resolve.ts).
 */
export function CalculatorView({ type, ...props }: CalculatorProps & { type: AnyCalculatorType }) {
  const View = viewOf(type)
  // eslint-disable-next-line react-hooks/static-components -- the same lazy view every render: cached per type
  return <View key={type} {...props} />
}

/** One lazy view per type, made once (a specialty version's on first use: it never changes). */
function viewOf(type: AnyCalculatorType) {
  let view = views.get(type)
  if (!view && isResolvable(type)) {
    view = lazyView(resolveMeta(type))
    views.set(type, view)
  }
  if (!view) throw new RangeError(`Unknown calculator: ${type}`)
  return view
}

export type { CalculatorType }
