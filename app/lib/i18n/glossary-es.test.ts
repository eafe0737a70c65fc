import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FORBIDDEN_ES, GLOSSARY_ES, TU_FORMS } from './glossary-es'

// Every text source a visitor or client can read: the app's code (calculators, e-mails, PDFs, consent lines,
// default texts), the database's seeded texts (drizzle migrations) and the public folder.
const ROOTS = ['app', 'drizzle', 'public']
const TEXT = /\.(ts|tsx|js|sql|json|html|md|txt)$/
const SELF = new Set(['glossary-es.ts', 'glossary-es.test.ts'])

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full)
    return TEXT.test(entry.name) && !SELF.has(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : []
  })
}

/** The quoted texts of a source file: what reaches a reader, not identifiers or comments. */
function literals(source: string): string[] {
  return [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  )
}

// A text is Spanish when it has a Spanish letter or one of the commonest Spanish words.
const SPANISH = /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|que|para|con|su|sus|usted|una?)\b/iu
const word = (terms: readonly string[]) => new RegExp(`(?<![\\p{L}])(${terms.join('|')})(?![\\p{L}])`, 'iu')

const found = (test: (text: string) => boolean) =>
  ROOTS.flatMap(sources).flatMap((file) =>
    literals(fs.readFileSync(file, 'utf8'))
      .filter(test)
      .map((text) => `${file}: ${text.slice(0, 120)}`),
  )

describe('the Spanish glossary', () => {
  it('gives APR and APY their US terms', () => {
    expect(GLOSSARY_ES).toEqual({
      APR: 'tasa de porcentaje anual (APR)',
      APY: 'rendimiento porcentual anual (APY)',
    })
  })

  it("finds no Spain-only term in any text (never 'TAE')", () => {
    const forbidden = new RegExp(`(?<![\\p{L}])(${Object.keys(FORBIDDEN_ES).join('|')})(?![\\p{L}])`, 'u')
    expect(found((text) => forbidden.test(text))).toEqual([])
  })

  it('finds no tú in any Spanish text: usted throughout', () => {
    const tu = word(TU_FORMS)
    expect(found((text) => SPANISH.test(text) && tu.test(text))).toEqual([])
  })

  it('reads the Spanish texts it checks (calculators, e-mails, PDFs, consent lines)', () => {
    const spanish = found((text) => SPANISH.test(text) && /[áéíóúñ¿¡]/u.test(text))
    expect(spanish.length).toBeGreaterThan(300)
    for (const text of ['Enviar también mis datos a', 'Acepto que', 'Le enviamos en PDF'])
      expect(
        spanish.some((line) => line.includes(text)),
        text,
      ).toBe(true)
  })

  it('would catch them', () => {
    const tu = word(TU_FORMS)
    expect(tu.test('Calcula tu pago mensual')).toBe(true)
    expect(tu.test('¿Cuánto puedes ahorrar?')).toBe(true)
    expect(tu.test('Calcule su pago mensual')).toBe(false)
    expect(literals("const a = 'Tu informe'; const b = `x ${'y'}`")).toContain('Tu informe')
  })
})
