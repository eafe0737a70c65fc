import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'

const idle = [
  ['', 'No idle limit'],
  ['15', '15 minutes'],
  ['30', '30 minutes'],
  ['60', '1 hour'],
  ['240', '4 hours'],
] as const
const lifetime = [
  ['', 'No lifetime limit'],
  ['8', '8 hours'],
  ['12', '12 hours'],
  ['24', '24 hours'],
  ['168', '7 days'],
] as const

const selectClass = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm sm:w-60'

/** The owner's session limits on the members page (docs/decisions/0057); others read what is in force. */
export function SessionLimitsSetting({
  manage,
  idleMinutes,
  lifetimeHours,
}: {
  manage: boolean
  idleMinutes: number | null
  lifetimeHours: number | null
}) {
  const navigation = useNavigation()
  const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'session-limits'
  if (!manage) return null
  return (
    <Form method="post" className="mt-6 grid max-w-xl gap-3" aria-labelledby="session-limits-heading">
      <input type="hidden" name="intent" value="session-limits" />
      <div>
        <h2 id="session-limits-heading" className="text-sm font-semibold">
          Session limits
        </h2>
        <p className="text-sm text-slate-700">
          Members are signed out and asked to sign in again before they see this workspace.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="text-sm">
          <span className="font-semibold">Sign out after inactivity</span>
          <select
            name="idleMinutes"
            defaultValue={idleMinutes ? String(idleMinutes) : ''}
            key={`idle-${idleMinutes}`}
            className={selectClass}
          >
            {idle.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="font-semibold">Sign in again after</span>
          <select
            name="lifetimeHours"
            defaultValue={lifetimeHours ? String(lifetimeHours) : ''}
            key={`lifetime-${lifetimeHours}`}
            className={selectClass}
          >
            {lifetime.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Button type="submit" size="sm" variant="secondary" className="justify-self-start" disabled={saving}>
        {saving ? 'Saving…' : 'Save session limits'}
      </Button>
    </Form>
  )
}
