// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
const unsafe = /[\p{Cc}\u2028\u2029]/gu
const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }

/**
 * Text from a visitor (a path, a name) made fit for one log line: control characters are escaped, so that
 * nobody can forge log lines or send escape sequences to an operator's terminal. Pass it as an argument
 * after a format string, never as the format string itself (`%c` in a path would swallow the next argument).
 */
export function logSafe(value: string): string {
  return value.replace(
    unsafe,
    (char) => named[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}
