import { createContext } from 'react-router'

/** Stands in for the CSP nonce in prerendered HTML; server/static-pages.ts swaps in each request's nonce. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__'

export type RequestInfo = {
  nonce: string
  clientAddress: string
  /** A React Router `.data` request (in-app navigation or form), whose URL loaders see without the suffix. */
  dataRequest?: boolean
  /** The request target could not be routed (server/router-handler.ts): the not-found route answers 400. */
  badRequest?: boolean
  /** The answer will be kept and sent to every visitor (a published embed): render it whole, not streamed. */
  cacheable?: boolean
}

export const requestInfoContext = createContext<RequestInfo>({
  nonce: NONCE_PLACEHOLDER,
  clientAddress: 'unknown',
})
