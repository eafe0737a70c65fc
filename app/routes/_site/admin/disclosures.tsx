import { data, Form, useActionData, useNavigation } from 'react-router'
import { TextareaField } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { When } from '~/components/when'
import { DefaultChangeSchema } from '~/lib/disclosures/default-form'
import { DISCLOSURE_SET_INFO } from '~/lib/disclosures/default-texts'
import { changeDefault, defaultHistory, defaultsInForce } from '~/lib/disclosures/defaults.server'
import { requireAdmin } from '~/lib/permissions.server'
import { getServices } from '~/lib/services.server'
import type { Route } from './+types/disclosures'
import { AdminErrorBoundary, AdminHeader, adminMeta, useNoticeToast } from './admin-ui'

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, {
    title: 'Disclosures',
    description: 'Default disclosure and consent texts',
    path: '/admin/disclosures',
  })
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args)
  const { db } = getServices(args.context)
  const [texts, history] = await Promise.all([defaultsInForce(db), defaultHistory(db)])
  return { texts, history: history.slice(0, 100) }
}

export async function action(args: Route.ActionArgs) {
  const { user } = await requireAdmin(args)
  const parsed = DefaultChangeSchema.safeParse(Object.fromEntries(await args.request.formData()))
  if (!parsed.success) {
    const notice = parsed.error.issues[0]?.message ?? 'Check the text.'
    return data({ ok: false, notice }, { status: 400 })
  }
  const { text, ...key } = parsed.data
  await changeDefault(getServices(args.context).db, key, text, { id: user.id, email: user.email })
  return {
    ok: true,
    notice: 'Default saved. Revisions saved from now on take it; published ones keep theirs.',
  }
}

const LANG_NAMES = { en: 'English', es: 'Spanish' } as const
const infoOf = (kind: string, set: string) =>
  kind === 'consent' ? undefined : DISCLOSURE_SET_INFO[set as keyof typeof DISCLOSURE_SET_INFO]
const titleOf = (kind: string, set: string) =>
  kind === 'consent' ? 'Consent line' : (infoOf(kind, set)?.title ?? `${set} disclosure`)

export default function AdminDisclosures({ loaderData: { texts, history } }: Route.ComponentProps) {
  useNoticeToast(useActionData<typeof action>())
  const busy = useNavigation().state === 'submitting'
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <AdminHeader title="Disclosures" />
      <p className="mb-6 max-w-3xl text-slate-700">
        The texts a calculator takes when its editor leaves them empty, one per product type — installment
        loans, mortgages and home-equity lines (Regulation Z), deposits (Regulation DD) and general — and the
        lead form&rsquo;s consent line. {'{payment}'}, {'{term}'}, {'{apr}'} and {'{apy}'} are filled from the
        calculation; {'{company}'} in the consent line becomes the client&rsquo;s company name when a revision
        is saved. A change applies to revisions saved after it; published revisions keep the text they were
        approved with.
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        {texts.map((entry) => {
          const title = `${titleOf(entry.kind, entry.set)} (${LANG_NAMES[entry.lang]})`
          return (
            <section
              key={`${entry.kind}-${entry.set}-${entry.lang}`}
              aria-label={title}
              className="rounded-xl border border-slate-200 bg-white p-4"
            >
              <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
              {infoOf(entry.kind, entry.set) && (
                <p className="mb-1 text-sm text-slate-700">{infoOf(entry.kind, entry.set)!.citation}</p>
              )}
              <p className="mb-2 text-sm text-slate-600">
                {entry.changed ? (
                  <>
                    Changed by {entry.changed.by}, <When at={entry.changed.at} />
                  </>
                ) : (
                  'The product’s default text.'
                )}
              </p>
              <Form method="post" className="grid gap-2">
                <input type="hidden" name="kind" value={entry.kind} />
                <input type="hidden" name="set" value={entry.set} />
                <input type="hidden" name="lang" value={entry.lang} />
                <TextareaField
                  label="Text"
                  name="text"
                  rows={5}
                  defaultValue={entry.text}
                  lang={entry.lang}
                  reserveError={false}
                  className="text-sm"
                />
                <Button type="submit" size="sm" disabled={busy} className="justify-self-start">
                  Save<span className="sr-only"> {title}</span>
                </Button>
              </Form>
            </section>
          )
        })}
      </div>
      <h2 className="mt-10 mb-3 text-xl font-semibold text-slate-900">History</h2>
      {history.length === 0 ? (
        <p className="text-slate-700">No changes yet: the product&rsquo;s texts are in force.</p>
      ) : (
        <ol className="grid gap-3" aria-label="Changes, newest first">
          {history.map((row) => (
            <li key={row.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
              <p className="font-semibold">
                {titleOf(row.kind, row.set)} ({LANG_NAMES[row.lang]}) — {row.authorEmail},{' '}
                <When at={row.createdAt} />
              </p>
              <p lang={row.lang} className="mt-1 whitespace-pre-line text-slate-700">
                {row.text}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
