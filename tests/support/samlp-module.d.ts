// The part of samlp 8 (Auth0's SAML 2.0 identity provider, which ships no types) that saml-idp.ts uses.
declare module 'samlp' {
  type Next = (error?: unknown) => void
  type Middleware = (request: unknown, response: unknown, next: Next) => void
  const samlp: {
    auth(options: Record<string, unknown>): Middleware
    metadata(options: Record<string, unknown>): (request: unknown, response: unknown) => void
  }
  export default samlp
}
