import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/users'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Users', description: 'Users', path: '/admin/users', origin: originFrom(matches) })
}

export default function Page() {
  return <h1 className="p-8 text-3xl font-bold">Users</h1>
}
