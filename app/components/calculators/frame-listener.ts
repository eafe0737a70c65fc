import { BRAND_PARAMS } from '~/calculators/branding'
import { parseFrameMessage, type FrameMessage } from '~/calculators/frame-messages'

const MAX_FRAME_HEIGHT = 20_000

/** One of our embed messages, only when it comes from our own origin and from this very frame's window. */
export function readFrameMessage(
  event: MessageEvent,
  frame: HTMLIFrameElement | null,
  origin: string = window.location.origin,
): FrameMessage | undefined {
  if (!frame || event.origin !== origin || event.source !== frame.contentWindow) return undefined
  const message = parseFrameMessage(event.data)
  if (message?.type === 'brightline:resize') {
    if (message.height <= 0) return undefined
    return { ...message, height: Math.min(message.height, MAX_FRAME_HEIGHT) }
  }
  return message
}

/**
 * Puts the frame's inputs in the address bar so it is always a shareable link, without navigating or scrolling.
 * The frame reports inputs only; branding parameters already in the page URL are kept.
 */
export function replaceSearch(search: string) {
  const params = new URLSearchParams(search)
  const current = new URLSearchParams(window.location.search)
  for (const name of BRAND_PARAMS) {
    const value = current.get(name)
    if (value !== null && !params.has(name)) params.set(name, value)
  }
  const query = params.toString()
  const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`
  if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return
  // React Router keeps its own entry key in history.state: keep it so back/forward still work.
  window.history.replaceState(window.history.state, '', url)
}

/**
 * The frame asked to show an area of its document (an answer to a submit): scroll this page so that it is in
 * view, a third down the window, unless it already is. public /embed.js does the same on clients' pages.
 */
export function revealFrameArea(frame: HTMLIFrameElement, top: number, height: number) {
  const at = frame.getBoundingClientRect().top + top
  const room = window.innerHeight
  if (at >= 0 && at + height <= room) return
  window.scrollBy(0, at - Math.max(16, Math.min(room / 3, room - height - 16)))
}
