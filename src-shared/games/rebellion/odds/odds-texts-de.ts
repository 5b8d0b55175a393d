// Die Texte des Chancenrechners auf Deutsch: dieselbe Gestalt wie ODDS_TEXTS in odds-texts.ts (der
// Typ erzwingt jeden Schlüssel). Spielbegriffe zur Prüfung (Volltreffer, Taktik, Neuwurf,
// Lebenspunkte, Abfangkreuzer …): docs/GLOSSARY-de.md.
import type { OddsTexts } from './odds-texts'

export const ODDS_TEXTS_DE: OddsTexts = {
  capped: (cap, rolled) =>
    `Ein Angriff würfelt höchstens ${cap.red} rote, ${cap.black} schwarze und ${cap.green} grüne Würfel: gewürfelt werden ${rolled.red} rote, ${rolled.black} schwarze, ${rolled.green} grüne.`,
  tooLarge: (d, rerolls) =>
    `${d.red} rote, ${d.black} schwarze und ${d.green} grüne Würfel mit ${rerolls} ${rerolls === 1 ? 'Neuwurf' : 'Neuwürfen'} sind mehr, als der genaue Rechner berechnet (es würde Minuten dauern): Nimm weniger Würfel oder Neuwürfe oder prüfe die Würfelobergrenze unter Einstellungen › Datenkorrekturen`,
  tooManyDefenders: (max, got) =>
    `höchstens ${max} verteidigende Einheiten, es sind ${got}: Der genaue Rechner nimmt nicht mehr auf einmal`,
  tooManyPerSide: (max) => `höchstens ${max} Einheiten je Seite in einem Schauplatz`,
  side: { attacker: 'Angreifer', defender: 'Verteidiger' },
  noRetreat: {
    noLeader: 'kein Anführer im Kampf (ohne Anführer kann sich niemand zurückziehen)',
    deathStar: 'ein Todesstern ist im System (dann kann sich das Imperium nicht zurückziehen)',
    interdictor: 'ein Abfangkreuzer ist im System (dann können sich die Rebellen nicht zurückziehen)',
  },
  mission: {
    side: { attempt: 'Versuch', opposition: 'Widerstand' },
    enterSide: (who) => `${who}: Gib Würfel, grüne Würfel und Bonuserfolge ein`,
    colour: (who, got) => `${who}: Die Würfel müssen rot oder schwarz sein, nicht ${got}`,
    enterBoth: 'Gib den Versuch ein (und den Widerstand, falls es einen gibt)',
    dice: (who) => `${who}: Würfel`,
    greenDice: (who) => `${who}: grüne Würfel`,
    bonus: (who) => `${who}: Bonuserfolge`,
  },
  battle: {
    unknownUnit: (role, id) => `${role}: Es gibt keine Einheit „${id}“`,
    numberOf: (role, unit) => `${role}: Anzahl ${unit}`,
    damageOn: (role, unit) => `${role}: Schaden je ${unit}`,
    tactics: { space: (role) => `${role}: Taktik Weltraum`, ground: (role) => `${role}: Taktik Boden` },
    retreatAt: (role) => `${role}: Rückzugsschwelle`,
  },
  numbers: {
    notWhole: (name, got) => `${name}: eine ganze Zahl, nicht ${got}`,
    below: (name, min, got) => `${name}: mindestens ${min}, nicht ${got}`,
    above: (name, max, got) => `${name}: höchstens ${max}, nicht ${got}`,
  },
  facts: {
    dice: {
      red: 'Flächen des roten Würfels',
      black: 'Flächen des schwarzen Würfels',
      green: 'Flächen des grünen Würfels (Aufstieg des Imperiums)',
      combatEffects: 'Was jede Fläche im Kampf bewirkt',
      missionSuccesses: 'Erfolge, die jede Fläche bei einer Mission zählt',
      combatCap: 'Höchstzahl Würfel je Farbe in einem Angriff',
      missionCap: 'Höchstzahl Würfel je Seite bei einer Mission',
      portraitBonus: 'Zusätzliche Erfolge, wenn der abgebildete Anführer die Mission versucht',
    },
    leader: (name) => `${name}: Fertigkeitssymbole und Taktik`,
    unit: (name) => `${name}: Würfel, Lebenspunkte, Transport`,
    trait: {
      carried: (unit) => `${unit}: braucht Transport wie Bodeneinheiten`,
      immobile: (unit) => `${unit}: kann sich nicht bewegen`,
      'holds-own-side': (unit) => `${unit}: die eigene Seite kann sich nicht aus seinem System zurückziehen`,
      'stops-enemy-retreat': (unit) => `${unit}: die andere Seite kann sich nicht aus seinem System zurückziehen`,
    },
  },
}
