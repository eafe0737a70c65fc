import { useEffect, useRef } from 'react'
import { readablePrimary } from '~/calculators/branding'

type Company = {
  name: string
  logo: { url: string; width: number; height: number } | null
  supportEmail: string
  supportPhone: string
}

type Props = {
  company: Company
  /** The published calculator: its public id, visible title (the frame's name) and colour. */
  calculator: { publicId: string; title: string; color: string; lang: 'en' | 'es' }
  /** The footer's year, from the server, so the page hydrates as rendered. */
  year: number
}

const MENU = {
  en: ['Personal', 'Business', 'Loans', 'Rates', 'About us'],
  es: ['Personal', 'Empresas', 'Préstamos', 'Tasas', 'Nosotros'],
}
const HERO = {
  en: {
    title: 'Plan your next step',
    lead: 'See what it could mean for you, then talk to us when you are ready.',
  },
  es: {
    title: 'Planee su próximo paso',
    lead: 'Vea lo que podría significar para usted y hable con nosotros cuando quiera.',
  },
}

/**
 * A plain page of the client's own look around their published calculator (decision 0096): their logo (or
 * name), their colour, a menu and a footer with their contact, and nothing of ours. The calculator comes in
 * through the real loader, as on their site, marked as a member's preview so that it is not counted.
 */
export function SamplePage({ company, calculator, year }: Props) {
  const color = readablePrimary(calculator.color)
  const { lang } = calculator
  const contact = [company.supportPhone, company.supportEmail].filter(Boolean).join(' · ')
  return (
    <section
      aria-label={`Sample page of ${company.name}`}
      className="overflow-hidden rounded-xl border border-slate-300 bg-white shadow-sm"
      data-testid="sample-page"
      lang={lang}
    >
      <div
        className="flex items-center gap-2 border-b border-slate-200 bg-slate-100 px-3 py-2 text-xs text-slate-700"
        aria-hidden="true"
      >
        <span className="size-2.5 rounded-full bg-slate-300" />
        <span className="size-2.5 rounded-full bg-slate-300" />
        <span className="size-2.5 rounded-full bg-slate-300" />
        <span className="ml-2 min-w-0 flex-1 truncate rounded bg-white px-2 py-0.5">Sample page</span>
      </div>
      <header
        className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 border-b border-slate-200 px-4 py-3 sm:px-8"
        style={{ borderTop: `6px solid ${color}` }}
      >
        {company.logo ? (
          <img
            src={company.logo.url}
            alt={company.name}
            width={company.logo.width}
            height={company.logo.height}
            className="h-10 w-auto max-w-56 object-contain"
          />
        ) : (
          <p className="text-xl font-bold" style={{ color }}>
            {company.name}
          </p>
        )}
        {/* A menu of the kind a credit union's page has (a phone's menu button below 640 px); it leads
            nowhere, so it is not read as links. */}
        <ul
          className="hidden flex-wrap gap-x-5 gap-y-1 text-sm font-semibold text-slate-700 sm:flex"
          aria-hidden="true"
        >
          {MENU[lang].map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <span className="grid gap-1 sm:hidden" aria-hidden="true">
          <span className="block h-0.5 w-6 bg-slate-700" />
          <span className="block h-0.5 w-6 bg-slate-700" />
          <span className="block h-0.5 w-6 bg-slate-700" />
        </span>
      </header>
      <div className="px-4 py-6 text-white sm:px-8" style={{ backgroundColor: color }}>
        <h2 className="text-2xl font-bold">{HERO[lang].title}</h2>
        <p className="mt-1 max-w-2xl">{HERO[lang].lead}</p>
      </div>
      <div className="px-1 py-4 sm:px-6 sm:py-6">
        <EmbedSlot publicId={calculator.publicId} title={calculator.title} />
      </div>
      <footer className="bg-slate-800 px-4 py-4 text-sm text-white sm:px-8">
        <p>
          © {year} {company.name}
          {contact ? ` · ${contact}` : ''}
        </p>
      </footer>
    </section>
  )
}

type Loader = { scan: () => void }

/**
 * The client's snippet, made after hydration (the loader adds its frame inside it, which React must not find
 * on hydration), with `data-preview`. The loader is fetched once; a later page asks it to scan again.
 */
function EmbedSlot({ publicId, title }: { publicId: string; title: string }) {
  const slot = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const host = slot.current
    if (!host) return
    const container = document.createElement('div')
    container.setAttribute('data-calculator-id', publicId)
    container.setAttribute('data-title', title)
    container.setAttribute('data-preview', '')
    host.replaceChildren(container)
    const running = (window as { BrightlineEmbed?: Loader }).BrightlineEmbed
    if (running) running.scan()
    else if (!document.querySelector('script[data-embed-loader]')) {
      const script = document.createElement('script')
      script.src = '/embed.js'
      script.async = true
      script.setAttribute('data-embed-loader', '')
      document.body.appendChild(script)
    }
    return () => host.replaceChildren()
  }, [publicId, title])
  return <div ref={slot} data-testid="sample-embed" className="min-h-40" />
}
