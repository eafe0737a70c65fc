import * as Tabs from '@radix-ui/react-tabs'
import { useEffect, useRef, useState } from 'react'
import { Form, Link, redirect, useActionData, useNavigation, useSearchParams } from 'react-router'
import { toast } from '~/lib/toast'
import { PasskeySignIn, usePasskeyAutofill } from '~/components/account/passkey-sign-in'
import { Field } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { originFrom, pageMeta } from '~/lib/meta'
import { returnToFrom } from '~/lib/account/return-to.server'
import { getSessionView } from '~/lib/session-view.server'
import { findOpenInvitation } from '~/lib/workspaces/workspaces.server'
import { requestInfoContext } from '~/lib/request-context'
import { getServices } from '~/lib/services.server'
import type { Route } from './+types/auth'
import { authAction, signOut, type AuthResult } from './auth.server'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Sign In',
    description: 'Sign in to your Brightline Digital account or create one.',
    path: '/auth',
    origin: originFrom(matches),
  })
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getSessionView(request, getServices(context))) throw redirect('/')
  return { reason: await signInReason(request, context) }
}

type Reason =
  { kind: 'save' } | { kind: 'trial' } | { kind: 'invitation'; email: string; workspaceName: string } | null

/** Why the visitor was sent here (the return-to cookie of "Save to my workspace" or an invitation link). */
async function signInReason(request: Request, context: Route.LoaderArgs['context']): Promise<Reason> {
  const back = returnToFrom(request)
  if (back?.startsWith('/workspace/save')) return { kind: 'save' }
  if (back?.startsWith('/trial?')) return { kind: 'trial' }
  const token = back?.match(/^\/workspace\/invitations\/([\w-]+)$/)?.[1]
  if (!token) return null
  const invitation = await findOpenInvitation(getServices(context).db, token)
  return invitation
    ? { kind: 'invitation', email: invitation.email, workspaceName: invitation.workspaceName }
    : null
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context)
  // A malformed multipart body makes formData() throw: that is the client's mistake, not a server error.
  const form = await request.formData().catch(() => null)
  if (!form) return new Response('The form could not be read.', { status: 400 })
  const intent = form.get('intent')
  if (intent === 'sign-out') return signOut(request, services)
  if (intent !== 'sign-in' && intent !== 'sign-up' && intent !== 'resend' && intent !== 'passkey') {
    return new Response('Unknown action', { status: 400 })
  }
  return authAction(intent, form, request, services, context.get(requestInfoContext).clientAddress)
}

const toastTitles = {
  'sign-in': 'Error signing in',
  'sign-up': 'Error creating account',
  resend: 'Error sending e-mail',
  passkey: 'Error signing in',
}

type Tab = 'sign-in' | 'sign-up'

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const reason = loaderData?.reason ?? null
  const invitedEmail = reason?.kind === 'invitation' ? reason.email : undefined
  const [searchParams] = useSearchParams()
  const [tab, setTab] = useState<Tab>(searchParams.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in')
  // Switching is the browser's alone (no loader runs, so it works while the database is still opening); the
  // address follows without a navigation, so a reload or a shared link opens the same tab.
  function showTab(value: string) {
    const next: Tab = value === 'sign-up' ? 'sign-up' : 'sign-in'
    setTab(next)
    const url = new URL(window.location.href)
    url.searchParams.set('tab', next)
    window.history.replaceState(window.history.state, '', url)
  }
  const result = useActionData<typeof action>() as AuthResult | undefined
  const signUpForm = useRef<HTMLFormElement>(null)
  const restartPasskeyAutofill = usePasskeyAutofill()

  useEffect(() => {
    if (!result) return
    if (!result.ok) toast.error(toastTitles[result.intent], { description: result.error })
    else if (result.intent === 'sign-up') {
      toast.success('Account created!', { description: 'Please check your email for verification.' })
      signUpForm.current?.reset()
    } else if (result.intent === 'resend') {
      toast.success('Verification e-mail sent', { description: 'Please check your email for verification.' })
    }
  }, [result])

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-6 text-center text-3xl font-bold text-slate-900">
        {tab === 'sign-up' ? 'Sign Up' : 'Sign In'}
      </h1>
      {reason ? (
        <p className="mb-4 rounded-lg bg-brand-50 p-4 text-sm text-slate-800" data-testid="sign-in-reason">
          {reason.kind === 'save'
            ? 'Sign in or create an account to save this calculator, with your brand, to your workspace.'
            : reason.kind === 'trial'
              ? 'Create your account to start the free 30-day trial. After you confirm your e-mail address, your workspace is one click away.'
              : `You were invited to the workspace of ${reason.workspaceName}. Sign in or sign up with ${reason.email} to accept.`}
        </p>
      ) : null}
      <Card>
        <Tabs.Root value={tab} onValueChange={showTab}>
          <Tabs.List aria-label="Account" className="mb-6 grid grid-cols-2 rounded-lg bg-slate-100 p-1">
            {(['sign-in', 'sign-up'] as const).map((value) => (
              <Tabs.Trigger key={value} value={value} asChild>
                {/* Links, so that the tabs work before JavaScript loads and a URL can open Sign Up. */}
                <Link
                  to={{ search: `?tab=${value}` }}
                  replace
                  preventScrollReset
                  onClick={(event) => {
                    event.preventDefault()
                    showTab(value)
                  }}
                  className="rounded-md px-3 py-2 text-center text-sm font-semibold text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600 aria-selected:bg-white aria-selected:text-brand-800 aria-selected:shadow-sm"
                >
                  {value === 'sign-in' ? 'Sign In' : 'Sign Up'}
                </Link>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {/* Both forms stay mounted (the inactive one hidden): what was typed in either survives a switch. */}
          <Tabs.Content value="sign-in" forceMount hidden={tab !== 'sign-in'}>
            <SignInForm
              result={result?.intent !== 'sign-up' ? result : undefined}
              invitedEmail={invitedEmail}
            />
          </Tabs.Content>
          <Tabs.Content value="sign-up" forceMount hidden={tab !== 'sign-up'}>
            <SignUpForm
              formRef={signUpForm}
              result={result?.intent === 'sign-up' ? result : undefined}
              invitedEmail={invitedEmail}
            />
          </Tabs.Content>
        </Tabs.Root>
      </Card>
      {/* Beside the spec's forms: a passkey (decision 0065), and a client's identity provider (decision 0056). */}
      {tab === 'sign-in' ? (
        <div className="mt-4">
          <PasskeySignIn onEnded={restartPasskeyAutofill} />
        </div>
      ) : null}
      <p className="mt-4 text-center text-sm">
        <Link to="/auth/sso" className="font-semibold text-brand-700 underline">
          Sign in with single sign-on
        </Link>
      </p>
    </div>
  )
}

function useBusy(intent: string) {
  const navigation = useNavigation()
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
}

const passwordHint = 'Passwords are 8 to 128 characters.'

function SignInForm({ result, invitedEmail }: { result: AuthResult | undefined; invitedEmail?: string }) {
  const busy = useBusy('sign-in')
  const resending = useBusy('resend')
  return (
    <>
      <Form method="post" className="space-y-2">
        <input type="hidden" name="intent" value="sign-in" />
        {/* "webauthn": the browser may offer the visitor's passkeys here too (usePasskeyAutofill, decision 0065). */}
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="username webauthn"
          required
          defaultValue={result?.email ?? invitedEmail}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={128}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
        <FormMessage result={result?.intent === 'sign-in' ? result : undefined} />
        <p className="text-center text-sm">
          <Link to="/auth/forgot-password" className="font-semibold text-brand-700 underline">
            Forgot password?
          </Link>
        </p>
      </Form>
      {result && !result.ok && result.unverified ? (
        <Form method="post" className="mt-4 rounded-lg bg-amber-50 p-4 text-sm text-slate-800">
          <p>Please verify your e-mail address: open the link in the e-mail we sent you, then sign in.</p>
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="email" value={result.email ?? ''} />
          <Button type="submit" variant="secondary" size="sm" className="mt-3" disabled={resending}>
            {resending ? 'Sending...' : 'Resend verification e-mail'}
          </Button>
        </Form>
      ) : null}
      {result?.intent === 'resend' ? (
        <FormMessage result={result} success="We sent a new verification link." />
      ) : null}
    </>
  )
}

function SignUpForm({
  result,
  formRef,
  invitedEmail,
}: {
  result: AuthResult | undefined
  formRef: React.RefObject<HTMLFormElement | null>
  invitedEmail?: string
}) {
  const busy = useBusy('sign-up')
  return (
    <Form method="post" className="space-y-2" ref={formRef}>
      <input type="hidden" name="intent" value="sign-up" />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label="First name" name="firstName" autoComplete="given-name" maxLength={100} />
        <Field label="Last name" name="lastName" autoComplete="family-name" maxLength={100} />
      </div>
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={invitedEmail}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        hint={passwordHint}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Creating account...' : 'Sign Up'}
      </Button>
      <FormMessage result={result} success="Please check your email for verification." />
    </Form>
  )
}

/** The outcome in the page too, for visitors without JavaScript (who get no toast). */
function FormMessage({ result, success }: { result: AuthResult | undefined; success?: string }) {
  if (!result) return <p className="min-h-5" />
  return (
    <p className={result.ok ? 'min-h-5 text-sm text-green-800' : 'min-h-5 text-sm text-red-700'}>
      {result.ok ? success : result.error}
    </p>
  )
}
