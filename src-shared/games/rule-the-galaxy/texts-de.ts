// Die Texte von Rule the Galaxy auf Deutsch: dieselbe Gestalt wie T in texts.ts (der Typ erzwingt
// jeden Schlüssel). Spielbegriffe, die wir nicht aus einer deutschen Ausgabe kennen (Bahn, Reihe,
// Feuerkarte, Feuermarker, Infiltrator …), stehen zur Prüfung in docs/GLOSSARY-de.md.
import type { RtgTexts } from './texts'
import type { UpperPartCheck } from './upper-part'

const karten = (n: number): string => (n === 1 ? 'Karte' : 'Karten')

export const T_DE: RtgTexts = {
  cards: {
    rey: 'Rey',
    poe: 'Poe',
    finn: 'Finn',
    chewbacca: 'Chewbacca',
    bb8: 'BB-8 (Joker)',
    fire: 'Feuer',
  },
  someone: 'eine Person, die nicht in diesem Spiel ist',
  noCards: 'keinen Karten',
  multicolour: 'mehrfarbig',
  colourOf: (card: string) => `Farbe von ${card}`,
  printedColours: { purple: 'lila', blue: 'blau', red: 'rot' },
  tiles: {
    Stormtrooper: 'Sturmtruppler',
    Snowtrooper: 'Schneetruppler',
    Flametrooper: 'Flammentruppler',
    Sergeant: 'Sergeant',
    'Captain Phasma': 'Captain Phasma',
    'Kylo Ren': 'Kylo Ren',
  },

  timeline: {
    setUp: (lanes: number, rows: number, first: string) =>
      `Aufbau: ${lanes} ${lanes === 1 ? 'Bahn' : 'Bahnen'} × ${rows} ${rows === 1 ? 'Reihe' : 'Reihen'}, ${first} beginnt`,
    firstCard: (player: string, card: string) => `Erste Karte von ${player}: ${card}`,
    unitsEnter: (list: string) => `Einheiten kommen ins Spiel: ${list}`,
    enteringUnit: (lane: number, strength: number, colour: string) => `Bahn ${lane} Stärke ${strength} (${colour})`,
    enteringSeparator: '; ',
    drewFire: 'Feuerkarte gezogen',
    drew: (card: string) => `${card} gezogen`,
    stopped: 'Ziehen beendet',
    reshuffled: 'Stapel, Ablagestapel und Feuerkarten neu gemischt',
    unit: (strength: number, colour: string) => `die Einheit der Stärke ${strength} (${colour})`,
    unitInLane: (unit: string, lane: number) => `${unit} in Bahn ${lane}`,
    aUnit: 'eine Einheit',
    andInfiltrator: (colour: string | undefined) => ` und einem Infiltrator${colour ? ` (${colour})` : ''}`,
    destroyed: (player: string, what: string, points: number, cards: string, infiltrator: string) =>
      `${player} zerstörte ${what} (+${points}) mit ${cards}${infiltrator}`,
    traded: (player: string, gives: string, other: string, gets: string) =>
      `${player} gab ${gives} an ${other} für ${gets}`,
    markerAt: (lane: number, row: number) => ` in Bahn ${lane}, Reihe ${row}`,
    markerTurnedUp: (where: string, value: number) =>
      `Feuermarker${where} aufgedeckt: ${value} – jede Person wirft ${value} ${karten(value)} ab`,
    redSpace: (lane: number, row: number) => `Bahn ${lane} Reihe ${row}`,
    redSpacesEntered: (list: string) => `Rot umrandete Felder eingetragen: ${list}`,
    discarded: (player: string, cards: string) => `${player} warf ${cards} ab`,
    turnEnded: 'Zug beendet',
  },

  refusal: {
    alreadySetUp: 'das Spiel ist schon aufgebaut',
    firstNotInGame: 'die Startperson ist nicht in diesem Spiel',
    markerOffBoard: (lane: number, row: number, lanes: number, rows: number) =>
      `das rot umrandete Feld ${lane},${row} liegt außerhalb des Spielplans (${lanes} × ${rows}): korrigiere es im Schritt „Feuermarker“ (Bahnen 1–${lanes}, Reihen 1–${rows})`,
    setUpFirst: 'baut das Spiel zuerst auf',
    dealOver: 'das Austeilen der ersten Karten ist vorbei',
    noSuchPlayer: 'diese Person gibt es nicht',
    hasFirstCard: (player: string) => `${player} hat schon eine erste Karte`,
    openingNotFire: 'die erste Karte kann keine Feuerkarte sein',
    noneLeft: (card: string) => `im Stapel ist keine Karte „${card}“ mehr`,
    noFireLeft: 'im Stapel ist keine Feuerkarte mehr',
    drawingOver: 'das Ziehen ist in diesem Zug vorbei',
    reshuffleFirst: 'erst neu mischen: die neunte Feuerkarte ist aufgetaucht',
    drawFirst: 'ein Zug beginnt mit dem Ziehen: zieh mindestens eine Karte, bevor du aufhörst',
    drawBeforeDestroying: 'ein Zug beginnt mit dem Ziehen: zieh mindestens eine Karte, bevor du Einheiten zerstörst',
    drawBeforeEnding: 'ein Zug beginnt mit dem Ziehen: zieh mindestens eine Karte, bevor du den Zug beendest',
    noReshuffle: 'es ist kein Neumischen fällig',
    unitNotOnBoard: 'diese Einheit ist nicht auf dem Spielplan',
    handLacks: 'diese Karten sind nicht auf der Hand',
    infiltratorNotHeld: 'diesen Infiltrator hat diese Person nicht',
    frontOnly: 'Karten können nur die vorderste Einheit einer Bahn beschießen',
    tradeOther: 'tausche mit einer anderen Person',
    sameCard: (card: string) => `${card} gegen ${card} zu tauschen ändert nichts (wähle die Karte, die zurückkommt)`,
    hasNo: (player: string, card: string) => `${player} hat keine Karte „${card}“`,
    notRunning: 'das Spiel läuft nicht',
    noCardsGiven: 'keine Karten angegeben',
    owesOnly: (player: string, n: number) => `${player} muss nur ${n} ${karten(n)} abwerfen`,
    owesNothing: (player: string) => `${player} muss gerade keine Karten abwerfen`,
    gameOver: 'das Spiel ist vorbei',
    notYourTurn: (player: string) => `${player} ist am Zug`,
    noUnits: 'keine Einheiten angegeben',
    onlyDue: (n: number) => `nur ${n} ${n === 1 ? 'Einheit kommt' : 'Einheiten kommen'} jetzt ins Spiel`,
    noStrength: (strength: string) => `keine Einheit hat die Stärke ${strength}`,
    unknownColour: (colour: string) => `unbekannte Farbe ${colour}`,
    laneOff: (lane: number) => `Bahn ${lane} ist nicht auf dem Spielplan`,
    entryTaken: (lane: number) => `das Eingangsfeld von Bahn ${lane} ist besetzt`,
    noTileLeft: (strength: number) => `im Stapel ist kein Plättchen der Stärke ${strength} mehr`,
    multicolourTile: (strength: number, name: string) =>
      `Stärke ${strength} ist ${name}, ein mehrfarbiges Plättchen: trag es als mehrfarbig ein`,
    allMarkersUsed: 'alle Feuermarker auf dem Spielplan sind schon aufgedeckt',
    noMarkerValue: (value: number) => `es ist kein Feuermarker mit dem Wert ${value} mehr übrig`,
    saySpace: 'gib an, auf welchem Feld der Marker lag',
    noUnitMovedYet:
      'seit dem Aufbau hat keine Einheit ein Feld betreten, also ist keine auf einen Feuermarker gezogen: ein Marker wird aufgedeckt, wenn eine Einheit sein Feld betritt, frühestens wenn die Einheiten zum ersten Mal vorrücken',
    noNewSpace: (spaces: number, turned: number) =>
      `seit dem Aufbau haben Einheiten ${spaces === 1 ? '1 Feld' : `${spaces} Felder`} betreten und ${turned === 1 ? '1 Feuermarker ist' : `${turned} Feuermarker sind`} schon aufgedeckt: der nächste Marker kommt erst, wenn eine Einheit ein Feld betritt, das noch keine betreten hat`,
    noMarkerThere: 'auf diesem Feld liegt kein Feuermarker',
    spacesKnown: 'die rot umrandeten Felder sind in diesem Spiel schon bekannt',
    markerWithoutSpace:
      'ein Feuermarker wurde schon ohne sein Feld aufgedeckt: die App kann nicht wissen, auf welchen Feldern noch einer liegt',
    enterSpaces: (n: number, got: number) => `trag ${n} Felder ein (eingetragen: ${got})`,
    redOff: (lane: number, row: number, lanes: number, rows: number) =>
      `Feld ${lane},${row} liegt außerhalb des Spielplans (${lanes} × ${rows}): trag Bahnen von 1 bis ${lanes} und Reihen von 1 bis ${rows} ein`,
    twice: (lane: number, row: number, n: number) =>
      `Feld ${lane},${row} ist doppelt eingetragen: trag ${n} verschiedene Felder ein`,
    cardCount: (card: string) => `die Kartenzahl für ${card} muss eine ganze Zahl ab 0 sein`,
    infiltratorColour: 'dieser Infiltrator hat nicht die Farbe der Einheit',
    takesExactly: (n: number) => `diese Einheit braucht genau ${n} ${karten(n)}`,
    noMatch: 'diese Karten passen nicht zur Farbe der Einheit',
  },

  warning: {
    strengthOneBelowUpperPart: (c: UpperPartCheck) => {
      const tiles = c.first === c.last ? `Plättchen ${c.first}` : `die Plättchen ${c.first}–${c.last}`
      const where =
        c.places === 0
          ? `, doch ${tiles} des Stapels ${c.first === c.last ? 'stammt' : 'stammen'} aus dem Teil darunter`
          : `, und nur ${c.places} von ${c.first === c.last ? tiles : `den Plättchen ${c.first}–${c.last}`} des Stapels ` +
            `${c.places === 1 ? 'stammt' : 'stammen'} daraus, ` +
            `${c.alreadyEntered === 1 ? 'darunter schon ein Plättchen' : `darunter schon ${c.alreadyEntered} Plättchen`} der Stärke 1`
      return (
        `Prüft dieses Plättchen: Die ${c.infiltrators} Sturmtruppler der Stärke 1 wurden in den oberen Teil des Stapels gemischt ` +
        `(seine obersten ${c.upperPart} Plättchen, so wie der Reiter Aufbau ihn bildet)${where}. Stärke 1 und 2 sind beides ` +
        'Sturmtruppler: Schaut auf die Zahl auf dem Plättchen. Zeigt es 1, setzt es trotzdem ein: Die Spielregel teilt den ' +
        'Stapel nur in „ungefähr gleiche“ Teile, euer oberer Teil kann also mehr Plättchen haben.'
      )
    },
  },

  result: {
    won: 'Alle Einheiten zerstört.',
    tied: 'Alle Einheiten zerstört. Gleichstand bei Punkten und Einheiten: Entscheidet, wer Vaders Atmen am besten nachahmt.',
    lost: 'Eine Einheit der Ersten Ordnung hat den Widerstand erreicht: Alle verlieren.',
    early: 'Beendet, bevor alle Einheiten zerstört waren: nach Punkten, dann nach zerstörten Einheiten gereiht.',
  },

  progress: {
    settingUp: 'Aufbau',
    won: 'Alle Einheiten zerstört',
    lost: 'Eine Einheit ist durchgebrochen: Niederlage',
    round: (n: number) => `Runde ${n}`,
    turn: (n: number, player: string) => `Runde ${n} · ${player} ist am Zug`,
  },

  setup: {
    list: 'Aufbau',
    theFirstPlayer: 'die Startperson',
    board: 'Spielplan',
    boardDetail: (lanes: number, rows: number) =>
      `Legt den Spielplan in die Tischmitte: ${lanes} Bahnen mit je ${rows} Feldern, die Eingangsreihe am anderen Ende.`,
    deck: 'Widerstandskarten',
    deckDetail: (cards: number) =>
      `Mischt alle ${cards} Widerstandskarten zu einem verdeckten Stapel. Lasst daneben Platz für einen Ablagestapel und, getrennt davon, für die Feuerkarten, sobald sie auftauchen.`,
    firstCards: 'Eine Karte für jede Person',
    firstCardsDetail: (n: number) =>
      `${n === 1 ? 'Die Person am Tisch nimmt' : `Alle ${n} Personen nehmen reihum`} die oberste Karte. Wer eine Feuerkarte bekommt, schiebt sie zurück in die Mitte ` +
      'des Stapels und nimmt stattdessen die nächste Karte, bis es keine Feuerkarte ist. Trag die Karte jeder Person in der App ein.',
    flametroopersOut: 'Flammentruppler aussortieren',
    flametroopersOutDetail: (n: number, leftOut: number, strength: number) =>
      `Bei ${n} ${n === 1 ? 'Person' : 'Personen'} bleiben die ${leftOut} Flammentruppler (Stärke ${strength}) in der Schachtel.`,
    stack: 'Stapel der Ersten Ordnung',
    stackDetail: (p: {
      infiltrators: number
      others: number
      lower: number
      upperOthers: number
      upper: number
      tiles: number
    }) =>
      `Legt die ${p.infiltrators} Sturmtruppler der Stärke 1 beiseite. Mischt die übrigen ${p.others} Plättchen und teilt sie ` +
      `in zwei Stapel zu ${p.lower} und ${p.upperOthers}. Mischt die Sturmtruppler der Stärke 1 in einen der Stapel ` +
      `(jetzt ${p.upper} Plättchen) und legt ihn auf den anderen: ${p.tiles} Plättchen, verdeckt.`,
    movementMarker: 'Bewegungsmarker',
    movementTwo:
      'Die ältere Person legt den Bewegungsmarker mit der weißen Seite nach oben vor sich. Er wird nach jeder Runde (den Zügen beider Personen) umgedreht: Einheiten ziehen nur, wenn er Weiß zeigt, also jede zweite Runde.',
    movementSolo:
      'Leg den Bewegungsmarker mit der weißen Seite nach oben vor dich. Dreh ihn am Ende jedes deiner Züge um: Einheiten ziehen nur, wenn er Weiß zeigt, also jeden zweiten Zug.',
    movementNone: (n: number) =>
      `Bei ${n} Personen wird der Bewegungsmarker nicht benutzt: Legt ihn zurück in die Schachtel. Einheiten ziehen nach jeder Runde.`,
    firstUnits: 'Erste Einheiten',
    firstUnitsDetail: (entry: number) =>
      `Deckt die obersten ${entry} Plättchen des Stapels auf und legt sie auf die ${entry} Eingangsfelder, eines je Bahn. Trag Stärke und Farbe jedes Plättchens in der App ein.`,
    fireMarkers: 'Feuermarker',
    fireMarkersDetail: (markers: number, used: number) =>
      `Mischt die ${markers} Feuermarker mit der Zahl nach unten und legt ${used} davon, weiter verdeckt, auf die rot umrandeten Felder. ` +
      `Der letzte kommt ungesehen zurück in die Schachtel.`,
    askRedFrames:
      ' Trag ein, welche Felder rot umrandet sind (gleich hier unten), damit die App warnt, wenn eine Einheit eines betritt.',
    firstPlayer: 'Startperson',
    firstPlayerDetail: (name: string) =>
      `Wer am Tisch am besten mit dem Lichtschwert kämpft (oder die jüngste Person) beginnt. Kein Duell? Die Wahl der App: ${name}.`,
    firstPlayerSolo: (name: string) =>
      `${name} spielt allein und macht jeden Zug: Niemand muss entscheiden, wer beginnt.`,
  },

  todo: {
    firstCard: (player: string) => `trag die erste Karte von ${player} ein`,
    newUnits: (n: number) => `leg ${n} ${n === 1 ? 'neue Einheit' : 'neue Einheiten'} in die Eingangsreihe`,
    marker: (lane: number, row: number) => `deck den Feuermarker in Bahn ${lane}, Reihe ${row} auf`,
    discards: (player: string, n: number) => `${player} wirft ${n} ${karten(n)} ab`,
  },
}
