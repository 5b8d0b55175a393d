// Rebellions Rundentexte auf Deutsch: dieselbe Gestalt wie ROUND_T in round-texts.ts (der Typ
// erzwingt jeden Schlüssel). Wir haben keine deutsche Rebellion-Regel: Begriffe wie Zeitleiste,
// Ansehen, Bauleiste, Einsetzen, Auffrischungsphase stehen zur Prüfung in docs/GLOSSARY-de.md.
import type { Faction } from './data'
import type { RoundTexts } from './round-texts'

/** 'das Imperium' / 'die Rebellen', with the verb forms that go with each. */
const SIDE: Record<Faction, { the: string; The: string; has: string; their: string; units: string; noUnits: string }> =
  {
    empire: {
      the: 'das Imperium',
      The: 'Das Imperium',
      has: 'hat',
      their: 'seine',
      units: 'imperiale Einheiten',
      noUnits: 'Keine imperialen Einheiten',
    },
    rebels: {
      the: 'die Rebellen',
      The: 'Die Rebellen',
      has: 'haben',
      their: 'ihre',
      units: 'Rebelleneinheiten',
      noUnits: 'Keine Rebelleneinheiten',
    },
  }
const NAME: Record<Faction, string> = { empire: 'Imperium', rebels: 'Rebellen' }
const upper = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

export const ROUND_T_DE: RoundTexts = {
  phases: { assignment: 'Zuweisungsphase', command: 'Befehlsphase', refresh: 'Auffrischungsphase' },

  steps: {
    titles: {
      'rapid-mobilization': 'Schnelle Mobilisierung',
      'play-objective': 'Ziel der Rebellen',
      'retrieve-leaders': 'Anführer zurückholen',
      'draw-missions': 'Missionen ziehen',
      'launch-probes': 'Sondendroiden aussenden',
      'draw-objective': 'Ziel ziehen',
      'advance-time': 'Zeit vorrücken',
      recruit: 'Rekrutieren',
      build: 'Bauen',
      deploy: 'Einsetzen',
    },
    rapidMobilization:
      'Haben die Rebellen in dieser Runde „Schnelle Mobilisierung“ gespielt, wird die Karte jetzt abgehandelt; eine neue Basis wird im Tab Systeme eingetragen (Neue Basis, in der geheimen Ansicht der Rebellen).',
    playObjective:
      'Die Rebellen dürfen ein Ziel ausspielen, dessen Bedingung jetzt erfüllt ist; der Ansehensmarker rückt um seinen Wert vor.',
    retrieveLeadersRote:
      'Beide Seiten nehmen ihre Anführer vom Spielplan und von den Missionskarten zurück (gefangene bleiben, wo sie sind); nicht aufgedeckte Missionen kommen zurück auf die Hand. Der Anführervorrat fasst höchstens 8: überzählige kommen aus dem Spiel.',
    retrieveLeaders:
      'Beide Seiten nehmen ihre Anführer vom Spielplan und von den Missionskarten zurück (gefangene bleiben, wo sie sind); nicht aufgedeckte Missionen kommen zurück auf die Hand.',
    drawMissions: 'Jede Seite zieht 2 Missionskarten und wirft danach auf 10 Handkarten ab, falls es mehr sind.',
    launchProbes:
      'Das Imperium zieht 2 Sondenkarten und hält sie geheim: In keinem dieser beiden Systeme liegt die Basis.',
    drawObjective: 'Die Rebellen ziehen 1 Zielkarte.',
    advanceTime:
      'Der Zeitmarker rückt ein Feld vor; steht er danach auf demselben Feld wie der Ansehensmarker, gewinnen die Rebellen.',
    recruitFirstGame:
      'Jede Seite zieht 2 Aktionskarten und bringt einen der abgebildeten Anführer in den Anführervorrat. Erstes Spiel: Kartentext nicht beachten, beide Karten zurück in die Schachtel.',
    recruitRote:
      'Jede Seite zieht 2 Aktionskarten, behält eine (ihr Anführer darf in den Vorrat) und legt die andere unter den Aktionsstapel; sofortige Effekte werden abgehandelt.',
    recruit: 'Jede Seite zieht 2 Aktionskarten und bringt einen der abgebildeten Anführer in den Anführervorrat.',
    build:
      'Jede Seite legt neue Einheiten aus ihren loyalen Systemen auf die Bauleiste (Imperium: unterworfene Systeme liefern nur ihr linkes Symbol).',
    deploy:
      'Erst die Rebellen, dann das Imperium: Bauleiste um ein Feld vorrücken und die Einheiten, die Feld 1 verlassen, einsetzen, höchstens 2 pro System.',
  },

  round: {
    building: 'Bauen',
    deploying: 'Einsetzen',
    notInRefresh: (what: string, round: number, phase: string) =>
      `${what} gehört zur Auffrischungsphase; Runde ${round} ist in der ${phase}.`,
    beforeTimeMoved: (what: string) => `${what} kommt nach „Zeit vorrücken“: Rücke zuerst den Zeitmarker vor.`,
    timeNotInRefresh: (round: number, phase: string) =>
      `Die Zeit rückt in der Auffrischungsphase vor; Runde ${round} ist in der ${phase}.`,
    objectiveMovesNothing: 'Ein Ziel rückt den Ansehensmarker mindestens ein Feld auf den Zeitmarker zu.',
    objectiveNotNow: (round: number, phase: string) =>
      `Ziele werden in der Auffrischungsphase oder während eines Kampfes (Befehlsphase) gespielt; Runde ${round} ist in der ${phase}.`,
    objectiveAlreadyPlayed:
      'Die Rebellen haben in dieser Auffrischungsphase schon ein Ziel gespielt, und nur eines ist erlaubt; mach es rückgängig, um stattdessen ein anderes zu spielen.',
    objectiveOnePerCombat: (system: string) =>
      `Die Rebellen haben im Kampf in ${system} schon ein Ziel gespielt, und pro Kampf ist nur eines erlaubt; mach es rückgängig, um stattdessen ein anderes zu spielen. Gehört dieses Ziel zu einem späteren Kampf, trag diesen Kampf zuerst auf dem Reiter „Einheiten“ ein (die Aktivierung oder seine erste Runde).`,
    baseStillHidden:
      'Die Rebellenbasis ist noch verborgen: Sie wird aufgedeckt, sobald imperiale Bodeneinheiten in ihrem System stehen (auf dem Reiter „Einheiten“ eintragen oder die Basis auf dem Reiter „Systeme“ aufdecken). Nur eine aufgedeckte Basis kann erobert werden.',
    timeAlreadyAdvanced: (space: number) =>
      `Die Zeit ist in dieser Auffrischungsphase schon vorgerückt (der Marker steht auf Feld ${space}); mach das rückgängig, um es noch einmal zu tun.`,
    timeOneSpace: (space: number) => `Der Zeitmarker steht auf Feld ${space}; er rückt ein Feld vor, auf ${space + 1}.`,
    noBuildIcon: (space: number) => `Feld ${space} der Zeitleiste zeigt kein Bausymbol: In dieser Runde baut niemand.`,
    alreadyBuilt: (f: Faction) =>
      `${SIDE[f].The} ${SIDE[f].has} in dieser Runde schon gebaut; mach den Bau rückgängig, um ihn neu einzugeben.`,
    deployBegun: (f: Faction) =>
      `Der Einsetzschritt hat begonnen (${SIDE[f].the} ${SIDE[f].has} ${SIDE[f].their} Bauleiste vorgerückt): Bauen kommt vor Einsetzen. Mach das Vorrücken rückgängig, um zu bauen.`,
    alreadySlid: (f: Faction) =>
      `${SIDE[f].The} ${SIDE[f].has} ${SIDE[f].their} Bauleiste in dieser Runde schon vorgerückt.`,
    buildBeforeDeploy: (factions: readonly Faction[], space: number) =>
      `Bauen kommt vor Einsetzen: ${factions.map((f) => SIDE[f].the).join(' und ')} ${factions.length === 1 ? SIDE[factions[0]!].has : 'haben'} noch nicht gebaut (Feld ${space} zeigt ein Bausymbol). Gib zuerst den Bau ein oder hake „Bauen“ im Tab „Runde“ ab, wenn es nichts zu bauen gab.`,
    rebelsDeployFirst:
      'Die Rebellen setzen zuerst ein: Rücke die Bauleiste der Rebellen vor und setze ihre Einheiten ein, dann die des Imperiums.',
    noneWaiting: (f: Faction) =>
      `${SIDE[f].noUnits} warten aufs Einsetzen: Einheiten verlassen Feld 1, wenn die Bauleiste vorrückt.`,
    roundStartsWithAssignment: (round: number) => `Runde ${round} beginnt mit der Zuweisungsphase.`,
    notAtRefresh: (round: number) => `Runde ${round} hat ihre Auffrischungsphase noch nicht erreicht.`,
    advanceFirst: (space: number, round: number) =>
      `Rücke zuerst die Zeit vor: Der Zeitmarker steht auf Feld ${space}, und Runde ${round} beginnt mit ihm ein Feld weiter.`,
    wrongRound: (round: number) => `Das Spiel ist in Runde ${round}; die nächste Runde ist ${round + 1}.`,
    gameWon: (f: Faction) =>
      `${f === 'empire' ? 'Das Imperium hat' : 'Die Rebellen haben'} gewonnen: Das Spiel geht nicht weiter. Beende es im Tischprotokoll (Partie beenden …) oder mach den entscheidenden Zug rückgängig, um weiterzuspielen.`,
    timeAdvancedNoBack: (phase: string) =>
      `Die Zeit ist in dieser Auffrischungsphase schon vorgerückt; mach das rückgängig, um zurück zur ${phase} zu gehen.`,
    leadersRetrievedNoBack: (title: string, phase: string) =>
      `„${title}“ ist abgehakt: Die Anführer sind vom Spielplan genommen. Entferne den Haken (oder mach ihn rückgängig), um sie zurückzustellen, und geh dann zurück zur ${phase}.`,
    advanceTicksItself:
      '„Zeit vorrücken“ hakt sich selbst ab, wenn der Zeitmarker vorrückt (Schaltfläche oder T); mach das Vorrücken rückgängig, um den Haken zu entfernen.',
    objectiveTicksItself: (title: string) =>
      `„${title}“ hat sich selbst abgehakt, als die Rebellen in dieser Auffrischungsphase ein Ziel gespielt haben; mach das Ziel rückgängig, um den Haken zu entfernen.`,
    buildTicksItself: (title: string) =>
      `„${title}“ hat sich selbst abgehakt, als beide Seiten ihren Bau eingegeben haben; mach einen Bau rückgängig, um den Haken zu entfernen.`,
    deployTicksItself: (title: string) =>
      `„${title}“ hat sich selbst abgehakt, als beide Bauleisten vorgerückt und alle Einheiten eingesetzt waren; mach ein Einsetzen oder Vorrücken rückgängig, um den Haken zu entfernen.`,
    notAStep: (step: string) => `„${step}“ ist kein Schritt der Auffrischungsphase dieses Spiels.`,
    refreshNotBegun: (round: number, phase: string) =>
      `Die Auffrischungsphase hat noch nicht begonnen; Runde ${round} ist in der ${phase}.`,
    noIcon: (space: number, icon: 'recruit' | 'build', title: string) =>
      `Feld ${space} der Zeitleiste zeigt kein ${icon === 'recruit' ? 'Rekrutiersymbol' : 'Bausymbol'}: „${title}“ entfällt in dieser Runde.`,
    stillWaiting: (waiting: string) => `warten noch aufs Einsetzen: ${waiting}`,
    notBuiltYet: (factions: readonly Faction[]) => `noch nicht gebaut: ${factions.map((f) => NAME[f]).join(', ')}`,
  },

  track: {
    gameOver: 'Die Marker stehen schon auf demselben Feld: Die Rebellen haben gewonnen.',
    endOfTrack: (spaces: number) => `Der Zeitmarker steht auf dem letzten Feld (${spaces}).`,
    badValue: (value: number) => `Das Ansehen muss eine ganze Zahl von Feldern sein, nicht ${value}.`,
    moreThanTrack: (value: number, spaces: number) =>
      `Ansehen ${value} ist mehr als die ganze Zeitleiste (${spaces} Felder): prüfe den Wert auf der Zielkarte.`,
  },

  build: {
    baseInSentence: () => 'das Feld der Rebellenbasis',
    sabotaged: (system: string) => `${system} ist sabotiert.`,
    holdsUnits: (system: string, of: Faction) => `In ${system} stehen ${SIDE[of].units}.`,
    subjugatedForEmpire: (system: string) =>
      `${system} ist unterworfen: Es baut für das Imperium, nicht für die Rebellen.`,
    destroyed: (system: string) => `${system} wurde zerstört.`,
    wrongCount: (expected: number, got: number) => `Erwartet: ${expected} Auswahlen, erhalten: ${got}.`,
    chooseWhat: (where: string, choices: readonly string[]) => `Wähle, was ${where} baut: ${choices.join(', ')}.`,
    notAChoice: (where: string, unit: string, choices: readonly string[]) =>
      `${upper(where)} kann keine Einheit „${unit}“ bauen, nur ${choices.join(' oder ')}.`,
  },

  deploy: {
    onlyRebelsAtBase: 'Nur die Rebellen setzen auf dem Feld der Rebellenbasis ein.',
    baseRevealedGoTo: (system: string) =>
      `Die Basis ist aufgedeckt: Einheiten für das Feld der Rebellenbasis kommen stattdessen nach ${system}; wähle ${system}.`,
    baseRevealedNothing: 'Die Basis ist aufgedeckt: Auf dem Feld der Rebellenbasis wird nichts mehr eingesetzt.',
    subjugated: (system: string) => `${system} ist unterworfen: Die Rebellen können dort nicht einsetzen.`,
    notImperial: (system: string) => `${system} hat weder einen imperialen Loyalitäts- noch einen Unterwerfungsmarker.`,
    notRebel: (system: string) => `${system} ist den Rebellen nicht loyal.`,
    alreadyReceived: (where: string, max: number) =>
      `${upper(where)} hat in diesem Einsetzschritt schon ${max} Einheiten erhalten.`,
    notReady: (unit: string) => `Keine Einheit „${unit}“ hat die Bauleiste zum Einsetzen verlassen.`,
    full: (max: number, where: string) =>
      `Höchstens ${max} Einheiten pro System in jedem Einsetzschritt: ${upper(where)} ist voll.`,
  },

  timeline: {
    who: (name: string, faction: string) => `${name} (${faction})`,
    loyaltyByApp: (seed: number | undefined) => `Loyalität von der App gezogen (Startwert ${seed})`,
    loyaltyFromCards: 'Loyalität von echten Karten eingegeben',
    loyaltyFirstGame: 'Loyalitätsmarker des ersten Spiels gelegt',
    loyalty: (how: string, rebel: string, subjugated: string, imperial: string) =>
      `${how}: Rebellen ${rebel}; unterworfen ${subjugated}; Imperium ${imperial}`,
    objectivesByApp: (seed: number) => `Zielkarten von der App gewählt (Startwert ${seed})`,
    objectivesFromCards: 'Zielstapel mit echten Karten gebildet',
    deploymentRecorded: (who: string) => `${who} hat die Startaufstellung eingegeben`,
    phase: (round: number, phase: string) => `Runde ${round} · ${phase}`,
    iconRecruit: 'Rekrutieren',
    iconBuild: 'Bauen',
    timeMarker: (from: number, to: number, icons: readonly string[]) =>
      `Zeitmarker ${from} → ${to}${icons.length ? ` (${icons.join(' und ')})` : ''}`,
    reputation: (from: number, to: number, objective: string | undefined) =>
      `Ansehen ${from} → ${to}${objective ? ` (${objective})` : ''}`,
    systemEdited: (system: string, changes: readonly string[]) => `${system}: ${changes.join(', ')}`,
    loyaltyNeutral: 'Loyalität neutral',
    loyaltyImperial: 'Loyalität Imperium',
    loyaltyRebel: 'Loyalität Rebellen',
    status: {
      subjugated: ['unterworfen', 'nicht mehr unterworfen'],
      sabotaged: ['sabotiert', 'Sabotage entfernt'],
      destroyed: ['zerstört', 'nicht mehr zerstört'],
      imperialUnits: ['imperiale Einheiten vorhanden', 'keine imperialen Einheiten'],
      rebelUnits: ['Rebelleneinheiten vorhanden', 'keine Rebelleneinheiten'],
      shieldBunker: ['Schildbunker vorhanden', 'kein Schildbunker'],
    },
    built: (who: string, units: string) => `${who} hat gebaut: ${units}`,
    queued: (who: string, units: string) => `${who} hat auf die Bauleiste gelegt: ${units}`,
    slid: (who: string) => `${who} hat die Bauleiste vorgerückt`,
    deployed: (who: string, placements: string) => `${who} hat eingesetzt: ${placements}`,
    baseChosen: 'Standort der Rebellenbasis gewählt (geheim)',
    baseMoved: 'Die Rebellen haben eine neue Basis errichtet (Schnelle Mobilisierung; geheim)',
    baseRevealed: (system: string) => `Rebellenbasis in ${system} aufgedeckt`,
    probe: 'Imperiale Sondenaufzeichnung (geheim)',
    baseConquered: 'Das Imperium hat die Rebellenbasis erobert',
    baseDestroyed: 'Der Todesstern hat das System der Rebellenbasis zerstört',
  },

  engine: {
    oneWinningSide:
      'In Rebellion gewinnt eine Seite: Hake die Spieler des Imperiums oder die der Rebellen als Sieger an, nicht beide.',
    rote: 'Aufstieg des Imperiums',
    baseGame: 'Grundspiel',
    firstGame: 'erstes Spiel',
    standardSetup: 'normaler Aufbau',
    newStarterUnits: 'neue Starteinheiten',
    roteMissions: 'Missionen von Aufstieg des Imperiums',
    options: (parts: readonly string[]) => `Optionen: ${parts.join(', ')}`,
    won: (f: Faction) => `${SIDE[f].The} ${f === 'empire' ? 'hat' : 'haben'} gewonnen`,
    setup: 'Aufbau',
    refresh: 'Auffrischung',
  },
}
