import { describe, expect, test } from 'vitest'
import {
  brandSearchParams,
  brandStyle,
  contrastRatio,
  DEFAULT_BRAND,
  fontFaceCss,
  normalizeHex,
  parseBrand,
} from './branding'

describe('contrastRatio', () => {
  test('black on white is 21:1 and a colour on itself is 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#0b5ea8', '#0b5ea8')).toBe(1)
  })

  test('matches published WCAG values', () => {
    // #767676 is the lightest grey that passes 4.5:1 on white; #777777 fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5)
    expect(contrastRatio('#595959', '#ffffff')).toBeCloseTo(7.0, 2)
  })
})

describe('normalizeHex', () => {
  test('accepts 3 and 6 digit hex with or without #', () => {
    expect(normalizeHex('#ABC')).toBe('#aabbcc')
    expect(normalizeHex('1a2B3c')).toBe('#1a2b3c')
  })

  test('refuses names, functions and injected CSS', () => {
    for (const value of [
      'red',
      'rgb(0,0,0)',
      '#12345',
      '#1234567',
      'red;}body{display:none',
      '#000;}x{',
      '',
      null,
    ]) {
      expect(normalizeHex(value)).toBeUndefined()
    }
  })
})

describe('parseBrand', () => {
  test('reads valid values from a query string', () => {
    const brand = parseBrand(new URLSearchParams('color=%23004488&accent=ffcc00&font=inter&lang=es'))
    expect(brand).toEqual({ color: '#004488', accent: '#ffcc00', font: 'inter', lang: 'es' })
  })

  test('reads data- attribute records', () => {
    expect(parseBrand({ color: '#222', font: 'merriweather', lang: undefined })).toEqual({
      ...DEFAULT_BRAND,
      color: '#222222',
      font: 'merriweather',
    })
  })

  test('falls back to defaults for invalid or unreadable values', () => {
    const brand = parseBrand(
      new URLSearchParams({
        color: 'red;}body{background:url(x)}',
        accent: '#000080',
        font: 'Comic Sans',
        lang: 'fr',
      }),
    )
    expect(brand).toEqual(DEFAULT_BRAND)
  })

  test('a primary too light for white text falls back, so does an accent too dark for dark text', () => {
    expect(parseBrand({ color: '#ffff00' }).color).toBe(DEFAULT_BRAND.color)
    expect(parseBrand({ color: '#777777' }).color).toBe(DEFAULT_BRAND.color)
    expect(parseBrand({ color: '#767676' }).color).toBe('#767676')
    expect(parseBrand({ accent: '#333333' }).accent).toBe(DEFAULT_BRAND.accent)
  })

  test('the defaults themselves are readable', () => {
    expect(contrastRatio(DEFAULT_BRAND.color, '#ffffff')).toBeGreaterThanOrEqual(4.5)
    expect(parseBrand({})).toEqual(DEFAULT_BRAND)
  })
})

describe('brandStyle and brandSearchParams', () => {
  test('custom properties hold only validated values', () => {
    const style = brandStyle({ ...DEFAULT_BRAND, color: 'red;}body{x' as string })
    expect(style['--calc-primary']).toBe(DEFAULT_BRAND.color)
    expect(style['--calc-font']).toContain('sans-serif')
  })

  test('URL params omit defaults and round-trip', () => {
    const brand = { ...DEFAULT_BRAND, color: '#123456', lang: 'es' as const }
    const params = brandSearchParams(brand)
    expect(params.toString()).toBe('color=%23123456&lang=es')
    expect(parseBrand(params)).toEqual(brand)
  })

  test('only self-hosted fonts produce @font-face rules', () => {
    expect(fontFaceCss('system')).toBe('')
    expect(fontFaceCss('inter')).toMatch(/@font-face\{font-family:'Inter Variable'.*woff2/)
  })
})
