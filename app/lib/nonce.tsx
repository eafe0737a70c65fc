import { createContext, useContext } from 'react'

const NonceContext = createContext<string | undefined>(undefined)

export const NonceProvider = NonceContext.Provider

/** The CSP nonce on the server; undefined in the browser, where scripts are already trusted. */
export function useNonce() {
  return useContext(NonceContext)
}

const FlashContext = createContext<string | undefined>(undefined)

export const FlashProvider = FlashContext.Provider

/** The flash key the page's request brought (or the prerender placeholder) on the server; undefined in the browser. */
export function useServerFlash() {
  return useContext(FlashContext)
}
