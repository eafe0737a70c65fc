import { SiteFrame } from '~/components/site-frame'
import type { DemoCalculator } from '~/components/marketing/calculator-list.server'
import { DocumentSiteNavigation } from '~/lib/document-navigation'
import type { ServerAccount } from '~/lib/site-navigation'
import { HomePage } from './home-page'

export type HomeIslandProps = {
  pathname: string
  serverAccount: ServerAccount
  calculators: readonly DemoCalculator[]
}

/** `/` and `/home` as a document (decision 0106): the whole page, frame included, without React Router. */
export function HomeIsland({ pathname, serverAccount, calculators }: HomeIslandProps) {
  return (
    <DocumentSiteNavigation pathname={pathname} serverAccount={serverAccount}>
      <SiteFrame>
        <HomePage calculators={calculators} />
      </SiteFrame>
    </DocumentSiteNavigation>
  )
}
