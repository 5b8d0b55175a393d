// Die Texte der Spielplan-Logik von Rebellion auf Deutsch: dieselbe Gestalt wie BOARD_TEXTS in
// board-texts.ts (der Typ erzwingt jeden Text). Die Seiten stehen vor einem Doppelpunkt
// („Imperium: …“), so passt der Satz zu „das Imperium“ wie zu „die Rebellen“. Spielbegriffe zur
// Prüfung (unterworfen, Unterwerfungsmarker, Rebellenbasis-Feld, Anführervorrat): docs/GLOSSARY-de.md.
import type { BoardTexts } from './board-texts'

export const BOARD_TEXTS_DE: BoardTexts = {
  unitsText: {
    empty: 'Gib Einheiten ein wie „2 tie, 1 sd“: eine Zahl, dann ein Einheitenname.',
    unknown: (typed: string, examples: string) =>
      `„${typed}“ ist keine Einheit dieser Seite. Nimm einen Namen wie ${examples} oder Anfangsbuchstaben („sd“).`,
    range: (n: number, typed: string) => `${n} ${typed}: gib eine Zahl von 1 bis 40 ein.`,
  },
  edit: {
    coruscant: 'Coruscant ist immer dem Imperium treu und gewinnt oder verliert nie Loyalität.',
    remote: (system: string) =>
      `${system} ist abgelegen: Es hat kein Loyalitätsfeld, also keinen Loyalitäts- oder Unterwerfungsmarker.`,
    subjugatedImperial:
      'Ein System mit imperialer Loyalität ist nicht unterworfen; die Unterwerfung liegt auf Rebellen-Loyalität oder einem neutralen System.',
  },
  timeline: {
    placed: (faction: string, units: string, system: string) => `${faction}: ${units} in ${system} aufgestellt`,
    removed: (faction: string, units: string, destroyed: boolean, system: string) =>
      `${faction}: ${units} in ${system} ${destroyed ? 'zerstört' : 'vom Plan genommen'}`,
    damaged: (faction: string, unit: string, system: string, takes: boolean, from: number, to: number) =>
      `${faction}: ${unit} in ${system} ${takes ? 'nimmt Schaden' : 'wird repariert'} (${from} → ${to})`,
    movedFrom: (units: string, system: string) => `${units} aus ${system}`,
    activates: (leader: string, system: string, moved: string) =>
      `${leader} aktiviert ${system}${moved ? `; eingezogen: ${moved}` : ''}`,
    retreat: (faction: string, from: string, to: string, leader: string) =>
      `${faction}: Rückzug aus ${from} nach ${to} mit ${leader}`,
    leaderPlaced: (leader: string, system: string) => `${leader} in ${system} platziert`,
    leaderReturned: (leader: string) => `${leader} kehrt in den Anführervorrat zurück`,
    captured: (leader: string) => `${leader} gefangen genommen`,
    rescued: (leader: string) => `${leader} befreit (auf das Feld der Rebellenbasis)`,
  },
  refusal: {
    wrongFaction: (unit: string, faction: string) => `${unit} ist keine Einheit der Seite ${faction}.`,
    nothingToRemove: (reason: string) => `Nichts zu entfernen: ${reason}.`,
    cannotBeDamaged: (unit: string) => `${unit}: Diese Einheit kann keinen Schaden nehmen.`,
    damageDestroys: (to: number, unit: string, health: number) =>
      `${to} Schaden zerstört ${unit} (Lebenspunkte ${health}): trage die Figur stattdessen als zerstört ein.`,
    noSuchFigure: (reason: string) => `Keine solche Figur: ${reason}.`,
    notLeaderOf: (leader: string, faction: string) => `${leader} ist kein Anführer der Seite ${faction}.`,
    leaderAlreadyIn: (leader: string, system: string) => `${leader} ist schon in ${system}.`,
    leaderNotOnBoard: (leader: string) => `${leader} ist nicht auf dem Spielplan.`,
    placeLeaderFirst: (leader: string) =>
      `${leader} ist nicht auf dem Spielplan: Platziere den Anführer zuerst in seinem System.`,
    onlyRebelCaptured: 'Nur Anführer der Rebellen werden gefangen genommen (der Gefangenenring).',
  },
  entry: {
    group: (units: string, damage: number) => `${units}${damage ? ` (${damage} Schaden)` : ''}`,
    destroyedRange: (side: string, group: string, count: number) =>
      `${side}, ${group}: Zerstört muss eine ganze Zahl von 0 bis ${count} sein.`,
    noDamage: (side: string, unit: string) => `${side}: ${unit} nimmt keinen Schaden.`,
    wholeNumbers: (side: string, group: string) =>
      `${side}, ${group}: Gib den Schaden jeder getroffenen Figur als ganze Zahlen ein, etwa 2 oder 1 1.`,
    tooManyHit: (side: string, group: string, hit: number, survived: number) =>
      `${side}, ${group}: ${hit} Figuren getroffen, aber nur ${survived} haben die Runde überlebt.`,
    destroys: (side: string, to: number, unit: string, health: number) =>
      `${side}: ${to} Schaden zerstört ${unit} (Lebenspunkte ${health}); zähle die Figur stattdessen als zerstört.`,
  },
  battle: {
    roundNotRecorded: (reason: string) => `Runde nicht eingetragen: ${reason}.`,
    lost: (units: string) => `verloren: ${units}`,
    nothing: 'nichts',
    oneTook: (unit: string, dmg: number) => `${unit} nimmt ${dmg} Schaden`,
    eachTook: (units: string, dmg: number) => `${units} nehmen je ${dmg} Schaden`,
    round: (system: string, round: number, sides: string) => `Kampf in ${system}, Runde ${round}: ${sides}`,
    side: (faction: string, words: string) => `${faction} – ${words}`,
    nobodyWon: (system: string) => `Beide Seiten wurden in ${system} vernichtet: Niemand hat den Kampf gewonnen.`,
    retreated: (loser: string) => `${loser}: Rückzug`,
    noUnitsLeft: (loser: string) => `${loser}: keine Einheiten mehr dort`,
    won: (winner: string, system: string, why: string) => `${winner}: Sieg im Kampf in ${system} (${why}).`,
    endSubjugation: (system: string) =>
      `In ${system} ist keine imperiale Bodeneinheit mehr: Der Unterwerfungsmarker kommt weg.`,
    rescue: (leader: string) => `Bei ${leader} (gefangen) ist keine imperiale Einheit mehr: Der Anführer ist befreit.`,
    retreatedAlready: (faction: string, system: string) =>
      `${faction}: in diesem Kampf in ${system} schon einmal zurückgezogen – jede Seite darf sich einmal je Kampf zurückziehen.`,
    notToOrigin: (faction: string, system: string, to: string) =>
      `${faction}: Angriff auf ${system} aus ${to} – ein Rückzug darf nicht in das Ausgangssystem des Angreifers gehen (unsere Lesart des RotE-Blatts, prüfe es an deinem Exemplar).`,
  },
}
