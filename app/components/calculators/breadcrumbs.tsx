import { ChevronRight } from 'lucide'
import { Icon } from '~/components/ui/icon'
import { Link } from 'react-router'

/** Home > White Label Calculators > <calculator name>, by spec. */
export function CalculatorBreadcrumbs({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-700">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/" className="underline-offset-2 hover:text-brand-800 hover:underline">
            Home
          </Link>
        </li>
        <Separator />
        <li>
          <Link
            to="/white-label-calculators"
            className="underline-offset-2 hover:text-brand-800 hover:underline"
          >
            White Label Calculators
          </Link>
        </li>
        <Separator />
        <li aria-current="page" className="font-semibold text-slate-900">
          {current}
        </li>
      </ol>
    </nav>
  )
}

function Separator() {
  return (
    <li aria-hidden="true" className="flex items-center">
      <Icon icon={ChevronRight} className="size-4 text-slate-500" />
    </li>
  )
}
