import { useEffect, useState, useSyncExternalStore } from 'react'
import { cn } from '~/lib/cn'
import { typingFrame } from './typing-frame'

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  )
}

/**
 * Types `text` one character per 150 ms, then blinks a cursor every 500 ms (spec). Screen readers and
 * crawlers get the full text from the server HTML; the animated copy is decorative. An invisible copy
 * reserves the final width and height so the typing never shifts the layout.
 */
export function TypingLogo({ text, className }: { text: string; className?: string }) {
  const reducedMotion = usePrefersReducedMotion()
  const [elapsed, setElapsed] = useState(0)

  useEffect(() => {
    if (reducedMotion) return
    const start = performance.now()
    let timer: ReturnType<typeof setTimeout>
    function tick() {
      const now = performance.now() - start
      setElapsed(now)
      timer = setTimeout(tick, typingFrame(text, now).nextChangeInMs)
    }
    timer = setTimeout(tick, typingFrame(text, 0).nextChangeInMs)
    return () => clearTimeout(timer)
  }, [text, reducedMotion])

  const frame = reducedMotion ? { visible: text, cursorOn: true } : typingFrame(text, elapsed)

  return (
    <p className={cn('inline-block', className)}>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true" className="inline-grid">
        {/* With reduced motion this copy is the one shown, from the first paint: CSS decides, not hydration. */}
        <span className="invisible col-start-1 row-start-1 pr-2 motion-reduce:visible" data-logo-whole>
          {text}
        </span>
        <span className="col-start-1 row-start-1 whitespace-nowrap motion-reduce:invisible" data-typing-logo>
          {frame.visible}
          <span
            className={cn(
              'ml-1 inline-block h-[0.9em] w-[3px] translate-y-[0.1em] bg-current',
              frame.cursorOn ? 'opacity-100' : 'opacity-0',
            )}
          />
        </span>
        {/* Without JavaScript the name is shown whole, in the same reserved box. */}
        <noscript className="col-start-1 row-start-1 motion-reduce:hidden">
          <style>{'[data-typing-logo]{visibility:hidden}'}</style>
          {text}
        </noscript>
      </span>
    </p>
  )
}
