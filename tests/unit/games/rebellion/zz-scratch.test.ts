import { it } from 'vitest'
import { diceTable } from '../../../../src-shared/games/rebellion/dice'
import { exactAttack } from '../../../../src-shared/games/rebellion/combat-engine'
it('x', () => {
  const t = diceTable({})
  console.log(exactAttack({ dice: { red: 1, black: 0, green: 0 }, rerolls: 0, defenders: [{ colour: 'red', need: 1 }], objective: 'maxDestroyed' }, t))
  console.log(exactAttack({ dice: { red: 0, black: 2, green: 0 }, rerolls: 0, defenders: [{ colour: 'black', need: 1 }, { colour: 'black', need: 1 }], objective: 'maxDestroyed' }, t))
  const defs = Array.from({ length: 12 }, (_, i) => ({ colour: (i % 2 ? 'red' : 'black') as 'red' | 'black', need: 1 + (i % 4) }))
  const spec = { dice: { red: 5, black: 5, green: 3 }, rerolls: 3, defenders: defs, objective: 'maxDestroyed' as const }
  for (let i = 0; i < 3; i++) { const t0 = performance.now(); const r = exactAttack(spec, t); console.log(performance.now() - t0, r.expectedDestroyed, r.destroyed.reduce((a, b) => a + b)) }
})
import { allocationSolver } from '../../../../src-shared/games/rebellion/combat-allocation'
it('prof', () => {
  const defs = Array.from({ length: 12 }, (_, i) => ({ colour: (i % 2 ? 'red' : 'black') as 'red' | 'black', need: 1 + (i % 4) }))
  let t0 = performance.now()
  const s = allocationSolver(defs, null)
  console.log('build', performance.now() - t0)
  t0 = performance.now()
  for (let r = 0; r <= 5; r++) for (let b = 0; b <= 5; b++) for (let d = 0; d < 14; d++) s(r, b, d)
  console.log('solve all', performance.now() - t0)
})
