import fs from 'node:fs'
import path from 'node:path'
import type { NextFunction, Request, Response } from 'express'
import { NONCE_PLACEHOLDER } from '~/lib/request-context'

/**
 * Serves the prerendered pages from memory, each with the request's CSP nonce in place of the placeholder.
 * Paths are answered without a trailing slash, as the app links them (express.static would redirect).
 */
export function prerenderedPages(clientDir: string) {
  const pages = new Map<string, string[]>()
  for (const file of findIndexFiles(clientDir)) {
    const route = '/' + path.relative(clientDir, path.dirname(file)).split(path.sep).join('/')
    const html = fs.readFileSync(file, 'utf8')
    pages.set(route === '/' ? '/' : route.replace(/\/$/, ''), html.split(NONCE_PLACEHOLDER))
  }
  return function servePrerendered(req: Request, res: Response, next: NextFunction) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const parts = pages.get(req.path)
    if (!parts) return next()
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', 'no-cache')
    res.status(200).send(parts.join(res.locals.nonce as string))
  }
}

function findIndexFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  const found: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory() && entry.name !== 'assets') found.push(...findIndexFiles(full))
    else if (entry.name === 'index.html') found.push(full)
  }
  return found
}
