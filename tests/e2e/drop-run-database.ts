import pg from 'pg'

/** Drops the PostgreSQL database created for this end-to-end run (see playwright.config.ts). */
export default async function dropRunDatabase() {
  const runUrl = process.env.E2E_PG_DATABASE_URL
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!runUrl || !serverUrl) return
  const name = new URL(runUrl).pathname.slice(1)
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  await client.query(`drop database if exists ${name} with (force)`)
  await client.end()
}
