import { data, Form, useActionData, useNavigation } from 'react-router'
import { Field } from '~/components/forms'
import { PageIntro } from '~/components/marketing/page-intro'
import { Button } from '~/components/ui/button'
import { clearReturnTo } from '~/lib/account/return-to.server'
import { TRIAL_DAYS } from '~/lib/billing/plans'
import { TRIAL_DEFAULT_COLOR } from '~/lib/billing/trial-form'
import { originFrom, pageMeta } from '~/lib/meta'
import { getServices } from '~/lib/services.server'
import { getSessionView } from '~/lib/session-view.server'
import { LIMITS } from '~/lib/workspaces/revision-form'
import type { Route } from './+types/trial'
import { trialAction, type TrialResult } from './trial.server'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Start a free 30-day trial',
    description:
      'Try white-label loan, mortgage and share certificate calculators in your own colour for 30 days: no card, no set-up fee.',
    path: '/trial',
    origin: originFrom(matches),
  })
}

/** The choices made before signing up come back in the address (from the verification link). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await getSessionView(request, getServices(context))
  const url = new URL(request.url)
  return data(
    {
      signedIn: Boolean(view),
      institution: url.searchParams.get('institution')?.slice(0, LIMITS.workspaceName) ?? '',
      color: url.searchParams.get('color')?.slice(0, 7) ?? TRIAL_DEFAULT_COLOR,
    },
    {
      headers: view
        ? { 'Set-Cookie': clearReturnTo, 'Cache-Control': 'no-store' }
        : { 'Cache-Control': 'no-store' },
    },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context)
  const form = await request.formData().catch(() => null)
  if (!form) return new Response('The form could not be read.', { status: 400 })
  return trialAction(form, await getSessionView(request, services), services)
}

export default function TrialPage({ loaderData }: Route.ComponentProps) {
  const { signedIn, institution, color } = loaderData
  const result = useActionData<TrialResult>()
  const busy = useNavigation().state === 'submitting'
  const errors = result?.errors ?? {}
  return (
    <>
      <PageIntro eyebrow="No card, no set-up fee" title="Start a free 30-day trial">
        <p>
          Tell us your institution&apos;s name and brand colour. We set up a workspace with a mortgage, an
          auto loan and a share certificate calculator in that colour, ready for your team to try for{' '}
          {TRIAL_DAYS} days.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-xl px-4 py-12">
        {errors.form ? (
          <p role="alert" className="mb-4 rounded-lg bg-red-50 p-4 text-red-800">
            {errors.form}
          </p>
        ) : null}
        <Form method="post" className="grid gap-5" aria-label="Start a free 30-day trial">
          <Field
            label="Institution name"
            name="institution"
            required
            autoComplete="organization"
            maxLength={LIMITS.workspaceName}
            defaultValue={institution}
            error={errors.institution}
          />
          <Field
            label="Brand colour"
            name="color"
            type="color"
            required
            hint="Your calculators' buttons and headings use it, with white text on it."
            defaultValue={color}
            error={errors.color}
            className="h-12 w-24 cursor-pointer p-1"
          />
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? 'Starting…' : signedIn ? 'Create my trial workspace' : 'Continue to sign up'}
          </Button>
        </Form>
        <p className="mt-6 text-sm text-slate-700">
          {signedIn
            ? 'The workspace is yours: invite your team from it, and choose a plan whenever you are ready.'
            : 'Next you create your account and confirm your e-mail address; your workspace is ready after that.'}
        </p>
      </div>
    </>
  )
}
