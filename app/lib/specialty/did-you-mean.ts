/** Edits (insert, delete, replace) from one word to another. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const replace = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, replace))
    }
    previous = current
  }
  return previous[b.length]!
}

/**
 * The known name a mistyped one most likely meant: the same letters in another case first, else the closest
 * within a third of its length (at least one edit); undefined when nothing is close.
 */
export function didYouMean(written: string, known: readonly string[]): string | undefined {
  const lower = written.toLowerCase()
  const same = known.find((name) => name.toLowerCase() === lower && name !== written)
  if (same) return same
  let best: { name: string; distance: number } | undefined
  for (const name of known) {
    const distance = editDistance(lower, name.toLowerCase())
    if (distance > Math.max(1, Math.floor(written.length / 3))) continue
    if (!best || distance < best.distance) best = { name, distance }
  }
  return best?.name
}
