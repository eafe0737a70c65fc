import { useEffect, type CSSProperties } from 'react'
import { useLocation } from 'react-router'
import { toast, Toaster as Sonner } from 'sonner'
import { takeFlash } from '~/lib/flash'

// sonner's rich colours put mid-tone text on pale backgrounds (below WCAG AA); these keep the look, darker.
const readableColours = {
  '--success-text': '#14532d',
  '--error-text': '#991b1b',
  '--info-text': '#1e3a8a',
  '--warning-text': '#78350f',
} as CSSProperties

export function Toaster() {
  const location = useLocation()
  useEffect(() => {
    const flash = takeFlash()
    if (flash) toast[flash.kind](flash.title, { description: flash.description })
  }, [location.key])
  return <Sonner position="top-center" richColors closeButton style={readableColours} />
}
