import { Outlet } from 'react-router'

/** Bare layout for calculators framed on client sites: no header, footer, cookies or session lookup. */
export default function EmbedLayout() {
  return <Outlet />
}
