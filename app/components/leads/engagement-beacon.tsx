import { useEffect } from 'react'
import { emitHostEvent } from '~/calculators/host-events'
import { changedBeforeHydration } from '~/lib/before-hydration'

/** Tells the server once per page load that the visitor changed an input; sends nothing about the visitor. */
export function EngagementBeacon({
  publicId,
  calculator,
}: {
  publicId: string
  calculator: React.RefObject<HTMLElement | null>
}) {
  useEffect(() => {
    const element = calculator.current
    if (!element) return
    const engaged = () => {
      element.removeEventListener('input', engaged)
      emitHostEvent('calculator_engaged')
      const url = `/api/engaged/${publicId}`
      if (!navigator.sendBeacon?.(url)) void fetch(url, { method: 'POST', keepalive: true }).catch(() => {})
    }
    element.addEventListener('input', engaged)
    // Input typed before hydration reached no listener; it is still in the fields.
    const controls = element.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
      'input, select, textarea',
    )
    if (changedBeforeHydration(controls)) engaged()
    return () => element.removeEventListener('input', engaged)
  }, [publicId, calculator])
  return null
}
