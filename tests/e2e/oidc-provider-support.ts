import { test } from './fixtures'
import { startOidcProviderOn } from '../support/oidc-provider'

export { CLIENT_ID, CLIENT_SECRET } from '../support/oidc-provider'

/** The loopback OpenID provider for this project's server, on the port playwright.config.ts made it trust. */
export function startOidcProvider() {
  const project = test.info().project
  const port = Number(project.name === 'postgres' ? process.env.E2E_PG_OIDC_PORT : process.env.E2E_OIDC_PORT)
  return startOidcProviderOn(port, `${project.use.baseURL}/api/auth/sso/callback`)
}
