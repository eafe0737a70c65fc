// negotiator ships no types; this is the part of its API the server uses.
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http'

  export default class Negotiator {
    constructor(request: IncomingMessage)
    /** The accepted encodings among `available`, best first; `preferred` breaks the client's ties. */
    encodings(available: string[], options?: { preferred?: string[] }): string[]
  }
}
