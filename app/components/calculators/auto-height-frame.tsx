import { useEffect, useRef, useState } from 'react'
import { MEASURE_MESSAGE } from '~/calculators/frame-messages'
import { cn } from '~/lib/cn'
import { readFrameMessage, revealFrameArea } from './frame-listener'

type AutoHeightFrameProps = {
  src: string
  title: string
  /** Height in px until the embed reports its own. */
  initialHeight: number
  /** Called with the embed's inputs as a query string ('?principal=…') when they change. */
  onStateChange?: (search: string) => void
  className?: string
}

/** A lazy-loaded frame of one of our embeds that follows the height its content reports. */
export function AutoHeightFrame({
  src,
  title,
  initialHeight,
  onStateChange,
  className,
}: AutoHeightFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null)
  const [height, setHeight] = useState(initialHeight)
  const onStateChangeRef = useRef(onStateChange)

  useEffect(() => {
    onStateChangeRef.current = onStateChange
  }, [onStateChange])

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      const message = readFrameMessage(event, frameRef.current)
      if (message?.type === 'brightline:resize') setHeight(message.height)
      else if (message?.type === 'brightline:state') onStateChangeRef.current?.(message.search)
      else if (message?.type === 'brightline:reveal' && frameRef.current)
        revealFrameArea(frameRef.current, message.top, message.height)
    }
    window.addEventListener('message', onMessage)
    // The frame reports its height once laid out, often before this page has hydrated: that report reached
    // no listener and the frame kept its initial height (on a phone a calculator is taller than the spec's
    // 1,400 px and was cut off). Ask again now that we listen.
    const frame = frameRef.current
    frame?.contentWindow?.postMessage({ type: MEASURE_MESSAGE }, new URL(frame.src, location.href).origin)
    return () => window.removeEventListener('message', onMessage)
  }, [])

  return (
    <iframe
      ref={frameRef}
      src={src}
      title={title}
      loading="lazy"
      style={{ height }}
      className={cn('block w-full border-0', className)}
    />
  )
}
