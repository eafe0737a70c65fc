// The archive of served states (issue 35 §2, decision 0058): the publish round trip with the new state
// archived before the answer, and the bytes an archived state and a busy workspace's month cost.
// `npm run bench:archive` (SKIP_BUILD=1 BUILD_DIR=build to reuse a build). With TEST_DATABASE_URL, on a new
// PostgreSQL database with a second instance beside the first: how long until that peer serves each publish.
import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase } from '../app/db/client.server'
import { buildOnce, printTable, startServer } from './support'

const CALCULATORS = Number(process.env.ARCHIVE_CALCULATORS ?? 5)
const PUBLISHES = Number(process.env.ARCHIVE_PUBLISHES ?? 30)
const email = 'archive-bench@example.com'
const password = 'a long passphrase 1'

buildOnce()

/** A database of its own on the server TEST_DATABASE_URL names, dropped at the end. */
async function newPostgresDatabase(serverUrl: string) {
  const name = `archive_bench_${Date.now()}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function dropPostgresDatabase(serverUrl: string, databaseUrl: string) {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`)
  await admin.end()
}

const databaseUrl = process.env.TEST_DATABASE_URL
  ? await newPostgresDatabase(process.env.TEST_DATABASE_URL)
  : undefined
const onDatabase: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {}
const server = await startServer({ RATE_LIMIT_AUTH: '1000', ...onDatabase })
// The second instance: it learns of a publish through the database's notifications (decision 0059).
const peer = databaseUrl ? await startServer({ RATE_LIMIT_AUTH: '1000', ...onDatabase }) : undefined
const { origin } = server
let cookie = ''

async function post(pathname: string, fields: Record<string, string>) {
  const response = await fetch(origin + pathname, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  })
  const body = await response.text()
  if (response.status >= 400)
    throw new Error(`${pathname} ${fields.intent ?? ''}: ${response.status} ${body.slice(0, 300)}`)
  return response
}

function verificationLink() {
  const folder = path.join(server.dataDir, 'outbox')
  for (const file of fs.existsSync(folder) ? fs.readdirSync(folder) : []) {
    const text = fs
      .readFileSync(path.join(folder, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replaceAll('=3D', '=')
    const link = text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?[^\s"<]+/)?.[0]
    if (text.includes(email) && link) return link
  }
  return undefined
}

try {
  const signedUp = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password, name: 'Bench', callbackURL: '/' }),
  })
  let link: string | undefined
  for (let i = 0; i < 100 && !(link = verificationLink()); i++) await new Promise((r) => setTimeout(r, 100))
  // The link verifies in the browser that signed up (its cookie), as the site's accounts work.
  const signUpCookie = signedUp.headers
    .getSetCookie()
    .map((one) => one.split(';')[0])
    .join('; ')
  await fetch(link!, { redirect: 'manual', headers: { cookie: signUpCookie } })
  const signedIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  })
  if (!signedIn.ok) throw new Error(`sign-in: ${signedIn.status} ${await signedIn.text()} (link ${link})`)
  cookie = signedIn.headers
    .getSetCookie()
    .map((one) => one.split(';')[0])
    .join('; ')
  const workspacePath = (await post('/workspace', { name: 'Busy Bank' })).headers.get('location')!
  const editors: string[] = []
  for (let i = 0; i < CALCULATORS; i++)
    editors.push(
      (await post(workspacePath, { type: 'loan', name: `Loan ${i + 1}` })).headers.get('location')!,
    )
  const numbers = editors.map(() => 1)
  const publishMs: number[] = []
  const renderMs: number[] = []
  const peerMs: number[] = []
  const publicIds = new Map<string, string>()
  const publicIdOf = async (editor: string) => {
    if (!publicIds.has(editor)) {
      const page = await (await fetch(origin + editor, { headers: { cookie } })).text()
      publicIds.set(editor, page.match(/data-calculator-id=(?:&quot;|")([0-9a-f]{16})/)![1]!)
    }
    return publicIds.get(editor)!
  }
  for (let i = 0; i < PUBLISHES; i++) {
    const editor = editors[i % editors.length]!
    const number = ++numbers[i % editors.length]!
    await post(editor, {
      intent: 'save',
      name: `Loan ${(i % editors.length) + 1}`,
      color: '#0f766e',
      accent: '#fbbf24',
      font: 'serif',
      lang: 'en',
      'default.principal': String(20_000 + i * 500),
      'default.rate': '6.5',
      'default.months': '60',
      'min.rate': '3',
      'max.rate': '9',
      disclosure: `Rates are examples, not offers (version ${number}).`,
      allowedOrigins: '',
      'lead.cta': '',
      'lead.consent': '',
      'lead.recipients': '',
      'display.chart': 'on',
      'display.schedule': 'on',
    })
    const known = publicIds.get(editor)
    // The peer has served this calculator before (its cache holds the previous state), when it is known.
    if (peer && known) await (await fetch(`${peer.origin}/embed/c/${known}`)).arrayBuffer()
    const started = performance.now()
    // As the approver's browser sends it once the page has hydrated: the action and its revalidation data.
    await post(`${editor}.data`, { intent: 'approve', revision: String(number) })
    publishMs.push(performance.now() - started)
    // From the publish until the other instance serves it (a calculator's first publish is not counted: its
    // public id is read from the editor first).
    if (peer && known) {
      for (let tries = 0; ; tries++) {
        const page = await (await fetch(`${peer.origin}/embed/c/${known}`)).text()
        if (page.includes(`(version ${number})`)) break
        if (tries > 2000) throw new Error(`the peer never served version ${number} of ${known}`)
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
      peerMs.push(performance.now() - started)
    }
    // What the archive's render costs: a published embed rendered afresh (a query no cache holds yet).
    const publicId = await publicIdOf(editor)
    const rendered = performance.now()
    const embed = await fetch(`${origin}/embed/c/${publicId}?principal=${31_000 + i}`)
    await embed.arrayBuffer()
    renderMs.push(performance.now() - rendered)
  }
  await server.stop()
  await peer?.stop()
  const summary = (name: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0)
    return { '': name, runs: values.length, median: at(0.5), p95: at(0.95), max: sorted.at(-1)!.toFixed(0) }
  }
  printTable('Publish with archiving, ms', [
    summary('POST approve (.data) → answer, the new state archived before it', publishMs),
    summary('a published embed rendered afresh (≈ the archive’s render)', renderMs),
    ...(peer ? [summary('publish → the other instance serves it (PostgreSQL notifications)', peerMs)] : []),
  ])

  const database = await openDatabase(
    databaseUrl ? { databaseUrl } : { pgliteDir: path.join(server.dataDir, 'pglite') },
  )
  try {
    const one = async (query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows[0]!
    const counts = await one(sql`select
      (select count(*) from archived_states)::int as states,
      (select count(*) from archive_blobs)::int as blobs,
      (select coalesce(sum(size), 0) from archive_blobs)::int as blob_bytes,
      (select coalesce(sum(s.size), 0) from archived_state_files f join archive_blobs s on s.hash = f.hash)::int as served_bytes,
      (select coalesce(sum(pg_column_size(t.*)), 0) from archived_states t)::int as state_rows,
      (select coalesce(sum(pg_column_size(t.*)), 0) from archived_state_files t)::int as file_rows,
      (select coalesce(sum(pg_column_size(t.*)), 0) from archive_blobs t)::int as blob_rows,
      pg_total_relation_size('archived_states') + pg_total_relation_size('archived_state_files')
        + pg_total_relation_size('archive_blobs') as on_disk`)
    const states = Number(counts.states)
    const stored = Number(counts.state_rows) + Number(counts.file_rows) + Number(counts.blob_rows)
    printTable('Archive size', [
      {
        states,
        blobs: Number(counts.blobs),
        'files as served, bytes': Number(counts.served_bytes),
        'blob bytes (each once)': Number(counts.blob_bytes),
        'rows, bytes (compressed as stored)': stored,
        'per state, bytes': Math.round(stored / states),
        'on disk with indexes, bytes': Number(counts.on_disk),
      },
    ])
    // A busy workspace: 25 calculators, each published twice a month and linked to a rate changed weekly.
    const perMonth = 25 * (2 + 4.3)
    console.log(
      `Busy workspace (25 calculators × (2 publishes + 4.3 rate changes) = ${perMonth.toFixed(0)} states a month):` +
        ` ${((perMonth * stored) / states / 1024 / 1024).toFixed(1)} MB a month,` +
        ` ${((24 * perMonth * stored) / states / 1024 / 1024).toFixed(0)} MB over the two years kept.`,
    )
  } finally {
    await database.close()
  }
} finally {
  await server.stop()
  await peer?.stop()
  if (databaseUrl) await dropPostgresDatabase(process.env.TEST_DATABASE_URL!, databaseUrl)
}
