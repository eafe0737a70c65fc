import type { IconNode } from 'lucide'
import { createElement } from 'react'

/**
 * A lucide icon, drawn as lucide-react drew it: a 24-unit box, 2-unit round strokes in the text's colour. `icon`
 * is the drawing as the `lucide` package exports it (`import { Menu } from 'lucide'`). Every icon of the site is
 * decorative, beside a text that says the same: hidden from screen readers and never focused. lucide-react's
 * runtime was ~2 KB (Brotli) of the `site` chunk every page loads (decision 0101); the drawings are the same.
 */
export function Icon({ icon, className }: { icon: IconNode; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  )
}
