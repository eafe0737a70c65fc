import { desc } from 'drizzle-orm'
import { LANGS, type Lang } from '~/calculators/branding'
import { DISCLOSURE_SETS } from '~/calculators/kit/disclosure'
import type { Db } from '~/db/client.server'
import { emit } from '~/lib/events/emit.server'
import type { Tx } from '~/lib/workspaces/workspaces.server'
import { disclosureDefaults, type DisclosureDefaultRow } from '~/db/schema'
import { CONSENT_SET, shippedText, type DefaultKind } from './default-texts'

export interface DefaultKey {
  kind: DefaultKind
  set: string
  lang: Lang
}

export interface DefaultInForce extends DefaultKey {
  text: string
  /** The latest change, or none while the shipped text is in force. */
  changed?: { by: string; at: Date }
}

/** Every (kind, set, language) an admin keeps: the three disclosure sets and the consent line, in both languages. */
export const DEFAULT_KEYS: DefaultKey[] = [
  ...DISCLOSURE_SETS.flatMap((set) => LANGS.map((lang) => ({ kind: 'disclosure' as const, set, lang }))),
  ...LANGS.map((lang) => ({ kind: 'consent' as const, set: CONSENT_SET, lang })),
]

const sameKey = (a: DefaultKey, b: DefaultKey) => a.kind === b.kind && a.set === b.set && a.lang === b.lang

/** The history, newest first (a few hundred rows at most: admins change these rarely). */
export async function defaultHistory(db: Db | Tx): Promise<DisclosureDefaultRow[]> {
  return db
    .select()
    .from(disclosureDefaults)
    .orderBy(desc(disclosureDefaults.createdAt), desc(disclosureDefaults.id))
}

/** The text in force for each key: the newest change, or the shipped text. */
export async function defaultsInForce(db: Db | Tx): Promise<DefaultInForce[]> {
  const history = await defaultHistory(db)
  return DEFAULT_KEYS.map((key) => {
    const newest = history.find((row) => sameKey(row as DefaultKey, key))
    return newest
      ? { ...key, text: newest.text, changed: { by: newest.authorEmail, at: newest.createdAt } }
      : { ...key, text: shippedText(key.kind, key.set, key.lang) }
  })
}

/** A platform setting, so its audit entry goes to the platform's chain, with the text before and after. */
export async function changeDefault(
  db: Db,
  key: DefaultKey,
  text: string,
  author: { id: string; email: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = (await defaultsInForce(tx)).find((row) => sameKey(row, key))?.text ?? ''
    const [row] = await tx
      .insert(disclosureDefaults)
      .values({ ...key, text, authorId: author.id, authorEmail: author.email })
      .returning({ id: disclosureDefaults.id })
    await emit(tx, {
      type: 'disclosure_default.changed',
      workspaceId: null,
      actor: author,
      objectId: String(row!.id),
      data: { ...key, before, after: text },
    })
  })
}
