import { Menu } from 'lucide'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Icon } from './icon'

describe('Icon', () => {
  it("draws lucide's icon in the text's colour, hidden from screen readers and never focused", () => {
    const html = renderToStaticMarkup(<Icon icon={Menu} className="size-4" />)
    expect(html).toContain('viewBox="0 0 24 24"')
    expect(html).toContain('stroke="currentColor"')
    expect(html).toContain('aria-hidden="true"')
    expect(html).toContain('focusable="false"')
    expect(html).toContain('class="size-4"')
    expect(html.match(/<path d="M4 (5|12|19)h16"><\/path>/g)).toHaveLength(3)
  })
})
