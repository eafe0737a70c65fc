import { Mail, MapPin, Phone } from 'lucide'
import { Icon } from '~/components/ui/icon'
import { SiteLink as Link } from '~/lib/site-navigation'
import { business, fullAddress } from '~/lib/business'
import { FooterAccountLinks } from './footer-account-links'

const linkClass = 'text-slate-300 hover:text-white underline-offset-4 hover:underline'

export function SiteFooter() {
  return (
    <footer className="bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{business.name}</p>
          <p className="mt-2 text-sm text-slate-300">{business.tagline}.</p>
        </div>
        <address className="space-y-2 text-sm not-italic">
          <h2 className="mb-3 text-base font-semibold text-white">Contact</h2>
          <p className="flex items-start gap-2">
            <Icon icon={MapPin} className="mt-0.5 size-4 shrink-0" />
            {fullAddress}
          </p>
          <p className="flex items-center gap-2">
            <Icon icon={Phone} className="size-4 shrink-0" />
            <a className={linkClass} href={business.phoneHref}>
              {business.phone}
            </a>
          </p>
          <p className="flex items-center gap-2">
            <Icon icon={Mail} className="size-4 shrink-0" />
            <a className={linkClass} href={`mailto:${business.email}`}>
              {business.email}
            </a>
          </p>
        </address>
        <nav aria-label="Footer" className="text-sm">
          <h2 className="mb-3 text-base font-semibold text-white">Company</h2>
          <ul className="space-y-2">
            <li>
              <Link className={linkClass} to="/privacy-policy">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/terms-of-service">
                Terms of Service
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/contact-us">
                Request a Demo
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/accuracy">
                Accuracy Ledger
              </Link>
            </li>
            <FooterAccountLinks linkClass={linkClass} />
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        {/* Prerendered pages carry their build year; the browser's own year must not count as a mismatch. */}
        © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {business.legalName}.{' '}
        {business.city}, {business.state}.
      </p>
    </footer>
  )
}
