import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * The files embedded in a PDF, by name, as a reader takes them out: poppler's `pdfdetach -saveall`
 * (poppler-utils), the same command the README gives for a receipt in a report.
 */
export function pdfAttachments(pdf: Buffer): Record<string, Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-attachments-'))
  try {
    const file = join(dir, 'report.pdf')
    writeFileSync(file, pdf)
    const out = join(dir, 'files')
    mkdirSync(out)
    execFileSync('pdfdetach', ['-saveall', '-o', out, file])
    return Object.fromEntries(readdirSync(out).map((name) => [name, readFileSync(join(out, name))]))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
