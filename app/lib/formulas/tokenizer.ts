import { fail } from './errors'
import { FORMULA_LIMITS } from './limits'

export type TokenKind = 'number' | 'name' | 'operator' | '(' | ')' | ',' | 'end'

export interface Token {
  kind: TokenKind
  /** The text as written; operators are normalised (× → *, ÷ → /, − → -, ≤ → <=, ≥ → >=, ≠ → <>). */
  text: string
  /** 0-based character offset. */
  position: number
}

const OPERATOR_ALIASES: Record<string, string> = {
  '×': '*',
  '÷': '/',
  '−': '-',
  '≤': '<=',
  '≥': '>=',
  '≠': '<>',
}
const TWO_CHARACTER_OPERATORS = new Set(['<=', '>=', '<>'])
const ONE_CHARACTER_OPERATORS = new Set(['+', '-', '*', '/', '^', '%', '=', '<', '>'])
const NUMBER = /^(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d{1,4})?/
const NAME = /^[A-Za-z_][A-Za-z0-9_]*/
const MAX_NUMBER_LENGTH = 40
const MAX_NAME_LENGTH = 64

/** Splits a formula into tokens; a character outside the language is a parse error naming its position. */
export function tokenize(formula: string): Token[] {
  if (formula.length > FORMULA_LIMITS.maxLength) {
    fail(
      'too-long',
      `The formula has ${formula.length} characters; at most ${FORMULA_LIMITS.maxLength} are allowed.`,
    )
  }
  const tokens: Token[] = []
  let position = 0
  while (position < formula.length) {
    const character = formula.charAt(position)
    if (/\s/.test(character)) {
      position += 1
      continue
    }
    const rest = formula.slice(position)
    const number = NUMBER.exec(rest)?.[0]
    if (number !== undefined) {
      if (number.length > MAX_NUMBER_LENGTH)
        fail('parse', `Number too long at position ${position + 1}.`, position)
      tokens.push({ kind: 'number', text: number, position })
      position += number.length
      continue
    }
    const name = NAME.exec(rest)?.[0]
    if (name !== undefined) {
      if (name.length > MAX_NAME_LENGTH) fail('parse', `Name too long at position ${position + 1}.`, position)
      tokens.push({ kind: 'name', text: name, position })
      position += name.length
      continue
    }
    const pair = formula.slice(position, position + 2)
    if (TWO_CHARACTER_OPERATORS.has(pair)) {
      tokens.push({ kind: 'operator', text: pair, position })
      position += 2
      continue
    }
    const operator = OPERATOR_ALIASES[character] ?? character
    if (ONE_CHARACTER_OPERATORS.has(operator) || TWO_CHARACTER_OPERATORS.has(operator)) {
      tokens.push({ kind: 'operator', text: operator, position })
    } else if (character === '(' || character === ')' || character === ',') {
      tokens.push({ kind: character, text: character, position })
    } else {
      const shown = formula.codePointAt(position) ?? 0
      fail(
        'parse',
        `Unexpected character "${String.fromCodePoint(shown)}" at position ${position + 1}.`,
        position,
      )
    }
    position += 1
  }
  tokens.push({ kind: 'end', text: '', position: formula.length })
  return tokens
}
