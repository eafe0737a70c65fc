import { z } from '~/lib/zod-mini'

/** Long enough for "Work laptop (Chrome, 3rd floor)", short enough to fit one line of the account page's list. */
export const PASSKEY_NAME_MAX = 60

export const PASSKEY_NAME_HINT = `So you can tell your passkeys apart (up to ${PASSKEY_NAME_MAX} characters).`

/**
 * The name an owner gives a passkey, when adding it and when renaming it: checked in the browser before the
 * device is asked (or the form posted) and again, as the truth, by the account page's action (decision 0065).
 */
export const PasskeyNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Name the passkey.'),
    z.maxLength(PASSKEY_NAME_MAX, `Keep the name to ${PASSKEY_NAME_MAX} characters or fewer.`),
  )

/** The name's first problem in words, or null when it is a good name. */
export function passkeyNameProblem(value: unknown) {
  const parsed = PasskeyNameSchema.safeParse(typeof value === 'string' ? value : '')
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Name the passkey.')
}
