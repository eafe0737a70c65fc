/*
 * The browser half of a passkey ceremony (decision 0065): better-auth's passkey plugin makes the options and its
 * challenge cookie; SimpleWebAuthn's browser library (loaded only when asked, to keep it off the page's first
 * load) talks to the authenticator; the answer goes to our own action, which has the plugin verify it.
 */
async function optionsFrom(path: string, signal?: AbortSignal) {
  const answer = await fetch(`/api/auth${path}`, { credentials: 'same-origin', signal })
  if (!answer.ok) throw new Error('The passkey could not be started. Please reload the page and try again.')
  return answer.json()
}

/** Why a ceremony ended without a credential, in words for the toast. */
export function ceremonyProblem(error: unknown) {
  if (error instanceof Error && error.name === 'NotAllowedError')
    return 'The passkey request was cancelled or timed out.'
  if (error instanceof Error && error.message) return error.message
  return 'The passkey did not work. Please try again.'
}

/** A new passkey for the signed-in account: the attestation as JSON, for the action to verify. */
export async function createPasskey(name: string) {
  const { startRegistration } = await import('@simplewebauthn/browser')
  const optionsJSON = await optionsFrom(`/passkey/generate-register-options?name=${encodeURIComponent(name)}`)
  return JSON.stringify(await startRegistration({ optionsJSON }))
}

/** An assertion by one of the visitor's passkeys (discoverable: no e-mail asked), as JSON. */
export async function passkeyAssertion() {
  const { startAuthentication } = await import('@simplewebauthn/browser')
  const optionsJSON = await optionsFrom('/passkey/generate-authenticate-options')
  return JSON.stringify(await startAuthentication({ optionsJSON }))
}

/** Whether the browser can offer passkeys in a field's autofill list (WebAuthn conditional mediation). */
export async function autofillAvailable() {
  if (typeof window === 'undefined' || !window.PublicKeyCredential) return false
  const check = PublicKeyCredential.isConditionalMediationAvailable?.bind(PublicKeyCredential)
  return Boolean(check && (await check().catch(() => false)))
}

/**
 * The same assertion, asked with mediation 'conditional': the browser offers the visitor's passkeys in the autofill
 * list of the `autocomplete="username webauthn"` field and this resolves only when one is picked. `signal` ends the
 * request (the visitor left the page); a request of the button's aborts this one (SimpleWebAuthn allows one).
 */
export async function autofillAssertion(signal: AbortSignal) {
  const { startAuthentication, WebAuthnAbortService } = await import('@simplewebauthn/browser')
  const optionsJSON = await optionsFrom('/passkey/generate-authenticate-options', signal)
  signal.throwIfAborted()
  const cancel = () => WebAuthnAbortService.cancelCeremony()
  signal.addEventListener('abort', cancel, { once: true })
  try {
    return JSON.stringify(await startAuthentication({ optionsJSON, useBrowserAutofill: true }))
  } finally {
    signal.removeEventListener('abort', cancel)
  }
}
