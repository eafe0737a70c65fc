import { Transform } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'

const LINK = '<link rel="modulepreload" '
const LOW = '<link rel="modulepreload" fetchpriority="low" '

/**
 * Marks React Router's modulepreload links low priority as the streamed HTML passes through. A server-rendered
 * page shows its content without any script (React hydrates it afterwards), so the browser should not let
 * ~130 KB of them compete with the document and its first paint on a slow connection; Lighthouse's simulated
 * slow 4G counted every script that had loaded before the first paint as needed for it (docs/performance.md).
 * A link split between two chunks is kept whole by holding back a chunk's last partial tag.
 */
export function lowPriorityPreloads() {
  const decoder = new StringDecoder('utf8') // a character may be split between chunks too
  let held = ''
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = held + decoder.write(chunk)
      const cut = splitPoint(text)
      held = text.slice(cut)
      callback(null, text.slice(0, cut).replaceAll(LINK, LOW))
    },
    flush(callback) {
      callback(null, (held + decoder.end()).replaceAll(LINK, LOW))
    },
  })
}

// Where the text may safely be cut: before a trailing '<' that could begin LINK, otherwise at its end.
function splitPoint(text: string) {
  const last = text.lastIndexOf('<')
  if (last === -1) return text.length
  const tail = text.slice(last)
  return tail.length < LINK.length && LINK.startsWith(tail) ? last : text.length
}
