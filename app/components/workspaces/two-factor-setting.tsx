import { Link } from 'react-router'
import { SettingSwitch } from './setting-switch'

/** The owner's switch for "Require two-factor sign-in" on the members page. */
export function TwoFactorSetting({ on, manage }: { on: boolean; manage: boolean }) {
  if (!manage)
    return on ? <p className="mt-4 text-sm text-slate-700">Every member signs in with two-factor.</p> : null
  return (
    <SettingSwitch
      intent="require-two-factor"
      on={on}
      label="Require two-factor sign-in"
      hint="Members without it are asked to set it up and see nothing of this workspace until they do."
      save="Save two-factor setting"
      className="mt-6 grid max-w-xl gap-3"
    >
      <p className="text-sm">
        Your own account:{' '}
        <Link to="/account/two-factor" className="font-semibold text-brand-700 underline">
          two-factor sign-in
        </Link>
      </p>
    </SettingSwitch>
  )
}
