import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { precompressDirectory } from './precompress'

describe('precompressDirectory', () => {
  it('writes a Brotli and a gzip copy of every script, stylesheet and data file, in subfolders too', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
    fs.mkdirSync(path.join(dir, 'assets'))
    const script = 'export function add(a, b) { return a + b }\n'.repeat(50)
    fs.writeFileSync(path.join(dir, 'assets', 'chunk-abc.js'), script)
    fs.writeFileSync(path.join(dir, 'about-us.data'), '[{"_1":2},"routes/about-us",{}]'.repeat(20))
    fs.writeFileSync(path.join(dir, 'index.html'), '<html></html>'.repeat(50))
    fs.writeFileSync(path.join(dir, 'x.js'), 'x')

    await precompressDirectory(dir)

    const chunk = path.join(dir, 'assets', 'chunk-abc.js')
    expect(brotliDecompressSync(fs.readFileSync(`${chunk}.br`)).toString()).toBe(script)
    expect(gunzipSync(fs.readFileSync(`${chunk}.gz`)).toString()).toBe(script)
    expect(fs.existsSync(path.join(dir, 'about-us.data.br'))).toBe(true)
    // Prerendered HTML is compressed per request (it carries a nonce); a copy larger than its file is useless.
    expect(fs.existsSync(path.join(dir, 'index.html.br'))).toBe(false)
    expect(fs.existsSync(path.join(dir, 'x.js.br'))).toBe(false)
    expect(fs.existsSync(path.join(dir, 'x.js.gz'))).toBe(false)
  })
})
