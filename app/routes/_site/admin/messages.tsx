import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/messages'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Admin Dashboard', description: 'Admin Dashboard', path: '/admin', origin: originFrom(matches) })
}

export default function Page() {
  return <h1 className="p-8 text-3xl font-bold">Admin Dashboard</h1>
}
