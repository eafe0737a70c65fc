import type { EventListener } from '~/lib/events/listeners.server'
import { invalidatePublished } from './published.server'

/**
 * What visitors are served, dropped once a change commits, by the event's catalogue entry: one calculator's
 * views, those linking one rate-sheet entry, or a workspace's. The published cache tells its own listeners (the
 * embed cache, the archive: `onPublishedChange`) and the other instances.
 */
export const publishedViews: EventListener = {
  name: 'published views',
  afterCommit(event, entry) {
    const kind = entry.invalidates
    if (!kind || kind === 'endpoints') return null
    const workspaceId = event.workspaceId
    if (!workspaceId) throw new Error(`${event.type} drops cached views of a workspace: it needs one`)
    if (kind === 'calculator') {
      const calculatorId = event.calculatorId
      if (!calculatorId) throw new Error(`${event.type} drops one calculator's views: it needs its id`)
      return { key: `calculator ${calculatorId}`, run: (db) => invalidatePublished(db, { calculatorId }) }
    }
    if (kind === 'rate-entry') {
      const rateEntryId = (event.data as { entryId?: unknown }).entryId
      if (typeof rateEntryId !== 'string')
        throw new Error(`${event.type} drops one entry's calculators: it needs its id`)
      return {
        key: `rate-entry ${rateEntryId}`,
        run: (db) => invalidatePublished(db, { workspaceId, rateEntryId }),
      }
    }
    return { key: `workspace ${workspaceId}`, run: (db) => invalidatePublished(db, { workspaceId }) }
  },
}
