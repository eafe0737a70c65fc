import { contrastRatio, DARK_TEXT, MIN_CONTRAST, normalizeHex, WHITE } from '~/calculators/branding'

/*
 * WCAG 2.2 AA for a client's colours. The primary carries white button text and is the colour of links and
 * chart lines on white (4.5:1 covers the 3:1 that controls and lines need); the accent carries dark text.
 * A colour that fails is refused, with the nearest shade that passes offered instead (never applied
 * silently: the client sees what they get).
 */
export type BrandColourRole = 'color' | 'accent'

const against: Record<BrandColourRole, string> = { color: WHITE, accent: DARK_TEXT }

export type ColourCheck =
  | { ok: true; hex: string; ratio: number }
  | { ok: false; reason: 'format' }
  | { ok: false; reason: 'contrast'; hex: string; ratio: number; suggestion: string }

export function checkBrandColour(role: BrandColourRole, value: string): ColourCheck {
  const hex = normalizeHex(value)
  if (!hex) return { ok: false, reason: 'format' }
  const ratio = contrastRatio(hex, against[role])
  if (ratio >= MIN_CONTRAST) return { ok: true, hex, ratio }
  return { ok: false, reason: 'contrast', hex, ratio, suggestion: nearestReadable(role, hex) }
}

/** The message a refused colour gets, the same in the editor as you pick and from the server on save. */
export function colourMessage(role: BrandColourRole, check: ColourCheck): string | undefined {
  if (check.ok) return undefined
  const name = role === 'color' ? 'Colour' : 'Accent'
  if (check.reason === 'format') return `${name} must be a hex colour such as #0b5ea8.`
  const ratio = (Math.floor(check.ratio * 10) / 10).toFixed(1)
  return role === 'color'
    ? `${name} ${check.hex} is too light: white text on it reaches ${ratio}:1, and needs 4.5:1 to be readable. The nearest readable shade is ${check.suggestion}.`
    : `${name} ${check.hex} is too dark: dark text on it reaches ${ratio}:1, and needs 4.5:1 to be readable. The nearest readable shade is ${check.suggestion}.`
}

/** The same hue mixed towards black (primary) or white (accent) until it passes. */
export function nearestReadable(role: BrandColourRole, hex: string): string {
  const target = role === 'color' ? 0 : 255
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16))
  for (let step = 1; step <= 100; step++) {
    const mixed = channels.map((channel) => Math.round(channel + ((target - channel) * step) / 100))
    const candidate = `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`
    if (contrastRatio(candidate, against[role]) >= MIN_CONTRAST) return candidate
  }
  return role === 'color' ? '#000000' : '#ffffff'
}
