import { ensurePgliteTemplateFile, postgresTemplate } from '../support/database-template'

// Built once before the workers start, so that they do not each build the same template at once.
export default async function buildDatabaseTemplates() {
  await ensurePgliteTemplateFile()
  if (process.env.TEST_DATABASE_URL) await postgresTemplate(process.env.TEST_DATABASE_URL)
}
