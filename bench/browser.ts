// Debian's Chromium as every bench launches it (never a downloaded browser).
import { chromium } from 'playwright-core'

export const chromiumPath = '/usr/bin/chromium'
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
}
