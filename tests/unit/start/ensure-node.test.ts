import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import * as espree from 'espree'
import { describe, expect, it } from 'vitest'
import { isAtLeast, nodeVersionProblem, parseVersion } from '../../../scripts/ensure-node.mjs'

const script = resolve(import.meta.dirname, '../../../scripts/ensure-node.mjs')

describe('the Node.js version check of npm start', () => {
  it('accepts 22.12 and newer', () => {
    for (const version of ['v22.12.0', 'v22.21.1', 'v23.0.0', 'v24.22.3', '25.1.0']) {
      expect(nodeVersionProblem(version)).toBeNull()
    }
  })

  it('says which version is needed, which one runs, and what to install', () => {
    expect(nodeVersionProblem('v20.20.2')).toBe(
      [
        "Holotable's desktop app needs Node.js 22.12 or newer; this is Node.js 20.20.2.",
        '(Electron 45 installs its runtime with Node.js 22.12+, and older Node.js versions are past their end of life.)',
        'Install Node.js 24 LTS from https://nodejs.org/ (or: nvm install 24, fnm install 24, volta install node@24),',
        'then run `npm start` again.',
        'To use Holotable in your browser with this Node.js instead: npm run web',
      ].join('\n'),
    )
    expect(nodeVersionProblem('v22.11.9')).toContain('this is Node.js 22.11.9.')
    expect(nodeVersionProblem('v18.0.0')).toContain('this is Node.js 18.0.0.')
    expect(nodeVersionProblem('not a version')).toContain('this is Node.js not a version.')
  })

  it('compares versions field by field', () => {
    expect(parseVersion('v22.12.3')).toEqual([22, 12, 3])
    expect(parseVersion('x')).toBeNull()
    expect(isAtLeast([22, 12, 0], [22, 12, 0])).toBe(true)
    expect(isAtLeast([22, 9, 9], [22, 12, 0])).toBe(false)
    expect(isAtLeast([100, 0, 0], [22, 12, 0])).toBe(true)
  })

  it('as a command, exits 1 with the message on an old Node.js and silently with 0 on a new one', () => {
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8' })
    const problem = nodeVersionProblem(process.version)
    if (problem === null) {
      expect([run.status, run.stdout, run.stderr]).toEqual([0, '', ''])
    } else {
      expect([run.status, run.stdout, run.stderr]).toEqual([1, '', `${problem}\n`])
    }
  })

  it('is written in ES2017, so even an old Node.js can run it and print the message', () => {
    const source = readFileSync(script, 'utf8')
    expect(() => espree.parse(source, { ecmaVersion: 2017, sourceType: 'module' })).not.toThrow()
    // The same parser does reject newer syntax (so the check above means something).
    expect(() => espree.parse('const a = b?.c', { ecmaVersion: 2017, sourceType: 'module' })).toThrow()
  })
})
