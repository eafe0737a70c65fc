import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/auth'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Sign In', description: 'Sign In', path: '/auth', origin: originFrom(matches) })
}

export default function Page() {
  return <h1 className="p-8 text-3xl font-bold">Sign In</h1>
}
