import { getServices } from '~/lib/services.server'
import type { Route } from './+types/auth-api'

export function loader({ request, context }: Route.LoaderArgs) {
  return getServices(context).auth.handler(request)
}

export function action({ request, context }: Route.ActionArgs) {
  return getServices(context).auth.handler(request)
}
