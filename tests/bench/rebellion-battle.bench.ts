// Whole-battle odds for the big battle (#16): Death Star, 2 Star Destroyers, 6 TIE Fighters,
// 4 Stormtroopers and 2 AT-ATs attack 2 Mon Calamari Cruisers, 4 X-wings, 3 Y-wings, 6 Rebel
// Troopers and a Shield Generator; leaders give rerolls, the Rebels retreat at 4 units or fewer.
// Prints the first (cold) run and the warm median with the targets (cold < 1 s, warm < 200 ms).
// Warm asks the same battle again, as the Fight panel does when a threshold or leader changes: the
// side states and attack outcomes worked out by an earlier call are reused. The median with nothing
// reused (the kept side states forgotten before each call) is printed beside it.
import { loadavg } from 'node:os'
import { bench, describe } from 'vitest'
import { battleOdds, type BattleInput } from '../../src-shared/games/rebellion/odds/battle'
import { forgetBattleSides } from '../../src-shared/games/rebellion/odds/battle-sides'
import { diceTable } from '../../src-shared/games/rebellion/odds/dice'

const table = diceTable()
const bigBattle: BattleInput = {
  attacker: {
    units: [
      { unitId: 'death-star' },
      { unitId: 'star-destroyer', count: 2 },
      { unitId: 'tie-fighter', count: 6 },
      { unitId: 'stormtrooper', count: 4 },
      { unitId: 'at-at', count: 2 },
    ],
    tactics: { space: 3, ground: 2 },
    hasLeader: true,
  },
  defender: {
    units: [
      { unitId: 'mon-calamari-cruiser', count: 2 },
      { unitId: 'x-wing', count: 4 },
      { unitId: 'y-wing', count: 3 },
      { unitId: 'rebel-trooper', count: 6 },
      { unitId: 'shield-generator' },
    ],
    tactics: { space: 2, ground: 1 },
    hasLeader: true,
    retreatAt: 4,
  },
}

function run() {
  const r = battleOdds(bigBattle, table)
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}

// Wall time and this process's CPU time side by side: on a shared, loaded machine the wall time
// mostly measures the queue.
const t = performance.now()
const cpu = process.cpuUsage()
const first = run()
const coldMs = performance.now() - t
const coldCpu = process.cpuUsage(cpu).user / 1000
function timed(times: number[], cpuTimes: number[], before?: () => void) {
  before?.()
  const t0 = performance.now()
  const c0 = process.cpuUsage()
  run()
  times.push(performance.now() - t0)
  cpuTimes.push(process.cpuUsage(c0).user / 1000)
}
const warm: number[] = []
const warmCpu: number[] = []
const fresh: number[] = []
const freshCpu: number[] = []
for (let i = 0; i < 5; i++) {
  timed(warm, warmCpu)
  timed(fresh, freshCpu, forgetBattleSides)
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[2]!.toFixed(0)
console.log(
  `Rebellion whole battle (Death Star + 2 SD + 6 TIE + 4 Stormtroopers + 2 AT-AT vs 2 Mon Cal + 4 X-wing + 3 Y-wing + 6 troopers + shield): ` +
    `cold ${coldMs.toFixed(0)} ms wall / ${coldCpu.toFixed(0)} ms CPU (target < 1000 ms), ` +
    `warm median ${median(warm)} ms wall / ${median(warmCpu)} ms CPU (target < 200 ms), ` +
    `nothing reused ${median(fresh)} ms wall / ${median(freshCpu)} ms CPU; ` +
    `P(Empire wins) ${first.pAttackerWins.toFixed(4)}, unresolved ${first.unresolved.toExponential(1)}; ` +
    `machine load ${loadavg()[0]!.toFixed(1)} on the last minute`,
)

describe('Rebellion whole battle', () => {
  bench(
    'whole-battle odds, the issue’s big battle',
    () => {
      run()
    },
    { iterations: 2 },
  )
})
