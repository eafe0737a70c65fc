import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import merriweather400Url from '@fontsource/merriweather/files/merriweather-latin-400-normal.woff2?url'
import merriweather700Url from '@fontsource/merriweather/files/merriweather-latin-700-normal.woff2?url'

export const LANGS = ['en', 'es'] as const
export type Lang = (typeof LANGS)[number]

interface FontFace {
  family: string
  url: string
  weight: string
}

export interface FontOption {
  label: string
  /** CSS font-family value; always one of these constants, never text from a URL. */
  stack: string
  /** Self-hosted faces, loaded only when this font is chosen. */
  faces?: readonly FontFace[]
}

const SYSTEM_SANS =
  "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"

export const FONT_OPTIONS = {
  system: { label: 'System (sans-serif)', stack: SYSTEM_SANS },
  serif: { label: 'System serif', stack: "ui-serif, Georgia, Cambria, 'Times New Roman', Times, serif" },
  rounded: { label: 'System rounded', stack: `ui-rounded, 'SF Pro Rounded', ${SYSTEM_SANS}` },
  mono: {
    label: 'Monospace',
    stack: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  inter: {
    label: 'Inter',
    stack: `'Inter Variable', ${SYSTEM_SANS}`,
    faces: [{ family: 'Inter Variable', url: interUrl, weight: '100 900' }],
  },
  merriweather: {
    label: 'Merriweather',
    stack: "'Merriweather', ui-serif, Georgia, serif",
    faces: [
      { family: 'Merriweather', url: merriweather400Url, weight: '400' },
      { family: 'Merriweather', url: merriweather700Url, weight: '700' },
    ],
  },
} as const satisfies Record<string, FontOption>

export type FontId = keyof typeof FONT_OPTIONS
export const FONT_IDS = Object.keys(FONT_OPTIONS) as FontId[]

export interface Brand {
  /** Primary colour '#rrggbb': buttons (white text on it), links, chart lines. */
  color: string
  /** Accent colour '#rrggbb': highlights and chart areas, always with dark text on it. */
  accent: string
  font: FontId
  lang: Lang
}

export const DEFAULT_BRAND: Brand = { color: '#0b5ea8', accent: '#e39b12', font: 'system', lang: 'en' }

/** Text colour used on accent backgrounds (Tailwind slate-900). */
export const DARK_TEXT = '#0f172a'
export const WHITE = '#ffffff'
export const MIN_CONTRAST = 4.5

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i

/** '#abc', 'ABC', '#AABBCC' → '#aabbcc'; anything else (names, rgb(), CSS fragments) → undefined. */
export function normalizeHex(value: string | null | undefined): string | undefined {
  const match = HEX.exec((value ?? '').trim())
  if (!match?.[1]) return undefined
  const digits = match[1].toLowerCase()
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits
  return `#${full}`
}

/** WCAG 2.x relative luminance of '#rrggbb'. */
export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255)
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio between two '#rrggbb' colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/*
 * Unreadable colours FALL BACK to the default rather than being darkened: a client then sees their colour
 * was refused instead of receiving a shade they never chose. The primary carries white button text and is
 * used for links on the white page (both the same test); the accent carries dark text.
 */
export function readablePrimary(value: string | null | undefined): string {
  const hex = normalizeHex(value)
  return hex && contrastRatio(hex, WHITE) >= MIN_CONTRAST ? hex : DEFAULT_BRAND.color
}

export function readableAccent(value: string | null | undefined): string {
  const hex = normalizeHex(value)
  return hex && contrastRatio(hex, DARK_TEXT) >= MIN_CONTRAST ? hex : DEFAULT_BRAND.accent
}

export function isFontId(value: unknown): value is FontId {
  return typeof value === 'string' && Object.hasOwn(FONT_OPTIONS, value)
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value)
}

type ParamSource = URLSearchParams | Record<string, string | null | undefined>

function readParam(source: ParamSource, name: string): string | undefined {
  const value = source instanceof URLSearchParams ? source.get(name) : source[name]
  return value ?? undefined
}

/** Brand from query parameters or a loader script's data- attributes (color, accent, font, lang). */
export function parseBrand(source: ParamSource): Brand {
  const font = readParam(source, 'font')?.trim().toLowerCase()
  const lang = readParam(source, 'lang')?.trim().toLowerCase()
  return {
    color: readablePrimary(readParam(source, 'color')),
    accent: readableAccent(readParam(source, 'accent')),
    font: isFontId(font) ? font : DEFAULT_BRAND.font,
    lang: isLang(lang) ? lang : DEFAULT_BRAND.lang,
  }
}

export const BRAND_PARAMS = ['color', 'accent', 'font', 'lang'] as const

/** Query parameters for a brand, omitting values equal to the default so URLs stay short. */
export function brandSearchParams(brand: Brand): URLSearchParams {
  const params = new URLSearchParams()
  for (const name of BRAND_PARAMS) {
    if (brand[name] !== DEFAULT_BRAND[name]) params.set(name, brand[name])
  }
  return params
}

/** CSS custom properties for a React style prop; every value is validated above. */
export function brandStyle(brand: Brand): Record<'--calc-primary' | '--calc-accent' | '--calc-font', string> {
  return {
    '--calc-primary': readablePrimary(brand.color),
    '--calc-accent': readableAccent(brand.accent),
    '--calc-font': FONT_OPTIONS[isFontId(brand.font) ? brand.font : DEFAULT_BRAND.font].stack,
  }
}

/** @font-face rules for a self-hosted font (empty for system stacks); built only from constants. */
export function fontFaceCss(font: FontId): string {
  const option: FontOption = FONT_OPTIONS[font]
  return (option.faces ?? [])
    .map(
      (face) =>
        `@font-face{font-family:'${face.family}';font-style:normal;font-display:swap;` +
        `font-weight:${face.weight};src:url('${face.url}') format('woff2')}`,
    )
    .join('')
}
