import type { Page } from '@playwright/test'

export const phone = { width: 390, height: 844 }

/**
 * What makes the page wider than the screen, as `tag.class "text…" reaches N px`: each visible element whose
 * right edge is past the window (the outermost only: a table's cells are not named again), and the page's
 * own width when it scrolls sideways. A table scrolled inside its own box counts too: its columns are off the
 * screen all the same (issue 48 §2). Boxes an ancestor clips (overflow hidden or clip) count as far as they
 * show; texts for screen readers only and the elements under `ignore` are left out.
 */
export function phoneOffenders(page: Page, { ignore = [] as string[] } = {}) {
  return page.evaluate((ignore) => {
    const width = window.innerWidth
    const visibleRight = (element: Element) => {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) return null
      let right = box.right
      // The page's own clip (body, html) would hide what this looks for: only boxes inside it clip.
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const overflow = getComputedStyle(parent).overflowX
        if (overflow !== 'hidden' && overflow !== 'clip') continue
        const clip = parent.getBoundingClientRect()
        if (clip.left >= right || clip.width === 0) return null
        right = Math.min(right, clip.right)
      }
      return right
    }
    const offending = new Set<Element>()
    for (const element of document.body.querySelectorAll('*')) {
      // Not shown: display none, visibility hidden, or inside a closed <details> (content-visibility hidden).
      if (!element.checkVisibility({ visibilityProperty: true })) continue
      if (element.closest(['.sr-only', 'script', 'style', 'template', ...ignore].join(','))) continue
      const right = visibleRight(element)
      if (right !== null && right > width + 0.5) offending.add(element)
    }
    const found = [...offending]
      .filter((element) => !element.parentElement || !offending.has(element.parentElement))
      .map((element) => {
        const classes = [...element.classList].slice(0, 6).join('.')
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
        const right = Math.round(visibleRight(element)!)
        return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${text}" reaches ${right} px`
      })
    const scrollWidth = document.documentElement.scrollWidth
    if (scrollWidth > width) found.unshift(`the page is ${scrollWidth} px wide`)
    return found
  }, ignore)
}
