import { lazy, Suspense, useEffect, useState, type CSSProperties } from 'react'
import { takeFlash } from '~/lib/flash'
import { useSiteNavigation } from '~/lib/site-navigation'
import { loadToastLibrary, onToasterNeeded, toast, toasterMounted } from '~/lib/toast'

// sonner's rich colours put mid-tone text on pale backgrounds (below WCAG AA); these keep the look, darker.
// Under the sticky header (h-16, z-40), never over it: the header and its mobile menu stay on top.
const toasterStyle = {
  '--success-text': '#14532d',
  '--error-text': '#991b1b',
  '--info-text': '#1e3a8a',
  '--warning-text': '#78350f',
  zIndex: 30,
} as CSSProperties
const belowHeader = { top: 72 }

const Sonner = lazy(() =>
  loadToastLibrary().then(({ Toaster }) => ({
    default: function MountedToaster() {
      useEffect(toasterMounted, [])
      return (
        <Toaster
          position="top-center"
          offset={belowHeader}
          mobileOffset={belowHeader}
          richColors
          closeButton
          style={toasterStyle}
        />
      )
    },
  })),
)

/** Mounts the toast area the first time a toast is shown, and shows one-time toasts after redirects. */
export function Toaster() {
  const { location } = useSiteNavigation()
  const [needed, setNeeded] = useState(false)
  useEffect(() => onToasterNeeded(() => setNeeded(true)), [])
  useEffect(() => {
    const flash = takeFlash()
    if (!flash) return
    toast[flash.kind](flash.title, { description: flash.description })
  }, [location.key])
  return needed ? (
    <Suspense fallback={null}>
      <Sonner />
    </Suspense>
  ) : null
}
