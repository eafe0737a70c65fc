import { business } from '~/lib/business'

const format = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: business.timeZone.id,
})

/**
 * A time on the admin dashboard and in the workspaces: in the business's own zone, named beside it, and the
 * same text on the server and in the browser so hydration matches.
 */
export function When({ at }: { at: Date | string }) {
  const date = new Date(at)
  return (
    <time dateTime={date.toISOString()}>
      {format.format(date)} <abbr title={business.timeZone.name}>{business.timeZone.abbr}</abbr>
    </time>
  )
}
