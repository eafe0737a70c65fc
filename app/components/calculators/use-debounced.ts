import { useEffect, useState } from 'react'

/** The value as it was `delayMs` after its last change: reloading a frame on every keystroke is wasteful. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs)
    return () => window.clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
