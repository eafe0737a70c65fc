/**
 * The engine's result, or undefined when it refuses the input: the widgets show field messages instead,
 * never NaN or a crash.
 */
export function computeSafely<T>(compute: () => T): T | undefined {
  try {
    return compute()
  } catch {
    return undefined
  }
}
