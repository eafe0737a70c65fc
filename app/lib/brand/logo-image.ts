/*
 * A client's logo, checked from its own bytes (no image library is installed; decision 0052): PNG, JPEG or
 * WebP by their magic bytes, the dimensions read from the format's header. Anything else — SVG above all,
 * which can carry script — is refused whatever its name or declared type says. The bytes are then served
 * unchanged under the type found here, never the type the upload claimed.
 */
export const LOGO_MAX_BYTES = 256 * 1024
export const LOGO_MIN_SIDE = 16
export const LOGO_MAX_SIDE = 2000

export type LogoType = 'image/png' | 'image/jpeg' | 'image/webp'
export type LogoImage = { contentType: LogoType; width: number; height: number }
export type LogoCheck = { ok: true; image: LogoImage } | { ok: false; message: string }

export const LOGO_EXTENSION: Record<LogoType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
}

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte)
const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length))
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8)
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!)

function png(bytes: Uint8Array): LogoImage | null {
  if (!startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return null
  if (bytes.length < 33 || ascii(bytes, 12, 4) !== 'IHDR') return null
  return { contentType: 'image/png', width: u32be(bytes, 16), height: u32be(bytes, 20) }
}

// The start-of-frame markers that carry a JPEG's size (SOF0–SOF15 but DHT C4, JPG C8 and DAC CC).
const startOfFrame = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf])

function jpeg(bytes: Uint8Array): LogoImage | null {
  if (!startsWith(bytes, [0xff, 0xd8, 0xff])) return null
  let at = 2
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1]!
    if (marker === 0xff) {
      at += 1
      continue
    }
    if (startOfFrame.has(marker))
      return { contentType: 'image/jpeg', width: u16be(bytes, at + 7), height: u16be(bytes, at + 5) }
    if (marker === 0xd9 || marker === 0xda) return null
    at += 2 + u16be(bytes, at + 2)
  }
  return null
}

function webp(bytes: Uint8Array): LogoImage | null {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return null
  const chunk = ascii(bytes, 12, 4)
  const image = (width: number, height: number): LogoImage => ({ contentType: 'image/webp', width, height })
  if (chunk === 'VP8X') return image(u24le(bytes, 24) + 1, u24le(bytes, 27) + 1)
  if (chunk === 'VP8 ' && startsWith(bytes, [0x9d, 0x01, 0x2a], 23))
    return image(u16le(bytes, 26) & 0x3fff, u16le(bytes, 28) & 0x3fff)
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24)
    return image((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1)
  }
  return null
}

/** The upload's real format and size, or the sentence the owner reads. */
export function checkLogo(bytes: Uint8Array): LogoCheck {
  if (bytes.length === 0) return { ok: false, message: 'Choose a logo file to upload.' }
  if (bytes.length > LOGO_MAX_BYTES)
    return {
      ok: false,
      message: `The logo is larger than ${LOGO_MAX_BYTES / 1024} KB. Upload a smaller file.`,
    }
  const image = png(bytes) ?? jpeg(bytes) ?? webp(bytes)
  if (!image)
    return { ok: false, message: 'Upload the logo as a PNG, JPEG or WebP image (SVG is not accepted).' }
  const { width, height } = image
  if (Math.min(width, height) < LOGO_MIN_SIDE || Math.max(width, height) > LOGO_MAX_SIDE)
    return {
      ok: false,
      message: `The logo is ${width}×${height} pixels; each side must be ${LOGO_MIN_SIDE} to ${LOGO_MAX_SIDE} pixels.`,
    }
  return { ok: true, image }
}
