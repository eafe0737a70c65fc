/**
 * One-time toasts carried across a redirect in a short-lived cookie. The cookie holds only a key of this
 * table, never text, so nothing a URL or a visitor sends can be shown as a toast.
 */
export const flashMessages = {
  'access-denied': { kind: 'error', title: 'Access Denied', description: "You don't have admin privileges." },
  'signed-in': { kind: 'success', title: 'Success!', description: 'You have been signed in successfully.' },
  'signed-out': { kind: 'success', title: 'Signed out', description: 'You have been signed out.' },
} as const

export type FlashKey = keyof typeof flashMessages

export const FLASH_COOKIE = 'flash'

/** A Set-Cookie value for a redirect response (readable by the page script, gone after 60 s). */
export function flashCookie(key: FlashKey) {
  return `${FLASH_COOKIE}=${key}; Path=/; Max-Age=60; SameSite=Lax`
}

/** Reads and clears the flash cookie in the browser. */
export function takeFlash(): (typeof flashMessages)[FlashKey] | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|; )${FLASH_COOKIE}=([^;]*)`))
  if (!match) return undefined
  document.cookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
  const key = decodeURIComponent(match[1] ?? '')
  return key in flashMessages ? flashMessages[key as FlashKey] : undefined
}
