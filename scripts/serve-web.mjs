// Serves the built renderer (dist-web/) on 127.0.0.1 only: `npm run web`, and the e2e tests
// (`--dir dist-web-e2e`, the build with the e2e test hooks).
import { createServer } from 'node:http'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import sirv from 'sirv'

const argPort = process.argv.indexOf('--port')
const port = Number(argPort > 0 ? process.argv[argPort + 1] : (process.env.PORT ?? 5180))
const argDir = process.argv.indexOf('--dir')
const dirName = argDir > 0 ? process.argv[argDir + 1] : 'dist-web'
const dir = resolve(import.meta.dirname, '..', dirName)
const build = dirName.startsWith('dist-web-e2e')
  ? '`npm run build:renderer:e2e`'
  : '`npm run build:renderer` (or use `npm run web`)'
if (!existsSync(resolve(dir, 'index.html'))) {
  console.error(`${dirName}/ is missing: run ${build} first.`)
  process.exit(1)
}
// The app's Content-Security-Policy, as the desktop app's main sends it: a header on every
// response. The build writes it beside index.html (vite.web.config.ts); the page has no other.
const policyFile = resolve(dir, 'content-security-policy.txt')
if (!existsSync(policyFile)) {
  console.error(`${dirName}/ has no content-security-policy.txt (built by an older version): run ${build} again.`)
  process.exit(1)
}
const policy = readFileSync(policyFile, 'utf8').trim()
// The files under assets/ are named by a hash of their content (a new build gives new names), so
// the browser keeps them and a start asks for none of them again; index.html and the rest are
// asked for each time, so a new build is seen at once.
const KEPT = 'public, max-age=31536000, immutable'
const serve = sirv(dir, {
  dev: false,
  single: false,
  etag: true,
  setHeaders: (res, pathname) => res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? KEPT : 'no-cache'),
})
createServer((req, res) => {
  res.setHeader('Content-Security-Policy', policy)
  serve(req, res, () => {
    res.statusCode = 404
    res.end('Not found')
  })
}).listen(port, '127.0.0.1', () => {
  console.log(`Holotable (web) is running at http://127.0.0.1:${port}/  — press Ctrl+C to stop.`)
})
