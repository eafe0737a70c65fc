/**
 * Whether a request target can be routed: origin-form ("/path?query") with a path that percent-decodes.
 * An absolute-form target ("http://host/path", meant for proxies), `*`, or a stray `%` ("/50%-off") cannot.
 */
export function isRoutableTarget(target: string): boolean {
  if (!target.startsWith('/')) return false
  try {
    decodeURIComponent(target.split('?', 1)[0]!)
    return true
  } catch {
    return false
  }
}
