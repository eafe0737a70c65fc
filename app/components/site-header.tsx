import { Menu, X } from 'lucide'
import { Icon } from '~/components/ui/icon'
import { useState, type MouseEvent } from 'react'
import { flushSync } from 'react-dom'
import { business } from '~/lib/business'
import { useEarlyClick } from '~/lib/early-clicks'
import { isHomePath, scrollToProducts } from '~/lib/scroll'
import { SiteLink as Link, useSiteNavigation } from '~/lib/site-navigation'
import { HeaderAccount, MobileAccount } from './header-account'

// One line from 768 px (iPad portrait) up: tighter and smaller below lg, so the centred nav never reaches the logo.
const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-brand-50 hover:text-brand-800 md:px-2 lg:px-3 lg:text-base'

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false)
  const { location, navigate } = useSiteNavigation()
  const early = useEarlyClick()

  function onProducts(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault()
    // The phone's menu closes first: a smooth scroll measured with it open overshoots by its height.
    flushSync(() => setMenuOpen(false))
    if (isHomePath(location.pathname)) scrollToProducts()
    else navigate('/', { scrollTo: 'products' })
  }

  // 'Home' is a full page load by spec; the landing page then scrolls to the top (see routes/_site/home.tsx).
  const links = (
    <>
      <a href="/home" className={navLinkClass} onClick={() => setMenuOpen(false)}>
        Home
      </a>
      <a href="/#products" className={navLinkClass} onClick={onProducts} {...early}>
        Products
      </a>
      <Link to="/about-us" className={navLinkClass} onClick={() => setMenuOpen(false)}>
        About Us
      </Link>
      <Link to="/contact-us" className={navLinkClass} onClick={() => setMenuOpen(false)}>
        Contact Us
      </Link>
    </>
  )

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link to="/" className="text-lg font-bold whitespace-nowrap text-brand-800">
          {business.name}
        </Link>
        <nav aria-label="Main" className="absolute left-1/2 hidden -translate-x-1/2 gap-1 md:flex">
          {links}
        </nav>
        <div className="hidden md:block" data-testid="header-account">
          <HeaderAccount />
        </div>
        <button
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
          {...early}
        >
          {menuOpen ? <Icon icon={X} /> : <Icon icon={Menu} />}
        </button>
      </div>
      <div id="mobile-menu" hidden={!menuOpen} className="border-t border-slate-200 px-4 py-3 md:hidden">
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {links}
        </nav>
        <MobileAccount onChoose={() => setMenuOpen(false)} />
      </div>
    </header>
  )
}
