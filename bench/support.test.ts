import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { startServer } from './support'

describe('startServer', () => {
  // A server that ends at start (its port taken meanwhile, a missing build) left the bench and the reliability
  // scenarios waiting three minutes and then talking to whatever answered on its port.
  it('fails at once, naming the server, when the server ends before it is healthy', async () => {
    const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'brightline-start-')), 'server.log')
    await expect(startServer({ BUILD_DIR: 'no-such-build' }, { logFile })).rejects.toThrow(
      /^node server\.js for http:\/\/127\.0\.0\.1:\d+ ended \(code 1\) before it was healthy$/,
    )
    expect(fs.readFileSync(logFile, 'utf8')).toContain('ERR_MODULE_NOT_FOUND')
  })
})
