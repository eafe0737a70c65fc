import type { ComponentProps } from 'react'
import { useEarlyClick } from '~/lib/early-clicks'

/**
 * A button that only works with JavaScript. A click that comes before it has hydrated is held and replayed once
 * it has (scripts load after the first paint; a schedule's controls hydrate with their own, later chunk).
 */
export function EarlyButton(props: ComponentProps<'button'>) {
  const early = useEarlyClick()
  return <button type="button" {...early} {...props} />
}
