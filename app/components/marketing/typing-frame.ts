/** Spec timings of the typing logo. */
export const TYPE_INTERVAL_MS = 150
export const BLINK_INTERVAL_MS = 500

export type TypingFrame = { visible: string; cursorOn: boolean; done: boolean; nextChangeInMs: number }

/** What the typing logo shows `elapsedMs` after it started: pure so the timing is testable without a DOM. */
export function typingFrame(text: string, elapsedMs: number): TypingFrame {
  const elapsed = Math.max(0, elapsedMs)
  const typed = Math.min(text.length, Math.floor(elapsed / TYPE_INTERVAL_MS))
  if (typed < text.length) {
    return {
      visible: text.slice(0, typed),
      cursorOn: true,
      done: false,
      nextChangeInMs: (typed + 1) * TYPE_INTERVAL_MS - elapsed,
    }
  }
  const sinceDone = elapsed - text.length * TYPE_INTERVAL_MS
  return {
    visible: text,
    cursorOn: Math.floor(sinceDone / BLINK_INTERVAL_MS) % 2 === 0,
    done: true,
    nextChangeInMs: BLINK_INTERVAL_MS - (sinceDone % BLINK_INTERVAL_MS),
  }
}
