import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/terms-of-service'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Terms of Service', description: 'Terms of Service', path: '/terms-of-service', origin: originFrom(matches) })
}

export default function Page() {
  return <h1 className="p-8 text-3xl font-bold">Terms of Service</h1>
}
