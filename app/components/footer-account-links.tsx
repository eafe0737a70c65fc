import { Form, Link } from 'react-router'
import { useAuth } from './auth-provider'

/** Signed out: 'Admin' (sign-in). Signed in: 'Sign Out', plus 'Admin' to the dashboard for admins. */
export function FooterAccountLinks({ linkClass }: { linkClass: string }) {
  const { user, isAdmin, loading } = useAuth()
  if (loading || !user) {
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
export function SignOutForm({ className }: { className?: string }) {
  return (
    <Form method="post" action="/auth">
      <input type="hidden" name="intent" value="sign-out" />
      <button type="submit" className={className}>
        Sign Out
      </button>
    </Form>
  )
}
