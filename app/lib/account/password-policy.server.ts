export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common in breached-password lists. Please choose a less guessable one.'
export const REPEATED_PASSWORD_MESSAGE =
  'A password of one character repeated is too easy to guess. Please choose another.'

/*
 * zxcvbn-ts's list of the ~50,000 passwords seen most often in breaches; server-only, so no bundle carries it.
 * Loaded at the first password chosen, not at start: its module holds ~15 MB of dictionaries an idle server
 * never needs (issue 47 §2, docs/performance.md).
 */
let common: Promise<Set<string>> | undefined
const commonPasswords = () =>
  (common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  ))

/** Why `password` must not be used, or null. Length limits are better-auth's (8 to 128). */
export async function passwordProblem(password: string): Promise<string | null> {
  if (new Set(password).size === 1) return REPEATED_PASSWORD_MESSAGE
  if ((await commonPasswords()).has(password.toLowerCase())) return COMMON_PASSWORD_MESSAGE
  return null
}
