import { useCallback, useEffect, useState } from 'react'
import { useNavigation, useSubmit } from 'react-router'
import { Button } from '~/components/ui/button'
import {
  autofillAssertion,
  autofillAvailable,
  ceremonyProblem,
  passkeyAssertion,
} from '~/lib/account/webauthn-browser'
import { toast } from '~/lib/toast'

const signInWith = (response: string) =>
  [
    { intent: 'passkey', response },
    { method: 'post', action: '/auth' },
  ] as const

/**
 * "Sign in with a passkey", beside the spec's sign-in form (decision 0065): the browser asks the device, and the
 * page's action finishes the sign-in with the spec's own toast and way back. `onEnded`: the request is over
 * without leaving the page (the autofill request it ended may start again).
 */
export function PasskeySignIn({ onEnded }: { onEnded?: () => void }) {
  const submit = useSubmit()
  const navigation = useNavigation()
  const [asking, setAsking] = useState(false)
  const busy = asking || (navigation.state !== 'idle' && navigation.formData?.get('intent') === 'passkey')
  async function signIn() {
    setAsking(true)
    try {
      const response = await passkeyAssertion()
      await submit(...signInWith(response))
    } catch (error) {
      toast.error('Error signing in', { description: ceremonyProblem(error) })
    } finally {
      setAsking(false)
      onEnded?.()
    }
  }
  return (
    <Button type="button" variant="secondary" className="w-full" disabled={busy} onClick={signIn}>
      {busy ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
    </Button>
  )
}

// The plugin's challenge (and its cookie) lasts five minutes: a request older than that could only be refused.
const RENEW_AFTER_MS = 4.5 * 60_000

/**
 * Passkeys offered in the e-mail field's autofill (conditional mediation, decision 0065), where the browser can:
 * a passkey picked there signs in through the same action as the button, so the same checks hold. The request
 * ends when the page does and is renewed before its challenge expires. Returns a function that starts it again
 * (after the button's request replaced it).
 */
export function usePasskeyAutofill() {
  const submit = useSubmit()
  const [round, setRound] = useState(0)
  useEffect(() => {
    const controller = new AbortController()
    let renew: number | undefined
    void (async () => {
      let response: string
      try {
        if (!(await autofillAvailable()) || controller.signal.aborted) return
        renew = window.setTimeout(() => setRound((count) => count + 1), RENEW_AFTER_MS)
        response = await autofillAssertion(controller.signal)
      } catch {
        // Nothing was picked: the page was left, the button's request replaced this one, or the browser said no.
        return
      }
      window.clearTimeout(renew)
      await submit(...signInWith(response))
    })()
    return () => {
      window.clearTimeout(renew)
      controller.abort()
    }
  }, [submit, round])
  return useCallback(() => setRound((count) => count + 1), [])
}
