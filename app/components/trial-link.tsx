import { Link, type LinkProps } from 'react-router'

export const TRIAL_PATH = '/trial'
export const TRIAL_LABEL = 'Start a free 30-day trial'

/** "Start a free 30-day trial": a plain link (it carries no state), so it works before the page's scripts. */
export function TrialLink({ children, ...props }: Omit<LinkProps, 'to'>) {
  return (
    <Link to={TRIAL_PATH} {...props}>
      {children ?? TRIAL_LABEL}
    </Link>
  )
}
