import { ArrowLeft } from 'lucide'
import { Icon } from '~/components/ui/icon'
import { SiteLink as Link } from '~/lib/site-navigation'

export function BackLink({ to = '/', children = 'Back' }: { to?: string; children?: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 rounded-md py-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <Icon icon={ArrowLeft} className="size-4" />
      {children}
    </Link>
  )
}
