import { FLASH_META } from './page-flash'

/**
 * One-time toasts carried across a redirect in a short-lived cookie. The cookie holds only a key of this
 * table, never text, so nothing a URL or a visitor sends can be shown as a toast.
 */
export const flashMessages = {
  'access-denied': { kind: 'error', title: 'Access Denied', description: "You don't have admin privileges." },
  // The spec's toast, word for word: a sign-in now lands where the member was going or in their workspace, so
  // the "Open your workspace" it offered while every sign-in landed on / is gone (decision 0078).
  'signed-in': { kind: 'success', title: 'Success!', description: 'You have been signed in successfully.' },
  'signed-out': { kind: 'success', title: 'Signed out', description: 'You have been signed out.' },
  'password-reset': {
    kind: 'success',
    title: 'Password changed',
    description: 'You have been signed out everywhere. Sign in with your new password.',
  },
  'session-expired': {
    kind: 'error',
    title: 'Signed out',
    description: 'This workspace signs you out after a while. Sign in again to continue.',
  },
} as const

export type FlashKey = keyof typeof flashMessages

export const FLASH_COOKIE = 'flash'

/** A Set-Cookie value for a redirect response (readable by the page script, gone after 60 s). */
export function flashCookie(key: FlashKey) {
  return `${FLASH_COOKIE}=${key}; Path=/; Max-Age=60; SameSite=Lax`
}

/** The flash key of a Cookie request header, if it names one of the table. */
export function flashFromCookieHeader(header: string | undefined): FlashKey | undefined {
  const match = header?.match(new RegExp(`(?:^|;\\s*)${FLASH_COOKIE}=([^;]*)`))
  return toFlashKey(match?.[1])
}

export const clearFlashCookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`

// The page's own flash is read once, when it first shows: later takes follow client-side redirects.
let pageFlashTaken = false

/**
 * The one-time toast for this page, taken once. Every page the server sends carries in its own HTML the flash
 * its request brought (a prerendered page by server/static-pages.ts, any other by entry.server.tsx), and the
 * server clears the cookie: so a page still hydrating while the browser follows a redirect elsewhere cannot
 * take the cookie meant for the next page. Redirects of client-side navigations leave it in the cookie.
 */
export function takeFlash(): (typeof flashMessages)[FlashKey] | undefined {
  const meta = pageFlashTaken ? null : document.querySelector<HTMLMetaElement>(`meta[name="${FLASH_META}"]`)
  pageFlashTaken = true
  let key: FlashKey | undefined
  if (meta) key = toFlashKey(meta.content)
  else {
    key = flashFromCookieHeader(document.cookie)
    if (key) document.cookie = clearFlashCookie
  }
  return key ? flashMessages[key] : undefined
}

function toFlashKey(value: string | undefined): FlashKey | undefined {
  return value && Object.hasOwn(flashMessages, value) ? (value as FlashKey) : undefined
}
