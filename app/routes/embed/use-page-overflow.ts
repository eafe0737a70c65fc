import { useEffect } from 'react'

/** Sets overflow on <html> and <body> while the page is shown, restoring the previous values after. */
export function usePageOverflow(overflow: 'visible' | 'hidden') {
  useEffect(() => {
    const elements = [document.documentElement, document.body]
    const previous = elements.map((element) => element.style.overflow)
    for (const element of elements) element.style.overflow = overflow
    return () => elements.forEach((element, index) => (element.style.overflow = previous[index] ?? ''))
  }, [overflow])
}
