import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Button } from './button'

describe('Button', () => {
  it('is a button of the chosen look', () => {
    const html = renderToStaticMarkup(
      <Button variant="secondary" size="sm" type="submit" disabled>
        Save
      </Button>,
    )
    expect(html).toMatch(
      /^<button class="[^"]*border-brand-700[^"]*min-h-9[^"]*" type="submit" disabled="">Save<\/button>$/,
    )
  })

  it('as a child, lends its look to the link and keeps what the link says of itself', () => {
    const html = renderToStaticMarkup(
      <Button asChild variant="accent" size="lg" className="w-full">
        <a href="/contact-us" className="mt-4" aria-label="Talk to us">
          Contact
        </a>
      </Button>,
    )
    expect(html).toMatch(/^<a href="\/contact-us" class="[^"]*" aria-label="Talk to us">Contact<\/a>$/)
    const classes = /class="([^"]*)"/.exec(html)![1]!.split(' ')
    expect(classes).toEqual(
      expect.arrayContaining(['inline-flex', 'bg-accent-400', 'min-h-12', 'w-full', 'mt-4']),
    )
  })
})
