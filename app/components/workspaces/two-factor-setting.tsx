import { Form, Link } from 'react-router'
import { Button } from '~/components/ui/button'

/** The owner's switch for "Require two-factor sign-in" on the members page. */
export function TwoFactorSetting({ on, manage }: { on: boolean; manage: boolean }) {
  if (!manage)
    return on ? <p className="mt-4 text-sm text-slate-700">Every member signs in with two-factor.</p> : null
  return (
    <Form method="post" className="mt-6 grid max-w-xl gap-3">
      <input type="hidden" name="intent" value="require-two-factor" />
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          name="on"
          value="on"
          defaultChecked={on}
          key={String(on)}
          className="mt-1 size-4"
        />
        <span>
          <span className="font-semibold">Require two-factor sign-in</span>
          <span className="block text-slate-700">
            Members without it are asked to set it up and see nothing of this workspace until they do.
          </span>
        </span>
      </label>
      <Button type="submit" size="sm" variant="secondary" className="justify-self-start">
        Save two-factor setting
      </Button>
      <p className="text-sm">
        Your own account:{' '}
        <Link to="/account/two-factor" className="font-semibold text-brand-700 underline">
          two-factor sign-in
        </Link>
      </p>
    </Form>
  )
}
