// Issue #13's readings, each with the line of the source text it follows. The behaviour of each is
// tested where it lives (named below); here every quoted line is checked to be really in its text,
// so a quote cannot drift from the source.
import { describe, expect, it } from 'vitest'
import { readSource } from '../../rules/shared-sources'
import { engine } from '../../../../src-shared/games/rebellion/engine'

const BASE = 'rulebooks/rebellion-base-rules.txt'
const ROTE = 'rulebooks/rebellion-rise-of-the-empire-setup-and-phases.txt'
const FACTS = 'game-facts/README.md'
const flat = (s: string) => s.replace(/\s+/g, ' ')

const READINGS: { n: number; file: typeof BASE | typeof ROTE | typeof FACTS; line: string; testedIn: string }[] = [
  {
    n: 1,
    file: BASE,
    line: "Any units that would be placed here are instead placed in the system shown on the base's faceup probe card.",
    testedIn: 'round.test.ts › deploying after the base is revealed',
  },
  {
    n: 2,
    file: ROTE,
    line: '8 DEPLOYMENT EMPIRE DEPLOYS FIRST 3 3 8 2 1 4 2 12', // the counts are legible, the unit names garbled
    testedIn: 'setup.test.ts › shows counts that differ from the uncertain RotE list as advisories',
  },
  {
    n: 3,
    file: ROTE,
    line: 'PLACE IN 1 REMOTE SYSTEM',
    testedIn: 'rule-readings.test.ts › Death Star Under Construction',
  },
  { n: 4, file: ROTE, line: 'FOR IMPERIAL SYSTEMS:', testedIn: 'rule-readings.test.ts › loyalty draw' },
  {
    n: 6,
    file: ROTE,
    line: "ONCE PER ROUND, MAY RE-ROLL A NUMBER OF DICE UP TO THE PLAYER'S HIGHEST LEADER'S THEATRE TACTIC VALUE",
    testedIn: 'renderer/rebellion-rerolls.test.ts',
  },
  { n: 7, file: ROTE, line: 'WITH NO REBEL UNITS (STRUCTURES OK)', testedIn: 'rule-readings.test.ts › RotE conquest' },
  {
    n: 7,
    file: BASE,
    line: 'there is an Imperial unit in the system and there are no Rebel units',
    testedIn: 'rule-readings.test.ts › base-game conquest',
  },
  {
    n: 8,
    file: ROTE,
    line: 'CARDS WITH A DARTH VADER SYMBOL,',
    testedIn: 'setup.test.ts › lists the RotE mission decks',
  },
  {
    n: 9,
    file: BASE,
    line: 'Players must choose who will control the Imperials and who will control the Rebels',
    testedIn: 'player-counts.test.ts',
  },
  {
    n: 10,
    file: FACTS,
    line: 'corrections are stored, exportable, and win over the built-in value.',
    testedIn: 'renderer/db/corrections-travel.test.ts and e2e corrections-travel.web.spec.ts',
  },
]

describe('issue #13 readings quote their source lines', () => {
  for (const r of READINGS)
    it(`reading ${r.n}: “${r.line.slice(0, 50)}…” is in ${r.file} (${r.testedIn})`, () => {
      expect(flat(readSource(r.file))).toContain(flat(r.line))
    })

  it('reading 5 is about the app, not a rule line: rules-promises.test.ts checks every entry', () => {
    expect(READINGS.map((r) => r.n)).not.toContain(5)
  })
})

// Game facts README: "show a small "verify on your copy" marker in the UI wherever a medium or low fact
// drives a result … A player at the table can always correct a data value" (issue #13, reading 10).
it('reading 10: every medium or low Rebellion value that drives a result is in Settings › Data corrections', () => {
  expect(engine.facts?.map((f) => f.key)).toEqual(
    expect.arrayContaining([
      'rebellion.dice.black',
      'rebellion.dice.missionSuccesses',
      'rebellion.dice.combatCap',
      'rebellion.dice.missionCap',
      'rebellion.time-track.recruit-spaces',
      'rebellion.time-track.build-spaces',
      'rebellion.system.ord-mantell.icons',
      'rebellion.map.dathomir-felucia',
      'rebellion.unit.mon-calamari-cruiser.transport',
      'rebellion.unit.golan-arms-turret.theatre',
      'rebellion.leader.krennic',
      'rebellion.starting-units.rote-new.empire',
      'rebellion.starting-units.rote-new.empireDeathStarGroup',
      'rebellion.starting-units.rote-new.rebels',
    ]),
  )
})
