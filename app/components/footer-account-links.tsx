import { SiteLink as Link, useSiteNavigation } from '~/lib/site-navigation'
import { useAccount } from './use-account'

/**
 * Signed out: 'Admin' (sign-in). Signed in: 'Sign Out', plus 'Admin' to the dashboard for admins. Until the
 * browser has read the session, the server's view of this request (the root loader's `account`) decides.
 */
export function FooterAccountLinks({ linkClass }: { linkClass: string }) {
  const account = useAccount().state
  const isAdmin = account === 'admin'
  if (account === 'signed-out') {
    return (
      <li>
        <Link className={linkClass} to="/auth">
          Admin
        </Link>
      </li>
    )
  }
  return (
    <>
      {isAdmin ? (
        <li>
          <Link className={linkClass} to="/admin">
            Admin
          </Link>
        </li>
      ) : null}
      <li>
        <SignOutForm className={linkClass} />
      </li>
    </>
  )
}

/** Sign Out is a POST (a link could be triggered by any page that embeds it); it ends the session on the server. */
export function SignOutForm({ className, label = 'Sign Out' }: { className?: string; label?: string }) {
  const { Form } = useSiteNavigation()
  return (
    <Form method="post" action="/auth">
      <input type="hidden" name="intent" value="sign-out" />
      <button type="submit" className={className}>
        {label}
      </button>
    </Form>
  )
}
