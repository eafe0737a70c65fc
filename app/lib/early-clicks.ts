import { useEffect } from 'react'
import { useHydrated } from './use-hydrated'

/**
 * Calculator pages, embeds and the prerendered pages load their JavaScript after the first paint
 * (app/lib/paint-first.server.ts). Until a control has hydrated, a click on one that needs JavaScript (the menu
 * button, a link carrying a prefilled message, a schedule's "By month") would do nothing or lose its message,
 * so the page's loader holds such clicks and they are replayed once that control has hydrated.
 */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click'

/** The global the loader defines: clicks the held controls that have hydrated since. */
export const REPLAY_GLOBAL = '__replayEarlyClicks'

/**
 * Spread on a control whose click must not be lost before it hydrates. The marker is rendered until the
 * control has hydrated (a chart's or schedule's controls hydrate after the rest, with their own chunk); then it
 * goes, and the clicks held on it are replayed.
 */
export function useEarlyClick() {
  const hydrated = useHydrated()
  useEffect(() => {
    if (hydrated) replayEarlyClicks()
  }, [hydrated])
  return hydrated ? undefined : { [EARLY_CLICK_ATTRIBUTE]: '' }
}

function replayEarlyClicks() {
  const replay = (window as unknown as Record<string, unknown>)[REPLAY_GLOBAL]
  if (typeof replay === 'function') replay()
}

/**
 * A route's `handle` that asks for its server-rendered HTML to load scripts after the first paint, as the
 * prerendered pages do (entry.server.tsx, decision 0020). Its JavaScript-only controls use `useEarlyClick`.
 */
export const scriptsAfterPaint = { scriptsAfterPaint: true } as const

export function wantsScriptsAfterPaint(handle: unknown) {
  return typeof handle === 'object' && handle !== null && 'scriptsAfterPaint' in handle
}
