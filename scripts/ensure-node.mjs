// First step of `npm start` / `npm run dev`: refuse early, with what to install, on a Node.js too old
// for Electron's installer (it needs 22.12+; Node 20 is past its end of life). This file must parse
// and run on old Node versions too, so it sticks to ES2017 syntax (no `?.`, no `??`, no import.meta).

export const MIN_NODE = [22, 12, 0]
export const MIN_NODE_TEXT = '22.12'
export const RECOMMENDED_NODE = '24 LTS'

/** '22.12.0' or 'v22.12.0' → [22, 12, 0]; anything unreadable → null. */
export function parseVersion(text) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(String(text))
  if (match === null) return null
  return [Number(match[1]), Number(match[2]), Number(match[3])]
}

export function isAtLeast(version, minimum) {
  for (let i = 0; i < 3; i += 1) {
    if (version[i] !== minimum[i]) return version[i] > minimum[i]
  }
  return true
}

/** null when `version` can run the desktop app's start-up; otherwise the message to print. */
export function nodeVersionProblem(version) {
  const parsed = parseVersion(version)
  if (parsed !== null && isAtLeast(parsed, MIN_NODE)) return null
  const shown = String(version).replace(/^v/, '')
  return [
    `Holotable's desktop app needs Node.js ${MIN_NODE_TEXT} or newer; this is Node.js ${shown}.`,
    `(Electron 45 installs its runtime with Node.js ${MIN_NODE_TEXT}+, and older Node.js versions are past their end of life.)`,
    `Install Node.js ${RECOMMENDED_NODE} from https://nodejs.org/ (or: nvm install 24, fnm install 24, volta install node@24),`,
    'then run `npm start` again.',
    'To use Holotable in your browser with this Node.js instead: npm run web',
  ].join('\n')
}

// Run as a command (not imported): `node scripts/ensure-node.mjs`.
const isMain = /ensure-node\.mjs$/.test(process.argv[1] || '')
if (isMain) {
  const problem = nodeVersionProblem(process.version)
  if (problem !== null) {
    console.error(problem)
    process.exit(1)
  }
}
