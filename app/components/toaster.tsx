import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { toast, Toaster as Sonner } from 'sonner'
import { takeFlash } from '~/lib/flash'

export function Toaster() {
  const location = useLocation()
  useEffect(() => {
    const flash = takeFlash()
    if (flash) toast[flash.kind](flash.title, { description: flash.description })
  }, [location.key])
  return <Sonner position="top-center" richColors closeButton />
}
