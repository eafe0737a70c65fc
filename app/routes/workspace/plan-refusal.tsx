import { Link } from 'react-router'

/** A new calculator or seat the plan has no room for: why, and where the larger plans are. */
export function PlanRefusalNotice({ refusal }: { refusal: { message: string; href: string } }) {
  return (
    <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900">
      {refusal.message}{' '}
      <Link to={refusal.href} className="font-semibold underline underline-offset-4">
        See the plans
      </Link>
    </p>
  )
}
