import { fail, FormulaFailure, type FormulaError } from './errors'
import { CONSTANTS, FUNCTION_ARITY } from './catalogue'
import { FORMULA_LIMITS } from './limits'
import { tokenize, type Token } from './tokenizer'

export type BinaryOperator = '+' | '-' | '*' | '/' | '^' | '=' | '<>' | '<' | '<=' | '>' | '>='

export type Expression =
  | { type: 'number'; value: string }
  | { type: 'name'; name: string; position: number }
  | { type: 'negate'; operand: Expression }
  | { type: 'percent'; operand: Expression }
  | { type: 'binary'; operator: BinaryOperator; left: Expression; right: Expression; position: number }
  | { type: 'call'; name: string; args: Expression[]; position: number }
  /** An argument left empty, as in Excel's PV(rate, nper, pmt, , 1): the function's default. */
  | { type: 'omitted' }

export type ParseResult = { ok: true; expression: Expression } | { ok: false; error: FormulaError }

// Binding powers as in Excel: comparisons < + − < × ÷ < ^ (left-associative) < % < unary minus, so
// -2^2 = 4 and 2^3^2 = 64, as a spreadsheet computes them.
const INFIX_POWER: Record<BinaryOperator, number> = {
  '=': 1,
  '<>': 1,
  '<': 1,
  '<=': 1,
  '>': 1,
  '>=': 1,
  '+': 2,
  '-': 2,
  '*': 3,
  '/': 3,
  '^': 4,
}
const PERCENT_POWER = 5
const PREFIX_POWER = 6

function isBinaryOperator(text: string): text is BinaryOperator {
  return Object.prototype.hasOwnProperty.call(INFIX_POWER, text)
}

/** Parses one formula; never throws: a text outside the grammar is an error value with its position. */
export function parseFormula(formula: string): ParseResult {
  try {
    return { ok: true, expression: new Parser(tokenize(formula)).parseAll() }
  } catch (error) {
    if (error instanceof FormulaFailure) return { ok: false, error: error.toError() }
    return { ok: false, error: { code: 'parse', message: 'The formula cannot be read.' } }
  }
}

class Parser {
  private index = 0

  constructor(private readonly tokens: Token[]) {}

  parseAll(): Expression {
    if (this.peek().kind === 'end') fail('parse', 'The formula is empty.', 0)
    const expression = this.parseExpression(0, 0)
    const next = this.peek()
    if (next.kind !== 'end') this.unexpected(next)
    return expression
  }

  private peek(): Token {
    return this.tokens[this.index] ?? this.tokens[this.tokens.length - 1]!
  }

  private advance(): Token {
    const token = this.peek()
    if (token.kind !== 'end') this.index += 1
    return token
  }

  private unexpected(token: Token): never {
    const what = token.kind === 'end' ? 'end of formula' : `"${token.text}"`
    return fail('parse', `Unexpected ${what} at position ${token.position + 1}.`, token.position)
  }

  private parseExpression(minimumPower: number, depth: number): Expression {
    if (depth > FORMULA_LIMITS.maxDepth) {
      fail(
        'too-deep',
        `The formula is nested more than ${FORMULA_LIMITS.maxDepth} levels deep.`,
        this.peek().position,
      )
    }
    let left = this.parsePrefix(depth)
    for (;;) {
      const token = this.peek()
      if (token.kind !== 'operator') break
      if (token.text === '%') {
        if (PERCENT_POWER < minimumPower) break
        this.advance()
        left = { type: 'percent', operand: left }
        continue
      }
      if (!isBinaryOperator(token.text)) break
      const power = INFIX_POWER[token.text]
      if (power < minimumPower) break
      this.advance()
      const right = this.parseExpression(power + 1, depth + 1)
      left = { type: 'binary', operator: token.text, left, right, position: token.position }
    }
    return left
  }

  private parsePrefix(depth: number): Expression {
    const token = this.advance()
    if (token.kind === 'number') return { type: 'number', value: token.text }
    if (token.kind === 'operator' && (token.text === '-' || token.text === '+')) {
      const operand = this.parseExpression(PREFIX_POWER, depth + 1)
      return token.text === '-' ? { type: 'negate', operand } : operand
    }
    if (token.kind === '(') {
      const inner = this.parseExpression(0, depth + 1)
      this.expect(')', token)
      return inner
    }
    if (token.kind === 'name') {
      if (this.peek().kind === '(') return this.parseCall(token, depth)
      const constant = CONSTANTS.get(token.text.toUpperCase())
      if (constant !== undefined) return { type: 'number', value: constant }
      return { type: 'name', name: token.text, position: token.position }
    }
    return this.unexpected(token)
  }

  private parseCall(nameToken: Token, depth: number): Expression {
    const name = nameToken.text.toUpperCase()
    const arity = FUNCTION_ARITY.get(name)
    if (arity === undefined) {
      fail(
        'unknown-function',
        `Unknown function "${nameToken.text}" at position ${nameToken.position + 1}.`,
        nameToken.position,
      )
    }
    const open = this.advance()
    const args: Expression[] = []
    if (this.peek().kind !== ')') {
      for (;;) {
        const kind = this.peek().kind
        args.push(kind === ',' || kind === ')' ? { type: 'omitted' } : this.parseExpression(0, depth + 1))
        if (this.peek().kind !== ',') break
        this.advance()
      }
    }
    this.expect(')', open)
    const [minimum, maximum] = arity
    if (args.length < minimum || args.length > maximum) {
      const wanted = minimum === maximum ? `${minimum}` : `${minimum} to ${maximum}`
      fail(
        'argument-count',
        `${name} takes ${wanted} arguments, not ${args.length} (position ${nameToken.position + 1}).`,
        nameToken.position,
      )
    }
    return { type: 'call', name, args, position: nameToken.position }
  }

  private expect(kind: ')', opening: Token): void {
    const token = this.peek()
    if (token.kind !== kind) {
      if (token.kind === 'end') {
        fail('parse', `Missing ")" for the "(" at position ${opening.position + 1}.`, token.position)
      }
      this.unexpected(token)
    }
    this.advance()
  }
}
