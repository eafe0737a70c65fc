/*
 * The report is set in the PDF's standard fonts (nothing to embed: small and fast), whose encoding is
 * WinAnsi. A character outside it is printed as garbage ("→" came out as "!’"); each one the calculators use
 * gets its nearest WinAnsi look-alike instead, anything else a "?" (decision 0044).
 */

const WIN_ANSI_HIGH = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'

const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '→': '›',
  '←': '‹',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '≤': '<=',
  '≥': '>=',
  '≈': '~',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u200b': '',
}

/** `text` in characters the standard fonts can draw. */
export function printable(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[^\n\x20-\x7e\xa0-\xff]/gu, (char) =>
      WIN_ANSI_HIGH.includes(char) ? char : (LOOK_ALIKES[char] ?? '?'),
    )
}
