/**
 * Prerendered pages load their JavaScript after the first paint (server/paint-first.ts). Until React has
 * hydrated, a click on a control that needs JavaScript (the menu button, a link carrying a prefilled message)
 * would do nothing or lose its message, so the page's loader holds such clicks and replays them here.
 */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click'

/** Spread on an element whose click must not be lost before hydration. */
export const earlyClick = { [EARLY_CLICK_ATTRIBUTE]: '' }

/** The global the loader defines; called once, after hydration. */
export const REPLAY_GLOBAL = '__replayEarlyClicks'

export function replayEarlyClicks() {
  const replay = (window as unknown as Record<string, unknown>)[REPLAY_GLOBAL]
  if (typeof replay === 'function') replay()
}
