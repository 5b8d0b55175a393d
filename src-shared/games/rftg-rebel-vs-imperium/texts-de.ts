// Die Texte von Rebel vs Imperium auf Deutsch: dieselbe Gestalt wie T in texts.ts (der Typ
// erzwingt jeden Schlüssel). Kartennamen (Imperium Seat, Rebel Alliance …) bleiben englisch, bis
// die deutschen Drucknamen geprüft sind; unsichere Begriffe stehen in docs/GLOSSARY-de.md.
import type { RftgTexts } from './texts'

const welten = (n: number): string => (n === 1 ? 'Militärwelt' : 'Militärwelten')

export const T_DE: RftgTexts = {
  notEntered: (reason: string) => `Nicht eingetragen: ${reason.replace(/\.$/, '')}.`,
  someone: 'eine Person, die nicht in diesem Spiel ist',

  powers: {
    'imperium-seat': 'Imperium Seat',
    'rebel-alliance': 'Rebel Alliance',
    'cloaking-technology': 'Imperium Cloaking Technology',
  },

  timeline: {
    settleStarted:
      'Neue Besiedeln-Phase: jede bisher ausgelegte Welt kann Ziel sein, und alle haben wieder eine Besiedeln-Aktion',
    goals: (entered: boolean, most: string, first: string) =>
      `${entered ? 'Ziele eingetragen' : 'Ziele gezogen'}: Meiste — ${most}; Erste — ${first}`,
    dealt: (list: string) => `Startwelten ausgeteilt: ${list}`,
    dealtTo: (player: string, blue: string, red: string) => `${player} ${blue} / ${red}`,
    kept: (player: string, world: string) => `${player} behält ${world}`,
    tableau: (player: string, cards: number, military: number, worlds: number) =>
      `Auslage von ${player}: ${cards} ${cards === 1 ? 'Karte' : 'Karten'}, Militär ${military}, ${worlds} ${welten(worlds)}`,
    takeover: (
      attacker: string,
      success: boolean,
      world: string,
      defender: string,
      power: string,
      attack: number,
      defence: number,
    ) =>
      `${attacker} ${success ? 'übernimmt' : 'scheitert bei der Übernahme von'} ${world} von ${defender} mit ${power} (${attack} gegen ${defence})`,
    decided: (
      attacker: string,
      world: string,
      defender: string,
      power: string,
      temporary: number,
      discarded: boolean,
    ) =>
      `Die Übernahme von ${world} (${defender}) durch ${attacker} mit ${power} fand nicht statt: eine frühere Übernahme hat darüber entschieden${
        discarded ? `; ${power} abgeworfen` : ''
      }${temporary > 0 ? `; ${temporary} vorübergehendes Militär verbraucht` : ''}`,
    score: (player: string, chips: number, cards: number, sixDev: number) =>
      `Wertungsblatt von ${player}: ${chips} aus SP-Chips, ${cards} Karten-SP, ${sixDev} aus 6er-Entwicklungen`,
    nobodyHolds: (goal: string) => `${goal}: niemand hat es`,
    tied: (names: string) => `, gleichauf: ${names}`,
    claimed: (goal: string, holders: string, tied: string) => `${goal}: ${holders}${tied}`,
  },

  refusal: {
    notSeated: 'diese Person spielt nicht in diesem Spiel mit',
    noGoals: 'dieses Spiel wird ohne Ziele gespielt',
    goalTwice: (goal: string) => `${goal} ist zweimal genannt; jedes Ziel kann nur einmal ausliegen`,
    alreadyKeeping: 'es werden schon Startwelten behalten; nehmt das erst zurück',
    dealEveryone: 'teilt jeder Person genau einmal aus',
    dealtTwice: 'eine Startwelt wurde zweimal ausgeteilt',
    blueAndRed: 'jede Person bekommt eine blaue und eine rote Startwelt',
    alreadyDealt: 'die Startwelten sind schon ausgeteilt; nehmt das Austeilen erst zurück',
    notInList: 'diese Startwelt steht nicht in der Liste der App',
    notDealt: (player: string, world: string) => `${player} hat ${world} nicht bekommen`,
    alreadyKept: (player: string, world: string) => `${player} behält schon ${world}`,
    ownWorld: 'niemand kann die eigene Welt übernehmen',
    tableauxGive: (attack: number, defence: number, success: boolean) =>
      `die Auslagen ergeben ${attack} gegen ${defence} (${success ? 'Erfolg' : 'Fehlschlag'}); prüft die Eingaben`,
    drawGoalsFirst: 'zieht oder tragt zuerst die Ziele ein',
    notAGoal: (goal: string) => `${goal} ist keines der Ziele dieses Spiels`,
    oneMostHolder: 'ein „Meiste“-Ziel hat eine Person; markiert die anderen als gleichauf',
    tieWithHolder: 'gleichauf kann man nur mit der Person sein, die das Ziel hat',
    onlyMostTied: 'nur bei „Meiste“-Zielen gibt es Gleichstand',
    holderTied: 'wer das Ziel hat, kann nicht zugleich gleichauf sein',
    imperiumBelowTicked: (player: string, count: number, ticked: string[]) =>
      `die Imperium-Karten von ${player} (${count}) müssen ${ticked.join(' und ')} mitzählen – ${
        ticked.length === 1 ? 'angekreuzt und selbst eine Imperium-Karte' : 'angekreuzt und selbst Imperium-Karten'
      }: tragt bei Imperium-Karten mindestens ${ticked.length} ein`,
    cardsBelow: (player: string, cards: number, worlds: number, imperium: number) =>
      `die Karten in der Auslage von ${player} (${cards}) müssen ${
        worlds >= imperium
          ? worlds === 1
            ? 'die eingetragene Militärwelt'
            : `die ${worlds} eingetragenen Militärwelten`
          : imperium === 1
            ? 'die gezählte Imperium-Karte'
            : `die ${imperium} gezählten Imperium-Karten`
      } mitzählen – jede ist eine Karte in der Auslage: tragt bei Karten in der Auslage mindestens ${Math.max(worlds, imperium)} ein`,
  },

  takeover: {
    off: 'Übernahmen sind in diesem Spiel aus (die Übernahmescheibe zeigt die rote Seite).',
    noPower: (power: string) => `Die angreifende Person hat kein ${power} in der Auslage.`,
    notVulnerable: (power: string) => `Die verteidigende Person ist nicht angreifbar für ${power}.`,
    noAction: (why: string) => `Die angreifende Person ${why}.`,
    noWorld: 'Wählt eine der Militärwelten der verteidigenden Person.',
    newWorld: (world: string) => `${world} wurde in diesem Besiedeln ausgelegt: sie kann kein Ziel sein.`,
    notRebel: (power: string, world: string) =>
      `${power} kann nur eine Rebellen-Militärwelt übernehmen; ${world} ist keine.`,
    temporaryNotWhole: (attacker: boolean) =>
      `Das vorübergehende Militär der ${attacker ? 'angreifenden' : 'verteidigenden'} Person muss eine ganze Zahl sein.`,
    badTemporary: (attacker: boolean) =>
      `Das vorübergehende Militär der ${attacker ? 'angreifenden' : 'verteidigenden'} Person muss 0 oder mehr sein.`,
    tooMuchTemporary: (attacker: boolean, has: number, usedEarlier = 0) =>
      usedEarlier > 0
        ? `Die ${attacker ? 'angreifende' : 'verteidigende'} Person hat nur noch ${has} vorübergehendes Militär (die ${usedEarlier}, früher in diesem Besiedeln eingesetzt, zählen weiter).`
        : `Die ${attacker ? 'angreifende' : 'verteidigende'} Person hat nur ${has} vorübergehendes Militär.`,
    placedNoSecond: 'hat in diesem Besiedeln eine Welt ausgelegt und keine zweite Auslage (Improved Logistics)',
    tried: (n: number) => (n === 1 ? 'eine Übernahme' : `${n} Übernahmen`),
    andPlaced: ' und eine ausgelegte Welt',
    bothActions: (tried: string, placed: string) =>
      `hat in diesem Besiedeln schon ${tried}${placed}: das verbraucht beide Besiedeln-Aktionen, die Improved Logistics gibt`,
    oneAction: (tried: string) =>
      `hat in diesem Besiedeln schon ${tried}: eine Übernahme verbraucht die eine Besiedeln-Aktion`,
    declaredLate:
      'Die Übernahmen dieses Besiedelns werden gerade abgewickelt, und Übernahmen werden davor angesagt, während die Besiedeln-Fähigkeiten genutzt werden (Regelschritte 1 und 4). Um eine vergessene nachzutragen, macht zuerst die in diesem Besiedeln abgewickelten Übernahmen rückgängig (Strg+Z).',
    cloakingOnce: (attacker: string, power: string) =>
      `${attacker} hat in diesem Besiedeln schon eine Übernahme mit ${power} angesagt, und diese Übernahme wirft die Karte ab: sie kann nicht für eine zweite genutzt werden.`,
    sameTarget: (attacker: string, world: string, defender: string, attempted: boolean) =>
      `${attacker} hat in diesem Besiedeln schon eine Übernahme von ${world} (${defender}) ${attempted ? 'versucht' : 'angesagt'}: dieselbe Übernahme wird nicht zweimal angesagt. Eine zweite Besiedeln-Aktion (Improved Logistics) kann einer anderen Welt oder einer Auslage gelten.`,
    nothingDecides:
      'In diesem Besiedeln ist noch keine Übernahme gelungen, also entscheidet nichts über diese: wickelt sie stattdessen ab.',
    binding: (attacker: string) =>
      `Nicht entfernt: angesagte Übernahmen sind verbindlich. Die Übernahmen dieses Besiedelns werden gerade abgewickelt, also wird jede angesagte in ihrer Reihenfolge abgewickelt, und eine, die scheitert oder über die eine frühere entschieden hat, hat die Besiedeln-Aktion von ${attacker} trotzdem verbraucht. Um eine falsch eingetragene Ansage zu berichtigen, macht zuerst die in diesem Besiedeln abgewickelten Übernahmen rückgängig (Strg+Z).`,
    why: {
      'imperium-seat': 'eine Rebellen-Militärwelt in der Auslage',
      'rebel-alliance': 'eine Imperium-Karte in der Auslage',
      'cloaking-technology': 'Militär insgesamt 1 oder mehr',
    },
    rule: {
      reaches: (power: string, why: string) => `${power} erreicht diese Person (${why}).`,
      target: 'Ziel: eine Militärwelt, die vor diesem Besiedeln ausgelegt wurde.',
      logistics:
        'Eine Übernahme verbraucht eine Besiedeln-Aktion; Improved Logistics gibt eine zweite (eine Auslage oder eine weitere Übernahme).',
      oneAction:
        'Eine Übernahme verbraucht die Besiedeln-Aktion: eine je Besiedeln, keine nach dem Auslegen einer Welt.',
      seatTargets: 'Imperium Seat zielt auf Rebellen-Militärwelten.',
      cloakingDiscarded: 'Cloaking Technology wird dafür aus der Auslage abgeworfen.',
      allianceAdds:
        'Rebel Alliance zählt 2 je eigener Rebellen-Militärwelt zu Beginn von Besiedeln, wenn ihre Besitzerin oder ihr Besitzer angreift.',
      vsRebel: 'Das Ziel ist eine Rebellenwelt, also zählt das Militär gegen Rebellenwelten.',
      pactAdds:
        'Rebel Pact zählt 2 je Rebellen- und 1 je anderer Militärwelt zu Beginn von Besiedeln, bei der Verteidigung.',
      pactIsDefence:
        'Die Fähigkeit von Rebel Pact ist das Übernahme-Abwehr-Symbol: ihre 2 je Rebellen- und 1 je anderer Militärwelt zu Beginn von Besiedeln zählen einmal, bei der Verteidigung.',
      defenceAdds: 'Die Übernahme-Abwehr zählt 2 je Rebellen- und 1 je anderer Militärwelt zu Beginn von Besiedeln.',
      success:
        'Erfolg, wenn Angriff ≥ Militär der Verteidigung + Verteidigung der Welt: Gleichstand gewinnt der Angriff.',
      temporaryLasts:
        'Vorübergehendes Militär, früher in diesem Besiedeln eingesetzt, zählt weiter: dazugeben lässt sich nur noch nicht eingesetztes, und der Text sagt nicht, dass es vor dem Ende der Phase verfällt.',
    },
    part: {
      military: 'Militär',
      alliance: (n: number) => `Rebel Alliance: 2 × ${n} Rebellen-${welten(n)}`,
      vsRebel: 'Zusätzliches Militär gegen Rebellenwelten',
      declared: 'Vorübergehendes Militär (angesagt)',
      defenceOf: (world: string) => `Verteidigung von ${world}`,
      pact: (rebel: number, other: number) => `Rebel Pact: 2 × ${rebel} Rebellen- + ${other} andere Militärwelten`,
      takeoverDefence: (rebel: number, other: number) =>
        `Übernahme-Abwehr: 2 × ${rebel} Rebellen- + ${other} andere Militärwelten`,
      boost: 'Vorübergehendes Militär (Verstärkung)',
      usedEarlier: 'Vorübergehendes Militär, früher in diesem Besiedeln eingesetzt',
    },
  },

  setupSteps: {
    listTitle: 'Aufbau',
    cards: {
      title: 'Neue Karten dazu',
      detail:
        'Mischt die Karten dieser Schachtel in den Stapel: die überarbeitete Gambling World ersetzt die alte; nehmt die dritten Research Labs dazu.',
    },
    goals: {
      title: 'Ziele auslegen',
      detail: (most: number, first: number) =>
        `Mischt die neuen Ziele zu euren anderen; legt ${most} „Meiste“- und ${first} „Erste“-Ziele aus (unten ziehen oder eure eintragen).`,
    },
    disk: {
      title: 'Übernahmescheibe',
      on: 'Legt die Übernahmescheibe mit der Seite „Übernahmen AN“ aus.',
      off: 'Legt die Übernahmescheibe mit der roten Seite nach oben aus: keine Übernahmen in diesem Spiel.',
    },
    slides: {
      title: 'Militärleiste',
      detail:
        'Jede Person: eine Militärleiste und 4 Würfelchen (rot, lila, 2 hellrot). Legt die 2 Übernahme-Abwehr-Marker und den Rebellen-Übernahmebonus-Marker bereit.',
    },
    startWorlds: {
      title: 'Startwelten',
      detail:
        'Teilt die Startwelten in blaue (gerade) und rote (ungerade), mischt jeden Stapel und gebt jeder Person eine von jeder Farbe (oder lasst unten die App austeilen).',
    },
    hands: {
      title: (n: number) => `${n} Karten für jede Person`,
      detail: (n: number) =>
        `Mischt die nicht ausgeteilten Startwelten in den Stapel und gebt jeder Person ${n} Karten.`,
    },
    keep: {
      title: 'Behalten und abwerfen',
      detail: (n: number) =>
        `Jede Person behält eine der zwei Startwelten und wirft die andere und ${n} Karten ab; sagt der App, welche Startwelt jede Person behalten hat.`,
    },
    reveal: { title: 'Aufdecken', detail: 'Alle decken ihre Startwelt gleichzeitig auf, und das Spiel beginnt.' },
  },

  setup: {
    drawNeeds: (first: number, most: number, knownFirst: number, knownMost: number) =>
      `Zum Ziehen braucht es ${first} „Erste“- und ${most} „Meiste“-Ziele zur Auswahl; ` +
      `die App kennt ${knownFirst} und ${knownMost}. Tragt die Namen eurer anderen Ziel-Plättchen ein (aus The Gathering Storm) und zieht erneut, oder tragt die gezogenen Ziele ein.`,
    onlyWorlds: (blue: number, red: number, players: number) =>
      `Nur ${blue} blaue und ${red} rote Startwelten für ${players} Personen.`,
    dealNeeds: (players: number, blue: number, red: number) =>
      `Zum Austeilen braucht jede der ${players} Personen eine blaue und eine rote Startwelt: angehakt sind ${blue} blaue und ${red} rote.`,
    startWorld: (id: number) => `Startwelt ${id}`,
    numberColour: (n: number, world: string, colour: 'blue' | 'red', colourEven: boolean) =>
      `${world} ist eine ${colour === 'blue' ? 'blaue' : 'rote'} Startwelt, und ${colour === 'blue' ? 'blaue' : 'rote'} Startwelten ` +
      `haben ${colourEven ? 'gerade' : 'ungerade'} Nummern (danach teilt der Aufbau sie auf): ${n} ist ${n % 2 === 0 ? 'gerade' : 'ungerade'}. ` +
      `Gib die Nummer ein, die auf ${world} gedruckt ist.`,
    numberTaken: (n: number, world: string, other: string, otherUnchecked: boolean) =>
      `${n} ist schon die Nummer von ${other}${otherUnchecked ? ' (laut den Spieldaten, noch nicht geprüft)' : ''}, ` +
      `und zwei Startwelten können keine Nummer teilen. Gib die Nummer ein, die auf ${world} gedruckt ist, oder korrigiere zuerst die Nummer von ${other}.`,
    inPlayTwice: (list: string, several: boolean) =>
      `${list} ${several ? 'stehen' : 'steht'} mehr als einmal in der Liste. Gib jede Startwelt nur einmal ein.`,
    goalTwiceInPool: (goal: string) =>
      `${goal} steht zweimal unter den Zielen zum Ziehen: jedes Ziel kann nur einmal gezogen werden. Tragt es einmal ein.`,
    goalTooLong: (goal: string, max: number) =>
      `„${goal}“ ist länger als ${max} Zeichen, länger als der Name eines Ziels: setzt ein Komma zwischen zwei Ziele oder tragt den Namen ein, wie er auf dem Plättchen steht.`,
    firstGame:
      'Erstes Spiel dieser Runde: Übernahmen aus (die Regel beginnt jede Spielrunde mit der roten Seite der Scheibe).',
    firstGameBasis: 'Erstes Spiel dieser Runde.',
    nextGame: (n: number, title: string, lastOn: boolean, on: boolean) =>
      `Spiel ${n} dieser Runde: „${title}“ wurde mit Übernahmen ${lastOn ? 'an' : 'aus'} gespielt, also sind sie diesmal ${on ? 'an' : 'aus'}.`,
    nextGameBasis: (n: number, title: string, lastOn: boolean) =>
      `Spiel ${n} dieser Runde: „${title}“ wurde mit Übernahmen ${lastOn ? 'an' : 'aus'} gespielt.`,
    choseInstead: (on: boolean) => `Ihr habt stattdessen Übernahmen ${on ? 'an' : 'aus'} gewählt.`,
  },

  scoring: {
    tied: (best: number, names: string) =>
      `Gleichstand bei ${best} SP: ${names} teilen sich den Sieg (die Regeln der Erweiterung nennen keinen Gleichstandsbrecher).`,
  },

  progress: {
    mode: (on: boolean) => (on ? 'Übernahmen an' : 'Übernahmen aus'),
    endTriggered: (names: string, mode: string) => `Spielende ausgelöst von ${names} · ${mode}`,
    playing: (mode: string) => `Im Spiel · ${mode}`,
    options: (goals: boolean, takeovers: boolean) =>
      `Optionen: Ziele ${goals ? 'an' : 'aus'}, Übernahmen ${takeovers ? 'an' : 'aus'}`,
  },
}
