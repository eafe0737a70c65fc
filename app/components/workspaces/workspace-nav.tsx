import { ChevronDown, Menu, X } from 'lucide'
import { Icon } from '~/components/ui/icon'
import { useEffect, useRef, useState, type FocusEvent } from 'react'
import { Link, useLocation } from 'react-router'
import { cn } from '~/lib/cn'
import {
  currentness,
  dailyWork,
  isShown,
  navGroups,
  type NavEntry,
  type NavGroup,
  type NavPermissions,
} from '~/lib/workspaces/workspace-nav'

type Open = null | 'phone' | NavGroup['label']

const PHONE_LIST = 'workspace-nav-list'
const groupListId = (label: string) => `workspace-nav-${label.toLowerCase()}`

const itemClass = (current: boolean) =>
  cn(
    'block rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap sm:py-1.5',
    current ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50',
  )

/**
 * The workspace's navigation, in the frame every workspace page shares (routes/workspace/layout.tsx), so it
 * stays put from page to page. From 640 px: the daily work, then "Settings" and "Records", each a disclosure
 * (a button with aria-expanded over a list of links; Escape, a click elsewhere or focus leaving it closes it).
 * Below: one "Menu" disclosure holding every link, the groups under their names. The page's link carries
 * aria-current="page"; its group's button, and Calculators on a calculator's pages, aria-current="true".
 */
export function WorkspaceNav({
  workspaceId,
  allowed,
}: {
  workspaceId: string
  allowed: NavPermissions | undefined
}) {
  const { pathname } = useLocation()
  // What is open, and on which page: a new page closes it (the frame, and so this state, outlives the page).
  const [opened, setOpened] = useState<{ which: Open; on: string }>({ which: null, on: pathname })
  const open = opened.on === pathname ? opened.which : null
  const setOpen = (which: Open | ((was: Open) => Open)) =>
    setOpened((was) => {
      const before = was.on === pathname ? was.which : null
      return { which: typeof which === 'function' ? which(before) : which, on: pathname }
    })
  const nav = useRef<HTMLElement>(null)
  const href = (entry: NavEntry) => `/workspace/${workspaceId}${entry.path ? `/${entry.path}` : ''}`
  const current = (entry: NavEntry) => currentness(entry, workspaceId, pathname)

  useEffect(() => {
    if (!open) return
    const close = () => setOpened((was) => ({ which: null, on: was.on }))
    const outside = (event: Event) => {
      if (!nav.current?.contains(event.target as Node)) close()
    }
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      // Focus inside the menu goes back to its button, as it would leave a list that is no longer shown.
      if (nav.current?.contains(document.activeElement))
        nav.current.querySelector<HTMLElement>(`[data-opens="${open}"]`)?.focus()
      close()
    }
    document.addEventListener('pointerdown', outside)
    document.addEventListener('keydown', escape)
    return () => {
      document.removeEventListener('pointerdown', outside)
      document.removeEventListener('keydown', escape)
    }
  }, [open])

  // A group closes when the keyboard moves on past it (not the phone's menu, which stays until a choice).
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null
    if (next && !event.currentTarget.contains(next)) setOpen((was) => (was === 'phone' ? was : null))
  }
  const toggle = (which: Exclude<Open, null>) => setOpen((was) => (was === which ? null : which))
  const chosen = () => setOpen(null)

  const link = (entry: NavEntry) => {
    const state = current(entry)
    return (
      <li key={entry.path}>
        <Link
          to={href(entry)}
          aria-current={state}
          className={itemClass(state !== undefined)}
          onClick={chosen}
        >
          {entry.label}
        </Link>
      </li>
    )
  }

  return (
    <nav ref={nav} aria-label="Workspace" className="relative">
      <button
        type="button"
        data-opens="phone"
        aria-expanded={open === 'phone'}
        aria-controls={PHONE_LIST}
        aria-label="Workspace menu"
        onClick={() => toggle('phone')}
        className="flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 sm:hidden"
      >
        {open === 'phone' ? <Icon icon={X} className="size-4" /> : <Icon icon={Menu} className="size-4" />}
        Menu
      </button>
      <ul
        id={PHONE_LIST}
        className={cn(
          open === 'phone' ? 'flex' : 'hidden',
          'mt-2 flex-col gap-1 rounded-lg border border-slate-200 p-2 sm:mt-0 sm:flex sm:flex-row sm:items-center sm:gap-2 sm:border-0 sm:p-0',
        )}
      >
        {dailyWork.filter((entry) => isShown(entry, allowed)).map(link)}
        {navGroups.map((group) => {
          const entries = group.entries.filter((entry) => isShown(entry, allowed))
          if (entries.length === 0) return null
          const here = entries.some((entry) => current(entry) !== undefined)
          const expanded = open === group.label
          return (
            <li key={group.label} className="relative" onBlur={closeWhenFocusLeaves}>
              <button
                type="button"
                data-opens={group.label}
                aria-expanded={expanded}
                aria-controls={groupListId(group.label)}
                aria-current={here ? 'true' : undefined}
                onClick={() => toggle(group.label)}
                className={cn(
                  'hidden items-center gap-1 rounded-md px-3 py-1.5 text-sm font-semibold whitespace-nowrap sm:inline-flex',
                  here ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50',
                  expanded && !here && 'bg-brand-50',
                )}
              >
                {group.label}
                <Icon
                  icon={ChevronDown}
                  className={cn('size-4 transition-transform', expanded && 'rotate-180')}
                />
              </button>
              {/* On a phone the groups are headed lists inside the one menu. */}
              <p
                aria-hidden="true"
                className="mt-2 px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase sm:hidden"
              >
                {group.label}
              </p>
              <ul
                id={groupListId(group.label)}
                aria-label={group.label}
                className={cn(
                  'flex flex-col gap-1 sm:absolute sm:top-full sm:left-0 sm:z-30 sm:mt-1 sm:min-w-48 sm:rounded-lg sm:border sm:border-slate-200 sm:bg-white sm:p-1 sm:shadow-lg',
                  expanded ? 'sm:flex' : 'sm:hidden',
                )}
              >
                {entries.map(link)}
              </ul>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
