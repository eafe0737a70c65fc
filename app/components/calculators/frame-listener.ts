/**
 * Messages a calculator embed posts to the page that frames it (contract with app/calculators/frame-messages.ts).
 * Only a message from our own origin and from the frame's own window is trusted.
 */
export type FrameMessage =
  { type: 'brightline:resize'; height: number } | { type: 'brightline:state'; search: string }

const MAX_FRAME_HEIGHT = 20_000

export function readFrameMessage(
  event: MessageEvent,
  frame: HTMLIFrameElement | null,
  origin: string = window.location.origin,
): FrameMessage | undefined {
  if (!frame || event.origin !== origin || event.source !== frame.contentWindow) return undefined
  const data: unknown = event.data
  if (typeof data !== 'object' || data === null) return undefined
  const message = data as { type?: unknown; height?: unknown; search?: unknown }
  if (message.type === 'brightline:resize') {
    const height = message.height
    if (typeof height !== 'number' || !Number.isFinite(height) || height <= 0) return undefined
    return { type: 'brightline:resize', height: Math.min(Math.ceil(height), MAX_FRAME_HEIGHT) }
  }
  if (message.type === 'brightline:state') {
    const search = message.search
    if (typeof search !== 'string' || search.length > 2000 || (search !== '' && !search.startsWith('?')))
      return undefined
    return { type: 'brightline:state', search }
  }
  return undefined
}

/** Puts the frame's inputs in the address bar so it is always a shareable link, without navigating or scrolling. */
export function replaceSearch(search: string) {
  const query = new URLSearchParams(search).toString()
  const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`
  if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return
  // React Router keeps its own entry key in history.state: keep it so back/forward still work.
  window.history.replaceState(window.history.state, '', url)
}
