// Rules search must keep up with typing: target under 16 ms per keystroke over every game's entries.
import { bench, describe } from 'vitest'
import type { GameModuleId } from '../../src-shared/core/game-record'
import { createRuleSearch } from '../../src-shared/core/rules-search'
import { ALL_RULES } from '../../src-shared/games/rules-index'

const TYPED: [GameModuleId, string][] = [
  ['rebellion', 'how many units can deploy to one system'],
  ['rebellion', 'can the empire retreat with a death star'],
  ['rule-the-galaxy', 'what happens if a fire card is my first card'],
  ['angriff-der-rebellen', 'does a lost fight cost my ally'],
  ['rftg-rebel-vs-imperium', 'who resolves takeovers first'],
]

const buildStart = performance.now()
const search = createRuleSearch(ALL_RULES)
const buildMs = performance.now() - buildStart

function typeEveryQuestion(onKeystroke?: (wallMs: number, cpuMs: number) => void): void {
  for (const [game, question] of TYPED) {
    for (let i = 1; i <= question.length; i++) {
      const cpu0 = process.cpuUsage()
      const t0 = performance.now()
      search.search(question.slice(0, i), { currentGame: game })
      const wall = performance.now() - t0
      const cpu = process.cpuUsage(cpu0)
      onKeystroke?.(wall, (cpu.user + cpu.system) / 1000)
    }
  }
}

function stats(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b)
  const mean = ms.reduce((a, b) => a + b, 0) / ms.length
  const p99 = sorted[Math.floor(sorted.length * 0.99)] ?? 0
  return `mean ${mean.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms, max ${(sorted[sorted.length - 1] ?? 0).toFixed(3)} ms`
}

// Warm up the JIT, then time each keystroke on its own. Wall time includes whatever else the
// machine is doing; CPU time is the search's own work.
typeEveryQuestion()
const wall: number[] = []
const cpu: number[] = []
for (let round = 0; round < 5; round++) {
  typeEveryQuestion((w, c) => {
    wall.push(w)
    cpu.push(c)
  })
}
console.log(
  `rules search over ${ALL_RULES.length} entries (index built in ${buildMs.toFixed(1)} ms), ${wall.length} keystrokes, target < 16 ms each\n` +
    `  wall time per keystroke: ${stats(wall)}\n` +
    `  CPU time per keystroke:  ${stats(cpu)}`,
)

describe('rules search while typing', () => {
  bench('type five table questions, one character at a time', () => {
    typeEveryQuestion()
  })
})
