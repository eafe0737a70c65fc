import { BRAND_PARAMS } from './branding'
import { compactScript } from '~/lib/inline-script'

/*
 * Messages an /embed/* page posts to the page framing it (window.parent). They carry no secrets, so they are
 * posted with target origin '*'; receivers must check event.origin (the calculator host) and event.source
 * (their own iframe's contentWindow) before trusting them.
 */
export const RESIZE_MESSAGE = 'brightline:resize'
export const STATE_MESSAGE = 'brightline:state'
/** From the framing page to the frame: report your height again (a report made before it listened was lost). */
export const MEASURE_MESSAGE = 'brightline:measure'
/** Scroll the framing page so that this part of the frame (an answer to the visitor's submit) is in view. */
export const REVEAL_MESSAGE = 'brightline:reveal'

/** The document height in CSS pixels changed (sent on load and on every change, via ResizeObserver). */
export interface ResizeMessage {
  type: typeof RESIZE_MESSAGE
  height: number
}

/** The calculator inputs changed: `search` is the query string ('?principal=…') without branding params. */
export interface StateMessage {
  type: typeof STATE_MESSAGE
  search: string
}

/** The area to show, in CSS pixels from the top of the frame's document. */
export interface RevealMessage {
  type: typeof REVEAL_MESSAGE
  top: number
  height: number
}

export type FrameMessage = ResizeMessage | StateMessage | RevealMessage

const MAX_HEIGHT = 100_000
const MAX_SEARCH = 2_000

/** Validates untrusted `event.data`; returns undefined for anything that is not one of our messages. */
export function parseFrameMessage(data: unknown): FrameMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { type, height, search, top } = data as Record<string, unknown>
  if (type === REVEAL_MESSAGE && isPixels(top) && isPixels(height)) return { type, top, height }
  if (type === RESIZE_MESSAGE && typeof height === 'number' && Number.isFinite(height)) {
    if (height < 0 || height > MAX_HEIGHT) return undefined
    return { type, height: Math.ceil(height) }
  }
  if (type === STATE_MESSAGE && typeof search === 'string' && search.length <= MAX_SEARCH) {
    if (search !== '' && !search.startsWith('?')) return undefined
    return { type, search }
  }
  return undefined
}

const isPixels = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_HEIGHT

/** The query string of the inputs only: branding params (color, accent, font, lang) removed. */
export function inputSearch(search: string): string {
  const params = new URLSearchParams(search)
  for (const name of BRAND_PARAMS) params.delete(name)
  const text = params.toString()
  return text ? `?${text}` : ''
}

function isFramed(): boolean {
  try {
    return window.parent !== window
  } catch {
    return true
  }
}

function post(message: FrameMessage) {
  if (isFramed()) window.parent.postMessage(message, '*')
}

/**
 * An inline script for the embed's HTML: posts the document height now and whenever it changes. Inline, the
 * frame takes its content's height from the first paint, before React has hydrated (or without it: a frame on
 * our own pages hydrates only when the visitor reaches for it, decision 0022). Rendered by the server only:
 * the browser's bundle leaves it out (pure).
 */
export const RESIZE_REPORTER = /* @__PURE__ */ compactScript(`(function () {
  if (window.parent === window || typeof ResizeObserver === "undefined") return;
  var last = -1;
  function send() {
    // The body's own height, not the document's scrollHeight, which never drops below the frame's height and
    // would keep a frame from shrinking.
    var height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    // The document's title is the calculator's visible title: the loader gives it to a client's frame.
    window.parent.postMessage({ type: "${RESIZE_MESSAGE}", height: height, title: document.title }, "*");
  }
  // Its first call comes with the first layout: measuring here, mid-parse, would force one more.
  new ResizeObserver(send).observe(document.body);
  // Chromium skips the layout of a cross-origin frame out of sight, and with it the observer, until the visitor
  // scrolls to it; measuring on load lays it out, so the frame has its height before then. What changes after
  // (the calculator booting, a part it loads, a font arriving) is measured too, after the task that changed it,
  // or the page would jump when the visitor scrolls to it.
  window.addEventListener("load", send);
  function soon() { setTimeout(send); }
  new MutationObserver(soon).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  if (document.fonts) document.fonts.onloadingdone = soon;
  window.addEventListener("message", function (event) {
    if (event.source !== window.parent || !event.data || event.data.type !== "${MEASURE_MESSAGE}") return;
    last = -1;
    send();
  });
})();`)

/**
 * Moves focus to the answer of a submit (a confirmation, an error) and makes sure the visitor sees it. In a
 * frame that follows its content's height the frame never scrolls: the page framing it must (issue 33 §2).
 * The request goes out two frames later, after the frame's new height was reported (ResizeObserver runs
 * after the first frame's callbacks), so the host scrolls within the page as it will be.
 */
export function focusAndReveal(element: HTMLElement | null | undefined) {
  if (!element) return
  if (!isFramed()) return element.focus()
  element.focus({ preventScroll: true })
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const box = element.getBoundingClientRect()
      post({ type: REVEAL_MESSAGE, top: Math.max(0, box.top + window.scrollY), height: box.height })
    }),
  )
}

/** Posts the inputs' query string to the parent frame. */
export function postStateMessage(search: string) {
  post({ type: STATE_MESSAGE, search: inputSearch(search) })
}
