// `npm run bench:contact`: how many contact messages a second the server accepts, and that none is lost.
import {
  belowTarget,
  connections,
  durationSeconds,
  loadAverage,
  measurePostLoad,
  type PostLoad,
} from './post-load'
import { buildOnce, printTable } from './support'

const contactLoad: PostLoad = {
  prepare: async () => '/api/send-contact-email',
  env: { RATE_LIMIT_CONTACT: '0', CONTACT_TO: 'owner@brightline-bench.test' },
  body: JSON.stringify({
    firstName: 'Bench',
    lastName: 'Mark',
    email: 'bench-[<id>]@example.com',
    company: 'Load Test Inc.',
    message: 'A message posted by the contact benchmark to measure throughput.',
  }),
  countQuery:
    "select (select count(*) from contact_messages) as stored, (select count(*) from outbox where kind = 'contact' and status = 'sent') as sent",
}

buildOnce()
const rows = [await measurePostLoad('pglite', contactLoad)]
if (process.env.TEST_DATABASE_URL) rows.push(await measurePostLoad('postgres', contactLoad))
printTable(`Contact API, ${connections} connections for ${durationSeconds} s, rate limit off`, rows)
console.log(`Load average while measuring: ${loadAverage()}`)
const failed = belowTarget(rows)
if (failed.length > 0) {
  console.log(`Below target: ${failed.map((row) => row.database).join(', ')}`)
  process.exitCode = 1
}
