import { dictionary } from '@zxcvbn-ts/language-common'

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common in breached-password lists. Please choose a less guessable one.'
export const REPEATED_PASSWORD_MESSAGE =
  'A password of one character repeated is too easy to guess. Please choose another.'

// zxcvbn-ts's list of the ~50,000 passwords seen most often in breaches; server-only, so no bundle carries it.
const common = new Set(dictionary['passwords-common'])

/** Why `password` must not be used, or null. Length limits are better-auth's (8 to 128). */
export function passwordProblem(password: string): string | null {
  if (new Set(password).size === 1) return REPEATED_PASSWORD_MESSAGE
  if (common.has(password.toLowerCase())) return COMMON_PASSWORD_MESSAGE
  return null
}
