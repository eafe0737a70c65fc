import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the server's HTML and while the browser hydrates it, true on the render right after: for a control
 * that does nothing useful, or the wrong thing, until its page's scripts run.
 */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
