import { data } from 'react-router'
import { isSha256 } from '~/lib/archive/hash'
import { selfContained } from '~/lib/archive/page'
import { fileBytes, PAGE_PATH, stateById, stateFiles } from '~/lib/archive/store.server'
import { getServices } from '~/lib/services.server'
import { notFound, requireWorkspaceMember } from '~/lib/workspaces/access.server'
import { isUuid } from '~/lib/workspaces/tokens.server'
import type { Route } from './+types/archive-file'

/**
 * An archived state's files (docs/decisions/0058), for whoever may view the archive ('archive.view'):
 * `page` is the page as served with its stylesheet and logo carried inside it (what the "As of" view
 * frames), `<sha256>` any of its files byte for byte. Nothing archived runs: no script, no form, no
 * request elsewhere (a strict policy and a sandbox), and only this workspace's frames may show it.
 */
export const ARCHIVE_POLICY = [
  "default-src 'none'",
  "script-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'none'",
  "frame-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  'sandbox',
].join('; ')

export async function loader(args: Route.LoaderArgs) {
  const access = await requireWorkspaceMember(args, 'archive.view')
  const { stateId, file } = args.params
  if (!isUuid(stateId) || (file !== 'page' && !isSha256(file))) throw notFound()
  const { db } = getServices(args.context)
  const state = await stateById(db, access.workspace.id, stateId)
  if (!state) throw notFound()
  const files = await stateFiles(db, state.id)
  const headers = {
    'Content-Security-Policy': ARCHIVE_POLICY,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-origin',
  }
  if (file === 'page') {
    const page = files.find((one) => one.path === PAGE_PATH)!
    return new Response(selfContained(page.body, files), {
      headers: {
        ...headers,
        'Content-Type': 'text/html; charset=utf-8',
        // The served bytes' fingerprint: this copy differs from them in carrying its linked files only.
        'X-Archive-Page-SHA256': page.hash,
      },
    })
  }
  const found = files.find((one) => one.hash === file)
  if (!found) throw data({ message: 'Not found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  return new Response(fileBytes(found), { headers: { ...headers, 'Content-Type': found.contentType } })
}
