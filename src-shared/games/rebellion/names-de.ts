// Rebellion's German names (names.ts picks them for locale 'de'). We have no German Rebellion
// rulebook: these are the established German Star Wars terms, each listed for review in
// docs/GLOSSARY-de.md; a unit's plural is given where German changes the word.
import type { Faction } from './data'
import type { Skill } from './odds/leaders'

export const FACTION_NAMES_DE: Record<Faction, string> = { empire: 'Imperium', rebels: 'Rebellen' }

export const SKILL_NAMES_DE: Record<Skill, string> = {
  diplomacy: 'Diplomatie',
  intel: 'Aufklärung',
  specOps: 'Spezialeinsätze',
  logistics: 'Logistik',
}

export const SOURCES_DE: Record<string, string> = {
  'rebel-base': 'Feld der Rebellenbasis',
  project: 'Projektkarte',
  setup: 'Aufbau',
  other: 'Sonstiges',
}

const same = (name: string) => ({ one: name, other: name })

/** Unit id → German name (singular, plural). */
export const UNIT_NAMES_DE: Record<string, { one: string; other: string }> = {
  'tie-fighter': same('TIE-Jäger'),
  'assault-carrier': same('Angriffsträger'),
  'star-destroyer': same('Sternzerstörer'),
  'super-star-destroyer': same('Supersternzerstörer'),
  'death-star': { one: 'Todesstern', other: 'Todessterne' },
  stormtrooper: same('Sturmtruppler'),
  'at-st': same('AT-ST'),
  'at-at': same('AT-AT'),
  'x-wing': same('X-Flügler'),
  'y-wing': same('Y-Flügler'),
  'rebel-transport': same('Rebellentransporter'),
  'corellian-corvette': { one: 'Corellianische Korvette', other: 'Corellianische Korvetten' },
  'mon-calamari-cruiser': same('Mon-Calamari-Kreuzer'),
  'rebel-trooper': { one: 'Rebellensoldat', other: 'Rebellensoldaten' },
  airspeeder: same('Luftgleiter'),
  'shield-generator': { one: 'Schildgenerator', other: 'Schildgeneratoren' },
  'ion-cannon': { one: 'Ionenkanone', other: 'Ionenkanonen' },
  'tie-striker': same('TIE-Striker'),
  'assault-tank': same('Angriffspanzer'),
  'shield-bunker': same('Schildbunker'),
  interdictor: same('Abfangkreuzer'),
  'death-star-under-construction': { one: 'Todesstern im Bau', other: 'Todessterne im Bau' },
  'u-wing': same('U-Flügler'),
  'nebulon-b-frigate': { one: 'Nebulon-B-Fregatte', other: 'Nebulon-B-Fregatten' },
  'rebel-vanguard': same('Rebellen-Vorhut'),
  'golan-arms-turret': { one: 'Golan-Arms-Geschützturm', other: 'Golan-Arms-Geschütztürme' },
}
