import { describe, expect, it } from 'vitest'
import {
  factionName,
  placementList,
  skillName,
  sourceName,
  targetName,
  unitCount,
  unitName,
  unitTally,
} from '../../../../src-shared/games/rebellion/names'
import { UNIT_NAMES_DE } from '../../../../src-shared/games/rebellion/names-de'
import { UNIT_FACTS } from '../../../../src-shared/games/rebellion/units'

describe('Rebellion names in German', () => {
  it('every unit (base game and Rise of the Empire) has a German name', () => {
    const ids = UNIT_FACTS.map((f) => f.value.id)
    expect(ids.filter((id) => !UNIT_NAMES_DE[id])).toEqual([])
  })

  it('counts units with German plurals, and English still adds an s', () => {
    expect(unitTally(['rebel-trooper', 'rebel-trooper', 'x-wing'], 'de')).toBe('2 Rebellensoldaten, 1 X-Flügler')
    expect(unitTally(['rebel-trooper', 'rebel-trooper', 'x-wing'])).toBe('2 Rebel Troopers, 1 X-wing')
    expect(unitCount('star-destroyer', 3, 'de')).toBe('3 Sternzerstörer')
    expect(unitName('tie-fighter', 'de')).toBe('TIE-Jäger')
  })

  it('says where units went in German', () => {
    const placements = [
      { unit: 'x-wing', to: 'yavin' as const },
      { unit: 'rebel-trooper', to: 'rebel-base' as const },
      { unit: 'rebel-trooper', to: 'rebel-base' as const },
    ]
    expect(placementList(placements, 'de')).toBe(
      '1 X-Flügler nach Yavin; 2 Rebellensoldaten auf das Feld der Rebellenbasis',
    )
    expect(placementList(placements)).toBe('1 X-wing to Yavin; 2 Rebel Troopers to the Rebel Base space')
  })

  it('names factions, skills, targets and queue sources', () => {
    expect([factionName('empire', 'de'), factionName('rebels', 'de'), factionName('rebels')]).toEqual([
      'Imperium',
      'Rebellen',
      'Rebels',
    ])
    expect(skillName('specOps', 'de')).toBe('Spezialeinsätze')
    expect(targetName('rebel-base', 'de')).toBe('Feld der Rebellenbasis')
    expect(sourceName('project', 'de')).toBe('Projektkarte')
    expect(sourceName('coruscant', 'de')).toBe('Coruscant')
  })
})
