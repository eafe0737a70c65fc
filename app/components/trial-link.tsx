import { SiteLink, type SiteLinkProps } from '~/lib/site-navigation'

export const TRIAL_PATH = '/trial'
export const TRIAL_LABEL = 'Start a free 30-day trial'

/** "Start a free 30-day trial": a plain link (it carries no state), so it works before the page's scripts. */
export function TrialLink({ children, ...props }: Omit<SiteLinkProps, 'to' | 'state'>) {
  return (
    <SiteLink to={TRIAL_PATH} {...props}>
      {children ?? TRIAL_LABEL}
    </SiteLink>
  )
}
