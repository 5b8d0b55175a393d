import { describe, expect, it } from 'vitest'
import { ESLint } from 'eslint'
import { resolve } from 'node:path'

// The lint config enforces ARCHITECTURE.md's import arrows; prove each arrow bites.
const root = resolve(import.meta.dirname, '../../..')
const eslint = new ESLint({ cwd: root })

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

describe('import arrows', () => {
  it('src-shared may not import the renderer, main, Vue, Dexie or Node', async () => {
    const msgs = await restricted(
      'src-shared/core/probe.ts',
      [
        "import { a } from '../../src-renderer/db'",
        "import { b } from '../../src-main/backups'",
        "import { ref } from 'vue'",
        "import Dexie from 'dexie'",
        "import { readFileSync } from 'node:fs'",
        'export const all = [a, b, ref, Dexie, readFileSync]',
      ].join('\n'),
    )
    expect(msgs).toHaveLength(5)
  })

  it('the renderer may not import electron, Node modules or main', async () => {
    const msgs = await restricted(
      'src-renderer/probe.ts',
      "import { ipcRenderer } from 'electron'\nimport { join } from 'node:path'\nimport { x } from '../src-main/ipc'\nexport const all = [ipcRenderer, join, x]",
    )
    expect(msgs).toHaveLength(3)
    expect(msgs[0]).toContain('window.holotable')
  })

  it('main may not import Vue or the renderer', async () => {
    const msgs = await restricted(
      'src-main/probe.ts',
      "import { ref } from 'vue'\nimport { y } from '../src-renderer/db'\nexport const all = [ref, y]",
    )
    expect(msgs).toHaveLength(2)
  })

  it('one game never imports another, but may import core and itself', async () => {
    const bad = await restricted(
      'src-shared/games/rebellion/probe.ts',
      "import { d } from '../rule-the-galaxy/data'\nexport const all = [d]",
    )
    expect(bad).toEqual([
      "'../rule-the-galaxy/data' import is restricted from being used by a pattern. One game never imports another: move shared logic to src-shared/core/.",
    ])
    const ok = await restricted(
      'src-shared/games/rebellion/probe.ts',
      "import { convolve } from '../../core/distribution'\nimport { x } from './units'\nexport const all = [convolve, x]",
    )
    expect(ok).toEqual([])
  })
})
