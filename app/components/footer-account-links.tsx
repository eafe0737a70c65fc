import { Link } from 'react-router'

// Signed-out state only until the accounts issue adds the signed-in states.
export function FooterAccountLinks({ linkClass }: { linkClass: string }) {
  return (
    <li>
      <Link className={linkClass} to="/auth">
        Admin
      </Link>
    </li>
  )
}
