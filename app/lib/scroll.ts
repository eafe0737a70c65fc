/** Delay before scrolling once a page has loaded, by spec (Home and Products links). */
export const SCROLL_DELAY_MS = 100

export const isHomePath = (pathname: string) => pathname === '/' || pathname === '/home'

const smooth = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'

export function scrollToProducts() {
  document.getElementById('products')?.scrollIntoView({ behavior: smooth(), block: 'start' })
}

export function scrollToTop() {
  window.scrollTo({ top: 0, behavior: smooth() })
}
