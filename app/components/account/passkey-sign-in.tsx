import { useState } from 'react'
import { useNavigation, useSubmit } from 'react-router'
import { Button } from '~/components/ui/button'
import { ceremonyProblem, passkeyAssertion } from '~/lib/account/webauthn-browser'
import { toast } from '~/lib/toast'

/**
 * "Sign in with a passkey", beside the spec's sign-in form (decision 0065): the browser asks the device, and the
 * page's action finishes the sign-in with the spec's own toast and way back.
 */
export function PasskeySignIn() {
  const submit = useSubmit()
  const navigation = useNavigation()
  const [asking, setAsking] = useState(false)
  const busy = asking || (navigation.state !== 'idle' && navigation.formData?.get('intent') === 'passkey')
  async function signIn() {
    setAsking(true)
    try {
      const response = await passkeyAssertion()
      await submit({ intent: 'passkey', response }, { method: 'post', action: '/auth' })
    } catch (error) {
      toast.error('Error signing in', { description: ceremonyProblem(error) })
    } finally {
      setAsking(false)
    }
  }
  return (
    <Button type="button" variant="secondary" className="w-full" disabled={busy} onClick={signIn}>
      {busy ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
    </Button>
  )
}
