import { describe, expect, it } from 'vitest'
import { COMMON_PASSWORD_MESSAGE, passwordProblem, REPEATED_PASSWORD_MESSAGE } from './password-policy.server'

describe('passwordProblem', () => {
  it.each(['12345678', 'password', 'PASSWORD', 'qwerty123', 'iloveyou1'])(
    'refuses the commonly breached %j with a clear message',
    async (password) => {
      expect(await passwordProblem(password)).toBe(COMMON_PASSWORD_MESSAGE)
    },
  )

  it.each(['        ', 'aaaaaaaaaa', '\t\t\t\t\t\t\t\t'])(
    'refuses one character repeated (%j)',
    async (password) => {
      expect(await passwordProblem(password)).toBe(REPEATED_PASSWORD_MESSAGE)
    },
  )

  it.each(['correct horse 1', 'Tr0ub4dor&3-lamp', 'brightline ledger 42'])('accepts %j', async (password) => {
    expect(await passwordProblem(password)).toBeNull()
  })
})
