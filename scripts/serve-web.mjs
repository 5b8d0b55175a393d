// Serves the built renderer (dist-web/) on 127.0.0.1 only: `npm run web`, and the e2e tests
// (`--dir dist-web-e2e`, the build with the e2e test hooks).
import { createServer } from 'node:http'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import sirv from 'sirv'

const argPort = process.argv.indexOf('--port')
const port = Number(argPort > 0 ? process.argv[argPort + 1] : (process.env.PORT ?? 5180))
const argDir = process.argv.indexOf('--dir')
const dirName = argDir > 0 ? process.argv[argDir + 1] : 'dist-web'
const dir = resolve(import.meta.dirname, '..', dirName)
if (!existsSync(resolve(dir, 'index.html'))) {
  const build = dirName.startsWith('dist-web-e2e')
    ? '`npm run build:renderer:e2e`'
    : '`npm run build:renderer` (or use `npm run web`)'
  console.error(`${dirName}/ is missing: run ${build} first.`)
  process.exit(1)
}
const serve = sirv(dir, { dev: false, single: false, etag: true })
createServer((req, res) =>
  serve(req, res, () => {
    res.statusCode = 404
    res.end('Not found')
  }),
).listen(port, '127.0.0.1', () => {
  console.log(`Holotable (web) is running at http://127.0.0.1:${port}/  — press Ctrl+C to stop.`)
})
