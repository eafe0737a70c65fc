import { useEarlyClick } from '~/lib/early-clicks'
import { prefillState, type PrefillKey } from '~/lib/prefill'
import { SiteLink, type SiteLinkProps } from '~/lib/site-navigation'

/** A link to the contact form that carries a prefilled message in navigation state, never in the URL. */
export function ContactLink({
  prefill,
  ...props
}: Omit<SiteLinkProps, 'to' | 'state'> & { prefill: PrefillKey }) {
  const early = useEarlyClick()
  return <SiteLink to="/contact-us" state={prefillState(prefill)} {...early} {...props} />
}
