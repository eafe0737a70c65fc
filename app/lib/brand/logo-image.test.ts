import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkLogo, LOGO_MAX_BYTES } from './logo-image'

const fixture = (name: string) => new Uint8Array(readFileSync(`tests/fixtures/logos/${name}`))

describe('a client logo checked from its bytes', () => {
  it.each([
    ['logo.png', 'image/png'],
    ['logo.jpg', 'image/jpeg'],
    ['progressive.jpg', 'image/jpeg'],
    ['lossless.webp', 'image/webp'],
    ['lossy.webp', 'image/webp'],
    ['alpha.webp', 'image/webp'],
  ])('reads %s as %s, 120×40', (name, contentType) => {
    expect(checkLogo(fixture(name))).toEqual({ ok: true, image: { contentType, width: 120, height: 40 } })
  })

  it('refuses SVG, even named or typed as a PNG, and anything that is not an image', () => {
    for (const bytes of [fixture('script.svg'), new TextEncoder().encode('<html><script>x</script>')])
      expect(checkLogo(bytes)).toEqual({
        ok: false,
        message: 'Upload the logo as a PNG, JPEG or WebP image (SVG is not accepted).',
      })
  })

  it('refuses a truncated header, an empty file and one over the size limit', () => {
    expect(checkLogo(fixture('logo.png').subarray(0, 20)).ok).toBe(false)
    expect(checkLogo(fixture('logo.jpg').subarray(0, 12)).ok).toBe(false)
    expect(checkLogo(new Uint8Array())).toEqual({ ok: false, message: 'Choose a logo file to upload.' })
    const big = new Uint8Array(LOGO_MAX_BYTES + 1)
    big.set(fixture('logo.png'))
    expect(checkLogo(big)).toEqual({
      ok: false,
      message: 'The logo is larger than 256 KB. Upload a smaller file.',
    })
  })

  it('refuses a logo too small or too large to show well', () => {
    expect(checkLogo(fixture('too-wide.png'))).toEqual({
      ok: false,
      message: 'The logo is 2400×20 pixels; each side must be 16 to 2000 pixels.',
    })
    expect(checkLogo(fixture('too-small.jpg'))).toMatchObject({
      ok: false,
      message: expect.stringContaining('10×10'),
    })
  })
})
