import { Link, type LinkProps } from 'react-router'
import { useEarlyClick } from '~/lib/early-clicks'
import { prefillState, type PrefillKey } from '~/lib/prefill'

/** A link to the contact form that carries a prefilled message in navigation state, never in the URL. */
export function ContactLink({
  prefill,
  ...props
}: Omit<LinkProps, 'to' | 'state'> & { prefill: PrefillKey }) {
  const early = useEarlyClick()
  return <Link to="/contact-us" state={prefillState(prefill)} {...early} {...props} />
}
