import { CircleUserRound } from 'lucide'
import { Icon } from '~/components/ui/icon'
import { SiteLink as Link } from '~/lib/site-navigation'
import { Button } from '~/components/ui/button'
import { SignOutForm } from './footer-account-links'
import { useAccount } from './use-account'

const menuItemClass =
  'block w-full rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800'

/**
 * The way in and back, at the header's right edge and outside the centred nav (which keeps its four links):
 * "Sign in" when signed out; "Workspace", the account's e-mail and "Sign out" when signed in; and for a
 * platform admin "Admin", the admin area's way in (issue 48 §1).
 */
export function HeaderAccount() {
  const { state, email } = useAccount()
  if (state === 'signed-out')
    return (
      <Button asChild variant="secondary" size="sm">
        <Link to="/auth">Sign in</Link>
      </Button>
    )
  return (
    <div className="flex items-center gap-1">
      {state === 'admin' ? (
        <Button asChild size="sm" variant="secondary">
          <Link to="/admin">Admin</Link>
        </Button>
      ) : null}
      <Button asChild size="sm">
        <Link to="/workspace">Workspace</Link>
      </Button>
      <details className="relative [&[open]>summary]:bg-slate-100">
        <summary
          className="flex h-9 w-9 cursor-pointer list-none items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
          aria-label="Account"
        >
          <Icon icon={CircleUserRound} />
        </summary>
        <div className="absolute right-0 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
          {email ? (
            <p className="truncate px-3 py-2 text-sm text-slate-600" title={email}>
              Signed in as <span className="font-semibold text-slate-900">{email}</span>
            </p>
          ) : null}
          <SignOutForm className={menuItemClass} label="Sign out" />
        </div>
      </details>
    </div>
  )
}

/** The same choices inside the mobile menu, under its four links. */
export function MobileAccount({ onChoose }: { onChoose: () => void }) {
  const { state, email } = useAccount()
  return (
    <div className="mt-2 border-t border-slate-200 pt-3">
      {state === 'signed-out' ? (
        <Link to="/auth" className={menuItemClass} onClick={onChoose}>
          Sign in
        </Link>
      ) : (
        <>
          {email ? <p className="truncate px-3 py-1 text-sm text-slate-600">{email}</p> : null}
          {state === 'admin' ? (
            <Link to="/admin" className={menuItemClass} onClick={onChoose}>
              Admin
            </Link>
          ) : null}
          <Link to="/workspace" className={menuItemClass} onClick={onChoose}>
            Workspace
          </Link>
          <SignOutForm className={menuItemClass} label="Sign out" />
        </>
      )}
    </div>
  )
}
