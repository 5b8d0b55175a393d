// Second step of `npm start` / `npm run dev` (and of the Electron specs): make sure Electron's binary
// is installed. Since Electron 42 `npm install` no longer downloads it, and electron-vite only reads
// node_modules/electron/path.txt (it fails with "Electron uninstall"), so this runs Electron's own
// installer (its `install-electron` bin, node_modules/electron/install.js), which does nothing when
// the binary is already there. When the download fails, it says why and how to retry.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { nodeVersionProblem } from './ensure-node.mjs'

const DEFAULT_MIRROR = 'https://github.com/electron/electron/releases/download/'
export const EXAMPLE_MIRROR = 'https://npmmirror.com/mirrors/electron/'
const OFFLINE_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN'])
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_SOCKET',
])

/** The executable inside dist/, as Electron's install.js names it (it writes this into path.txt). */
export function platformPath(platform) {
  if (platform === 'darwin' || platform === 'mas') return 'Electron.app/Contents/MacOS/Electron'
  if (platform === 'win32') return 'electron.exe'
  return 'electron'
}

/** The same test as install.js's isInstalled(): right version in dist/, path.txt, and the binary. */
export function installedBinary(electronDir, version, env = process.env, platform = process.platform) {
  const expected = platformPath(env.ELECTRON_INSTALL_PLATFORM || env.npm_config_platform || platform)
  try {
    if (
      readFileSync(join(electronDir, 'dist', 'version'), 'utf8')
        .replace(/^v/, '')
        .trim() !== version
    )
      return null
    if (readFileSync(join(electronDir, 'path.txt'), 'utf8') !== expected) return null
  } catch {
    return null
  }
  const binary = env.ELECTRON_OVERRIDE_DIST_PATH
    ? join(env.ELECTRON_OVERRIDE_DIST_PATH, expected)
    : join(electronDir, 'dist', expected)
  return existsSync(binary) ? binary : null
}

/** The mirror @electron/get will use (same variables, same precedence), and whether the user set it. */
export function electronMirror(env) {
  const custom =
    env.npm_config_electron_mirror ||
    env.NPM_CONFIG_ELECTRON_MIRROR ||
    env.npm_package_config_electron_mirror ||
    env.ELECTRON_MIRROR
  return custom ? { url: custom, custom: true } : { url: DEFAULT_MIRROR, custom: false }
}

export function artifactName(version, platform, arch) {
  return `electron-v${version}-${platform}-${arch}.zip`
}

export function artifactUrl(env, version, platform, arch) {
  const dir = (env.ELECTRON_CUSTOM_DIR || `v${version}`).replace('{{ version }}', version)
  return `${electronMirror(env).url}${dir}/${artifactName(version, platform, arch)}`
}

export function proxyOf(env) {
  return env.HTTPS_PROXY || env.https_proxy || env.HTTP_PROXY || env.http_proxy || null
}

function hostOf(url) {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

/** Reads what install.js printed on failure: an HTTP status, a checksum mismatch, or just "fetch failed". */
export function classifyInstallerOutput(output) {
  const http = /Response code (\d{3})[^\n]* for (\S+)/.exec(output)
  if (http !== null) return { kind: 'http', status: Number(http[1]), url: http[2] }
  if (/did not match expected checksum|No checksum found/i.test(output)) return { kind: 'checksum' }
  if (/fetch failed/i.test(output)) return { kind: 'network' }
  return { kind: 'other' }
}

function firstErrorLine(output) {
  const lines = output.split('\n').map((l) => l.trim())
  const line = lines.find((l) => /Error\b|failed/.test(l) && !l.startsWith('at ')) || lines.find((l) => l !== '')
  return line || 'no output'
}

/**
 * The message shown when the download failed. `failure.output` is what the installer printed;
 * `failure.code` is the network error code found by probing the download URL (e.g. ENOTFOUND).
 */
export function explainDownloadFailure({ version, platform, arch, env, output, code }) {
  const mirror = electronMirror(env)
  const url = artifactUrl(env, version, platform, arch)
  const host = hostOf(url)
  const proxy = proxyOf(env)
  const found = classifyInstallerOutput(output)
  const mirrorTip = `if ${host} is blocked or slow where you are, use a mirror: ELECTRON_MIRROR=${EXAMPLE_MIRROR} npm start`
  let why
  let todo
  if (found.kind === 'http' && found.status === 404 && mirror.custom) {
    why = `the mirror ${mirror.url} has no ${found.url.slice(found.url.lastIndexOf('/') + 1)} (HTTP 404).`
    todo = `ELECTRON_MIRROR must be a folder URL ending in "/" that holds v${version}/${artifactName(version, platform, arch)} and v${version}/SHASUMS256.txt; unset it to download from GitHub.`
  } else if (found.kind === 'http' && found.status === 407) {
    why = `the proxy ${proxy || '(from your settings)'} asked for a user name and password (HTTP 407).`
    todo = 'put them in the proxy URL, e.g. HTTPS_PROXY=http://user:password@proxy.example:8080 npm start'
  } else if (found.kind === 'http') {
    why = `${hostOf(found.url)} answered HTTP ${found.status} for ${found.url}.`
    todo = `try again later; ${mirrorTip}`
  } else if (found.kind === 'checksum') {
    why =
      "the downloaded file does not match Electron's published checksum (a damaged download, or a mirror serving other files)."
    todo = mirror.custom
      ? `try again; check that ${mirror.url} mirrors Electron's official releases.`
      : 'try again (the damaged file is not kept).'
  } else if (proxy !== null) {
    why = `the download through the proxy ${proxy} failed${code ? ` (${code})` : ''}.`
    todo =
      'check that the proxy in HTTPS_PROXY / HTTP_PROXY is reachable and that NO_PROXY does not exclude it (downloading through a proxy needs Node.js 22.21+ or 24).'
  } else if (code && OFFLINE_CODES.has(code)) {
    why = `${host} could not be found (${code}): this computer seems to be offline, or its DNS is not working.`
    todo = `connect to the internet (needed once: the download is kept in Electron's cache); ${mirrorTip}`
  } else if (code && CONNECTION_CODES.has(code)) {
    why = `the connection to ${host} failed (${code}); a firewall or a proxy may be in the way.`
    todo = `behind a proxy, set HTTPS_PROXY=http://proxy.example:8080 (npm start passes it on to the download); ${mirrorTip}`
  } else {
    why = `${firstErrorLine(output)}${code ? ` (${code})` : ''}`
    todo = `check the internet connection, the proxy (HTTPS_PROXY) or the mirror (ELECTRON_MIRROR); ${mirrorTip}`
  }
  return [
    `Electron ${version} (the desktop app's runtime) could not be downloaded from ${host}, so the app cannot start yet.`,
    `Why: ${why}`,
    `What to do: ${todo}`,
    'Then retry: npm start (or by hand: npx install-electron)',
    'Meanwhile the same app runs in your browser, no download needed: npm run web',
  ].join('\n')
}

/** What a GET of `url` runs into: { status } when a server answered, { code } for a network error. */
export async function probe(url, timeoutMs = 10_000) {
  try {
    const response = await fetch(url, { method: 'HEAD', redirect: 'follow', signal: AbortSignal.timeout(timeoutMs) })
    return { status: response.status }
  } catch (error) {
    const cause = error && error.cause
    return { code: (cause && (cause.code || cause.name)) || error.name || 'unknown' }
  }
}

/** Runs install.js; its output is shown as it comes and also kept for the diagnosis. */
export function runInstaller(installJs, env) {
  return new Promise((done) => {
    const child = spawn(process.execPath, [installJs], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
      process.stdout.write(chunk)
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
      process.stderr.write(chunk)
    })
    child.on('error', (error) => done({ status: 1, output: output + String(error) }))
    child.on('close', (status) => done({ status: status === null ? 1 : status, output }))
  })
}

/**
 * Installs the binary when missing. Resolves with { ok: true, binary, downloaded } or { ok: false, message }.
 * `electronDir` is node_modules/electron; `nodeVersion` is the Node.js that runs the installer.
 */
export async function ensureElectron({
  electronDir,
  env = process.env,
  log = console.log,
  nodeVersion = process.version,
} = {}) {
  const tooOld = nodeVersionProblem(nodeVersion)
  if (tooOld !== null) return { ok: false, message: tooOld }
  const dir = electronDir || dirname(createRequire(import.meta.url).resolve('electron/package.json'))
  const version = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version
  const platform = env.ELECTRON_INSTALL_PLATFORM || env.npm_config_platform || process.platform
  const arch = env.ELECTRON_INSTALL_ARCH || env.npm_config_arch || process.arch
  const already = installedBinary(dir, version, env)
  if (already !== null) return { ok: true, binary: already, downloaded: false }

  log(`Holotable: downloading Electron ${version} for ${platform}-${arch} (about 100 MB, needed once)…`)
  const childEnv = { ...env }
  // Node's fetch ignores HTTPS_PROXY unless asked (Node 22.21+ / 24 understand NODE_USE_ENV_PROXY).
  if (proxyOf(env) !== null && childEnv.NODE_USE_ENV_PROXY === undefined) childEnv.NODE_USE_ENV_PROXY = '1'
  const result = await runInstaller(join(dir, 'install.js'), childEnv)
  const binary = installedBinary(dir, version, env)
  if (result.status === 0 && binary !== null) {
    log(`Holotable: Electron ${version} installed.`)
    return { ok: true, binary, downloaded: true }
  }
  const kind = classifyInstallerOutput(result.output).kind
  const found = kind === 'network' || kind === 'other' ? await probe(artifactUrl(env, version, platform, arch)) : {}
  const message = explainDownloadFailure({ version, platform, arch, env, output: result.output, code: found.code })
  return { ok: false, message }
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]
if (isMain) {
  const result = await ensureElectron()
  if (!result.ok) {
    console.error(`\n${result.message}`)
    process.exit(1)
  }
}
