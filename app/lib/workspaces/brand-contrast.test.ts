import { describe, expect, it } from 'vitest'
import { contrastRatio, DARK_TEXT, WHITE } from '~/calculators/branding'
import { checkBrandColour, nearestReadable } from './brand-contrast'

describe('brand colours stay readable (WCAG 2.2 AA, 4.5:1)', () => {
  it('accepts a readable primary and accent as they are', () => {
    expect(checkBrandColour('color', '#0B5EA8')).toMatchObject({ ok: true, hex: '#0b5ea8' })
    expect(checkBrandColour('accent', '#e39b12')).toMatchObject({ ok: true, hex: '#e39b12' })
  })

  it('offers the nearest shade that passes, of the same hue', () => {
    for (const hex of ['#7dd3fc', '#ffff00', '#f5b942', '#ffffff']) {
      const shade = nearestReadable('color', hex)
      expect(contrastRatio(shade, WHITE)).toBeGreaterThanOrEqual(4.5)
    }
    for (const hex of ['#1e293b', '#000000', '#0b5ea8']) {
      const shade = nearestReadable('accent', hex)
      expect(contrastRatio(shade, DARK_TEXT)).toBeGreaterThanOrEqual(4.5)
    }
    expect(checkBrandColour('color', 'blue')).toEqual({ ok: false, reason: 'format' })
  })
})
