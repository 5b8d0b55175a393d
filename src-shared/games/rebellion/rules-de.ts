// German titles, summaries and keywords of the Rebellion rules reference, in our own words with the
// German edition's terms (those we could not check are listed in docs/GLOSSARY-de.md). The German
// bodies are in rules-de-bodies.ts (base game) and rules-de-bodies-rote.ts (Rise of the Empire);
// an entry without one shows its English body, marked as not yet translated.
import type { RuleTranslation } from '../../core/rules'
import { REBELLION_BODIES_DE } from './rules-de-bodies'
import { REBELLION_ROTE_BODIES_DE } from './rules-de-bodies-rote'

const TEXTS_DE: Readonly<Record<string, RuleTranslation>> = {
  'rebellion.overview': {
    title: 'Was jede Seite will',
    summary:
      'Zwei sehr verschiedene Fraktionen: Das Imperium sucht die versteckte Rebellenbasis und muss sie erobern; die Rebellen bleiben verborgen und gewinnen, wenn ihr Ansehen den Zeitmarker erreicht.',
    keywords: ['Ziel', 'Überblick', 'Fraktionen', 'Imperium', 'Rebellen', 'Einführung', 'gewinnen'],
  },
  'rebellion.components': {
    title: 'Spielmaterial und Stapelgrößen',
    summary:
      'Die Karte hat 32 Systeme in 8 Regionen; der Sondenstapel hat 31 Karten (jedes System außer Coruscant); 15 Ziele, 30 Taktikkarten.',
    keywords: ['Spielmaterial', 'Inhalt', 'Schachtel', 'Karten', 'Stapelgröße', 'wie viele Karten', 'Miniaturen'],
  },
  'rebellion.setup': {
    title: 'Spielaufbau (Grundspiel)',
    summary:
      'Seiten wählen, Startanführer bereitstellen, Zeit auf 1 und Ansehen auf 14, Ziel-, Aktions-, Taktik- und Missionsstapel bilden, Einheiten aufstellen, Basis verstecken, Karten ziehen.',
    keywords: ['Aufbau', 'Spielaufbau', 'Vorbereitung', 'Start', 'Startanführer', 'Ansehen 14', 'Zeit 1'],
  },
  'rebellion.objective-deck': {
    title: 'Den Zielstapel bilden',
    summary:
      'Stufe I, II und III getrennt mischen und so stapeln, dass Stufe I zuerst und Stufe III zuletzt gezogen wird.',
    keywords: ['Zielstapel', 'Ziele', 'Stufen', 'Stufe I', 'Stufe II', 'Stufe III', 'Zielkarten'],
  },
  'rebellion.mission-decks': {
    title: 'Startmissionen, Projekte und Missionsstapel',
    summary:
      'Startmissionen (gebogener Pfeil) liegen beiseite und kehren immer auf die Hand zurück; Projektkarten (weißer Stern) bilden den Projektstapel des Imperiums; der Rest ist der Missionsstapel jeder Seite.',
    keywords: ['Startmissionen', 'Projektstapel', 'Projekte', 'Missionsstapel', 'gebogener Pfeil', 'weißer Stern'],
  },
  'rebellion.choose-base': {
    title: 'Den Standort der Rebellenbasis wählen',
    summary:
      'Die Sondenkarten der Systeme mit imperialen Einheiten aussortieren, dann schieben die Rebellen geheim eine der übrigen Karten unter das Standortfeld der Basis.',
    keywords: ['Standort', 'Basis verstecken', 'geheime Basis', 'Standortfeld', 'Sondenkarte', 'Rebellenbasis'],
  },
  'rebellion.first-game-setup': {
    title: 'Aufstellung für die erste Partie',
    summary:
      'Eine feste Startaufstellung zum Lernen: 5 Sondenkarten entfernt, Rebellentruppen bei Bothawui und auf dem Basisfeld, imperiale Truppen in sechs Systemen.',
    keywords: ['erste Partie', 'Einsteiger', 'Lernpartie', 'Starteinheiten', 'feste Aufstellung', 'Seite 16'],
  },
  'rebellion.game-round': {
    title: 'Spielrunde: drei Phasen',
    summary: 'Jede Runde läuft Zuweisung, dann Befehl, dann Auffrischung, bis eine Seite gewinnt.',
    keywords: ['Runde', 'Spielrunde', 'Phasen', 'Reihenfolge', 'Ablauf'],
  },
  'rebellion.assignment-phase': {
    title: 'Zuweisungsphase',
    summary:
      'Erst weisen die Rebellen zu, dann das Imperium: Jede Missionskarte kommt verdeckt aus, mit einem oder zwei Anführern darauf.',
    keywords: ['zuweisen', 'Zuweisung', 'wer beginnt', 'Missionen auslegen', 'verdeckt', 'Anführervorrat'],
  },
  'rebellion.leaders': {
    title: 'Anführer',
    summary:
      'Anführer bewegen Einheiten, versuchen und vereiteln Missionen und führen Kämpfe; die Zahlen sind Taktikwerte, die Symbole Missionsfertigkeiten.',
    keywords: ['Anführer', 'Figur', 'Taktikwert', 'Fertigkeitssymbole', 'Rekrutierungssymbol', 'Rahmenfarbe'],
  },
  'rebellion.command-phase': {
    title: 'Befehlsphase',
    summary:
      'Die Rebellen beginnen, dann handeln beide abwechselnd einzeln — System aktivieren oder Mission aufdecken —, bis beide gepasst haben.',
    keywords: ['Befehl', 'Befehlsphase', 'Aktionen', 'abwechselnd', 'passen', 'Zug'],
  },
  'rebellion.activate-system': {
    title: 'Ein System aktivieren und Einheiten bewegen',
    summary:
      'Einen Anführer aus deinem Vorrat in ein beliebiges System stellen, dann deine Einheiten aus Nachbarsystemen hineinziehen; ein System mit deinem Anführer ist für das Hinausziehen gesperrt.',
    keywords: ['aktivieren', 'bewegen', 'Bewegung', 'Hyperraum', 'fliegen', 'benachbart', 'gesperrtes System'],
  },
  'rebellion.transport': {
    title: 'Transportkapazität',
    summary:
      'Bodeneinheiten ziehen nur mit einem Schiff mit freier Transportkapazität; auch TIE-Jäger brauchen einen Träger.',
    keywords: ['Transport', 'Kapazität', 'tragen', 'TIE-Jäger Transport', 'Bodeneinheiten bewegen'],
  },
  'rebellion.systems-and-regions': {
    title: 'Systeme und Regionen',
    summary:
      '32 Systeme in 8 Regionen zu je 4; bevölkerte Systeme haben ein Loyalitätsfeld und Ressourcensymbole, abgelegene keines von beiden.',
    keywords: ['Karte', 'System', 'Region', 'bevölkert', 'abgelegen', 'unpassierbar', 'Planet', 'Ressourcensymbole'],
  },
  'rebellion.finding-rebel-base': {
    title: 'Imperiale Bodeneinheiten kommen an: Ist hier die Basis?',
    summary:
      'Immer wenn imperiale Bodeneinheiten irgendwo ankommen, müssen die Rebellen sagen, ob die Basis in diesem System liegt, und sie vor jedem Kampf aufdecken.',
    keywords: ['Basis gefunden', 'ist die Basis hier', 'Basis melden', 'Suche', 'Bodeneinheiten'],
  },
  'rebellion.missions': {
    title: 'Eine Mission aufdecken: ausführen oder versuchen',
    summary:
      '„Ausführen“-Missionen geschehen einfach; „Versuchen“-Missionen gelingen, außer ein gegnerischer Anführer stellt sich dagegen und gewinnt die Würfel.',
    keywords: ['Mission', 'aufdecken', 'ausführen', 'versuchen', 'Unterschied', 'Mission abwerfen'],
  },
  'rebellion.opposing-missions': {
    title: 'Eine Mission vereiteln',
    summary:
      'Der Gegner darf einen Anführer aus dem Vorrat schicken; beide würfeln je passendem Fertigkeitssymbol, und der Versuch braucht echt mehr Erfolge.',
    keywords: ['vereiteln', 'Widerstand', 'Mission blockieren', 'Missionswürfel', 'Erfolge', 'Gleichstand'],
  },
  'rebellion.mission-success-counting': {
    title: 'Welche Würfelseiten als Missionserfolg zählen',
    summary:
      'Die Symbole fehlen im Regeltext. Holotable zählt Treffer = 1, Volltreffer = 1, Spezial = 2 Erfolge; prüfe es an deinem Exemplar.',
    keywords: ['Missionserfolg', 'Spezial zählt zwei', 'Volltreffer', 'zählen', 'Symbole', 'unsicher'],
  },
  'rebellion.skills': {
    title: 'Missionsfertigkeiten',
    summary:
      'Die Symbole oben links auf einer Mission nennen, welche Fertigkeiten ihre Anführer mindestens haben müssen; mehr passende Symbole geben mehr Würfel, wenn vereitelt wird.',
    keywords: [
      'Fertigkeit',
      'Diplomatie',
      'Aufklärung',
      'Geheimdienst',
      'Spezialeinsätze',
      'Logistik',
      'Voraussetzung',
    ],
  },
  'rebellion.mission-details': {
    title: 'Missionsdetails: „gegen einen Anführer“ und Porträts',
    summary:
      'Eine Mission „gegen einen Anführer“ findet im System dieses Anführers statt; der auf einer Mission abgebildete Anführer bringt beim Versuch 2 Erfolge dazu.',
    keywords: ['Porträt', 'Anführerbild', 'Bonuserfolge', 'gegen einen Anführer', 'zwei Erfolge'],
  },
  'rebellion.refresh-phase': {
    title: 'Auffrischungsphase',
    summary:
      'Anführer kehren heim, jede Seite zieht 2 Missionen (Handlimit 10), das Imperium 2 Sonden, die Rebellen 1 Ziel, die Zeit rückt vor, dann rekrutieren/bauen und einsetzen.',
    keywords: ['Auffrischung', 'Rundenende', 'Handlimit', 'Missionen ziehen', 'auf 10 abwerfen'],
  },
  'rebellion.probe-droids': {
    title: 'Sondendroiden',
    summary:
      'In jeder Auffrischung zieht das Imperium 2 Sondenkarten; jedes gezogene System scheidet als Versteck der Basis aus.',
    keywords: ['Sonde', 'Sondenkarten', 'Sondendroiden', 'Suchdroiden', 'Basis suchen', 'ausschließen'],
  },
  'rebellion.time-track': {
    title: 'Zeitleiste und Ansehen',
    summary:
      'Der Zeitmarker rückt in jeder Auffrischung ein Feld vor; Ziele bewegen das Ansehen auf ihn zu; die Rebellen gewinnen, sobald beide auf demselben Feld stehen.',
    keywords: ['Zeitmarker', 'Ansehen', 'Zeitleiste', 'Zeit vorrücken', 'Countdown', 'Rundenzähler'],
  },
  'rebellion.time-track-icons': {
    title: 'Welche Felder der Zeitleiste Rekrutier- und Bausymbole zeigen',
    summary:
      'Holotable nimmt Rekrutiersymbole auf den Feldern 2–5 und Bausymbole auf den geraden Feldern 2–14 an; das stammt aus nur einer Quelle, prüfe also deinen Spielplan.',
    keywords: ['Rekrutiersymbol', 'Bausymbol', 'Zeitleistenfelder', 'wann bauen wir', 'wann rekrutieren wir'],
  },
  'rebellion.recruit': {
    title: 'Anführer rekrutieren',
    summary:
      'Bei einem Rekrutiersymbol zieht jede Seite 2 Aktionskarten und nimmt einen der gezeigten Anführer in ihren Vorrat.',
    keywords: ['rekrutieren', 'neuer Anführer', 'Aktionskarten', 'Aktionsstapel', 'Rekrutiersymbol'],
  },
  'rebellion.build': {
    title: 'Einheiten bauen',
    summary:
      'Bei einem Bausymbol baut jedes loyale System eine Einheit je Ressourcensymbol (ein unterworfenes nur sein linkes); Einheiten kommen auf der Bauleiste auf die aufgedruckte Zahl.',
    keywords: ['bauen', 'Ressourcensymbol', 'Bauleiste', 'Produktion', 'Einheiten bauen', 'linkes Symbol'],
  },
  'rebellion.deploy': {
    title: 'Einheiten einsetzen',
    summary:
      'In jeder Auffrischung rutschen die Bauleisten ein Feld weiter (Rebellen zuerst); Einheiten von Feld 1 werden eingesetzt, höchstens 2 je System, nur wo du Loyalität oder Unterwerfung hast.',
    keywords: ['einsetzen', 'Einheiten platzieren', 'Verstärkung', 'Nachschub', 'Bauleiste', 'höchstens 2'],
  },
  'rebellion.victory': {
    title: 'Spielende und Sieg',
    summary:
      'Das Imperium gewinnt sofort, wenn es das System der Rebellenbasis erobert; die Rebellen gewinnen sofort, wenn Ansehen und Zeit auf demselben Feld stehen.',
    keywords: [
      'Spielende',
      'Sieg',
      'gewinnen',
      'wann gewinnen die Rebellen',
      'wann gewinnt das Imperium',
      'Basis erobern',
    ],
  },
  'rebellion.objectives': {
    title: 'Zielkarten',
    summary:
      'Die Rebellen halten Ziele, ziehen in jeder Auffrischung eines und spielen eines aus, wenn seine Bedingung erfüllt ist, um das Ansehen zur Zeit zu bewegen.',
    keywords: ['Ziel', 'Ziele', 'Ansehen', 'Ziel ausspielen', 'ein Ziel pro Kampf', 'Wertung'],
  },
  'rebellion.death-star': {
    title: 'Der Todesstern',
    summary:
      'Mit einem Projekt „Superlaser einsatzbereit“ zerstört der Todesstern ein System; nur das Ziel „Todesstern-Pläne“ kann ihn zerstören.',
    keywords: ['Todesstern', 'Superlaser', 'System zerstören', 'Todesstern-Pläne', 'Planet zerstört', 'sprengen'],
  },
  'rebellion.rebel-base': {
    title: 'Die Rebellenbasis',
    summary:
      'Die Basis ist zu Beginn versteckt; solange, stehen Rebelleneinheiten auf dem Feld „Rebellenbasis“ des Plans, das für das geheime System steht.',
    keywords: ['Rebellenbasis', 'versteckte Basis', 'Basisfeld', 'geheim'],
  },
  'rebellion.rebel-base-movement': {
    title: 'Zur versteckten Basis und von ihr weg',
    summary:
      'Einheiten der versteckten Basis reisen nur zwischen dem Basisfeld und den Nachbarn des echten Basissystems — ein Hinweis für das Imperium, wo sie liegt.',
    keywords: ['zur Basis', 'Basis verlassen', 'Basis benachbart', 'verrät die Basis'],
  },
  'rebellion.rebel-base-reveal': {
    title: 'Die Rebellenbasis aufdecken',
    summary:
      'Die Basis wird aufgedeckt, sobald das Imperium Loyalität oder Bodeneinheiten in ihrem System hat; die Einheiten vom Basisfeld ziehen dann in dieses System.',
    keywords: ['Basis aufdecken', 'Basis gefunden', 'Basis enthüllt', 'wann wird die Basis aufgedeckt'],
  },
  'rebellion.new-base': {
    title: 'Eine neue Basis errichten (Schnelle Mobilisierung)',
    summary:
      '4 Sondenkarten ansehen und eine neue Basis ohne imperiale Loyalität oder Einheiten wählen; die alte Basis wird aufgedeckt, ihre Einheiten bleiben dort.',
    keywords: ['Schnelle Mobilisierung', 'Basis verlegen', 'neue Basis', 'Umzug', 'Basis errichten'],
  },
  'rebellion.sabotage': {
    title: 'Sabotagemarker',
    summary:
      'Ein sabotiertes System baut für keine Seite und nimmt keine Einsätze an, bis eine imperiale Mission den Marker entfernt.',
    keywords: ['Sabotage', 'sabotiert', 'Marker', 'Bauen blockiert', 'kein Einsetzen'],
  },
  'rebellion.loyalty': {
    title: 'Loyalität',
    summary:
      'Ein bevölkertes System ist rebellisch, imperial oder neutral; Loyalität gewinnen macht neutral zu deinem, gegnerisch zu neutral.',
    keywords: ['Loyalität', 'Loyalität gewinnen', 'neutral', 'Unterstützung', 'Coruscant'],
  },
  'rebellion.subjugation': {
    title: 'Unterwerfung (ein System besetzen)',
    summary:
      'Ein System ohne imperiale Loyalität gilt als unterworfen, sobald dort eine imperiale Bodeneinheit steht; es baut dann nur mit seinem linken Symbol für das Imperium.',
    keywords: ['unterwerfen', 'Unterwerfung', 'besetzen', 'Besetzung', 'erobern', 'linkes Symbol'],
  },
  'rebellion.attachment-rings': {
    title: 'Ringe',
    summary:
      'Karten können einen Ring an den Standfuß eines Anführers stecken; ein Anführer trägt nur einen, ein neuer ersetzt den alten.',
    keywords: ['Ring', 'Anhang', 'Anführerring'],
  },
  'rebellion.capture': {
    title: 'Anführer gefangen nehmen und befreien',
    summary:
      'Ein gefangener Rebellenanführer trägt den Ring, kehrt nicht in den Vorrat zurück, wird von den Rebellen nicht bewegt und ist befreit, wenn keine imperialen Einheiten mehr in seinem System sind.',
    keywords: ['gefangen', 'Gefangennahme', 'Gefangener', 'Gefängnis', 'befreien', 'verhören'],
  },
  'rebellion.structures': {
    title: 'Bauwerke: Schildgenerator und Ionenkanone',
    summary:
      'Bauwerke sind unbewegliche Bodeneinheiten der Rebellen ohne Würfel; ihre Kampfwirkung steht auf dem Fraktionstableau der Rebellen.',
    keywords: ['Bauwerk', 'Schildgenerator', 'Ionenkanone', 'unbeweglich', 'Schildbunker'],
  },
  'rebellion.combat': {
    title: 'Kampf im Überblick',
    summary:
      'Ein Kampf beginnt, wenn Einheiten in einen Schauplatz mit Gegnern ziehen; Runden kämpfen erst im Weltraum, dann am Boden, der Angreifer zuerst, bis eine Seite in beiden Schauplätzen nichts mehr hat.',
    keywords: ['Kampf', 'Schlacht', 'kämpfen', 'Angriff', 'Runden', 'Schauplatz', 'Raumkampf', 'Bodenkampf'],
  },
  'rebellion.dice': {
    title: 'Würfel',
    summary:
      'Rote und schwarze Sechsseiter zeigen Treffer, Volltreffer, Spezial und Leerseiten; höchstens 5 rote und 5 schwarze je Angriff.',
    keywords: ['Würfel', 'Würfelseiten', 'roter Würfel', 'schwarzer Würfel', 'grüner Würfel', 'Treffer', 'Volltreffer'],
  },
  'rebellion.black-die': {
    title: 'Seiten des schwarzen Würfels',
    summary:
      'Holotable behandelt den schwarzen Würfel wie den roten (2 Treffer, 1 Volltreffer, 1 Spezial, 2 leer); eine Quelle nennt 3 Treffer und keinen Volltreffer.',
    keywords: ['schwarzer Würfel', 'Würfelseiten', 'unsicher', 'Chancen', 'Volltreffer'],
  },
  'rebellion.units': {
    title: 'Einheitenübersicht',
    summary:
      'Angriffswürfel, Lebenspunkte und Transport jeder Einheit, von den Fraktionstableaus, wie in den Spieldaten erfasst.',
    keywords: ['Einheiten', 'Lebenspunkte', 'Angriff', 'Werte', 'Sternzerstörer', 'X-Flügler', 'AT-AT', 'Schiffe'],
  },
  'rebellion.dathomir-felucia': {
    title: 'Sind Dathomir und Felucia benachbart?',
    summary:
      'Holotable behandelt Dathomir und Felucia als nicht benachbart (nach der Kartengeometrie); eine Erfassung verbindet sie — prüfe deinen Spielplan.',
    keywords: ['Nachbarschaft', 'benachbart', 'Dathomir', 'Felucia', 'Verbindung', 'Grenze'],
  },
  'rebellion.ord-mantell-icons': {
    title: 'Reihenfolge der Symbole von Ord Mantell',
    summary:
      'Holotable liest Ord Mantell als erst Weltraum ●, dann Boden ●; die Reihenfolge zählt, weil ein unterworfenes System nur mit dem linken Symbol baut.',
    keywords: ['Ord Mantell', 'Symbolreihenfolge', 'linkes Symbol', 'unterworfen bauen'],
  },
  'rebellion.quick.assignment': {
    title: 'Übersicht: Zuweisungsphase',
    summary:
      'Erst die Rebellen, dann das Imperium stellen 1–2 Anführer auf jede verdeckte Mission; alle anderen bleiben im Vorrat.',
    keywords: ['Spickzettel', 'Übersicht', 'Zuweisung', 'Kurzreferenz'],
  },
  'rebellion.quick.command': {
    title: 'Übersicht: Befehlsphase',
    summary: 'Abwechselnd je eine Aktion (Rebellen zuerst): Mission aufdecken, System aktivieren oder passen.',
    keywords: ['Spickzettel', 'Übersicht', 'Befehl', 'Kurzreferenz', 'was darf ich in meinem Zug'],
  },
  'rebellion.quick.refresh': {
    title: 'Übersicht: Auffrischungsphase',
    summary:
      'Anführer heim → je 2 Missionen (Limit 10) → Imperium 2 Sonden → Rebellen 1 Ziel → Zeit +1 (rekrutieren/bauen) → einsetzen (höchstens 2 je System).',
    keywords: ['Spickzettel', 'Übersicht', 'Auffrischung', 'Kurzreferenz', 'Rundenende Checkliste'],
  },
  'rebellion.quick.combat': {
    title: 'Übersicht: Kampfrunde',
    summary:
      'Anführer vorbereiten → Weltraum (Taktikkarten, würfeln, neu würfeln, Schaden) → Boden (ebenso) → Rückzug → Rundenende; wiederholen, solange beide Seiten Truppen haben.',
    keywords: ['Spickzettel', 'Übersicht', 'Kampf', 'Kurzreferenz', 'Kampfablauf'],
  },
  'rebellion.rote.setup': {
    title: 'Aufbau mit Aufstieg des Imperiums',
    summary:
      'Zehn Schritte: Anführer, Ziele, Marker, Taktiken, Aktionen, Loyalität ziehen, Missionen, Aufstellung, Rebellenbasis, Karten.',
    keywords: ['Aufstieg des Imperiums', 'Erweiterung', 'Erweiterungsaufbau', 'Aufbauanleitung'],
  },
  'rebellion.rote.objective-deck': {
    title: 'Zielstapel mit Aufstieg des Imperiums',
    summary:
      '5 zufällige Ziele der Stufe I auf (Todesstern-Pläne + 4 zufällige der Stufe II) auf (Todesstern-Pläne + 4 zufällige der Stufe III); unbenutzte Ziele ungesehen zurück.',
    keywords: ['Zielstapel', 'Todesstern-Pläne', 'Stufen', 'Ziele Erweiterung', 'zufällige Ziele'],
  },
  'rebellion.rote.loyalty-draw': {
    title: 'Startloyalität durch Sondenkarten',
    summary:
      'Sondenkarten aufdecken, bis 3 Rebellen- und 5 imperiale Systeme heraus sind; die ersten 2 imperialen sind unterworfen, die anderen 3 imperial loyal, die Rebellensysteme rebellisch loyal.',
    keywords: [
      'Loyalität ziehen',
      'Sondenkarten ziehen',
      'Startloyalität',
      'unterworfen zu Beginn',
      'Aufbau Loyalität',
    ],
  },
  'rebellion.rote.mission-decks': {
    title: 'Missions- und Projektstapel mit Aufstieg des Imperiums',
    summary:
      'Startmissionen (Pfeil) beiseite; Karten mit Stern bilden den Projektstapel; der Missionsstapel mischt Karten mit Vader-Symbol, Anführerporträt oder Todesstern-Symbol.',
    keywords: ['Missionsstapel', 'Projektstapel', 'Stern-Symbol', 'Vader-Symbol', 'Missionen Erweiterung'],
  },
  'rebellion.rote.action-cards': {
    title: 'Aktionskarten mit Aufstieg des Imperiums',
    summary:
      'Aktionen mit Rekrutiersymbol bilden den Aktionsstapel; am Ende des Aufbaus zieht jede Seite 2 der übrigen, wendet ihren „Sofort“-Text an, der Rest davon verlässt das Spiel.',
    keywords: ['Aktionskarten', 'Aktionen', 'ohne Rekrutiersymbol', 'Soforteffekt', 'Unterwanderung'],
  },
  'rebellion.rote.deployment': {
    title: 'Startaufstellung mit Aufstieg des Imperiums',
    summary:
      'Das Imperium stellt zuerst auf, mindestens 1 Bodeneinheit in jedes imperiale System; dann stellen die Rebellen in die Basis und in Systeme ohne imperiale Einheiten.',
    keywords: ['Aufstellung', 'Starteinheiten', 'Imperium zuerst', 'Todesstern Bauleiste', 'Bauleiste Feld 3'],
  },
  'rebellion.rote.death-star-under-construction': {
    title: 'Wo der Todesstern im Bau beginnt',
    summary:
      'Die Aufbaukarte setzt ihn in ein abgelegenes System; andere Quellen sagen bevölkert. Holotable lässt euch wählen und speichert die Wahl.',
    keywords: ['Todesstern im Bau', 'abgelegenes System', 'Startort', 'unsicher'],
  },
  'rebellion.rote.final-steps': {
    title: 'Letzte Aufbauschritte mit Aufstieg des Imperiums',
    summary:
      'Die Rebellen verstecken die Basis unter dem Standortfeld; alle nehmen 4 Start- und 2 gezogene Missionen; die Rebellen ziehen 1 Ziel; jede Seite zieht 2 Aktionen ohne Rekrutiersymbol.',
    keywords: ['letzte Schritte', 'Karten ziehen', 'Basiswahl', 'Starthand'],
  },
  'rebellion.rote.unreadable-card': {
    title: 'Unleserliche Stellen der Karte zu Aufstieg des Imperiums',
    summary:
      'Unserem Scan der Aufbau- und Phasenkarte fehlen die Aufstellungszahlen und einige Symbole; Holotable fragt nach, statt zu raten.',
    keywords: ['unleserlich', 'verstümmelt', 'Scan', 'fehlende Symbole', 'Aufbaukarte'],
  },
  'rebellion.rote.assignment': {
    title: 'Zuweisung mit Aufstieg des Imperiums',
    summary:
      'Wie im Grundspiel (Rebellen zuerst, 1–2 Anführer je verdeckter Mission), und Aktionskarten, die bei der Zuweisung auslösen, dürfen gespielt werden.',
    keywords: ['Zuweisung', 'Erweiterung', 'Aktionskarten Zuweisung'],
  },
  'rebellion.rote.win-conditions': {
    title: 'Siegbedingungen mit Aufstieg des Imperiums',
    summary:
      'Rebellen: Ansehen trifft die Zeit. Imperium: imperiale Einheiten halten das aufgedeckte Basissystem ohne Rebelleneinheiten (Bauwerke retten es nicht), oder ein Todesstern zerstört das System der Basis.',
    keywords: ['Sieg', 'Siegbedingungen', 'gewinnen', 'Bauwerke', 'Basis zerstört'],
  },
  'rebellion.rote.command': {
    title: 'Befehlsphase mit Aufstieg des Imperiums',
    summary:
      'Abwechselnd: Mission aufdecken, System aktivieren oder passen. Nach dem Passen darfst du noch eine zugewiesene Unterwanderung spielen und mit Anführern aus dem Vorrat vereiteln oder Kämpfen beitreten.',
    keywords: ['Befehl', 'passen', 'Unterwanderung', 'nach dem Passen'],
  },
  'rebellion.rote.mission-dice': {
    title: 'Missionswürfel mit Aufstieg des Imperiums: Haupt- und Nebenfertigkeiten',
    summary:
      'Je passender Hauptfertigkeit ein roter oder schwarzer Würfel, je passender Nebenfertigkeit ein grüner (höchstens 3 grüne); der Versuch scheitert, wenn der Gegner gleichzieht oder mehr hat.',
    keywords: ['Nebenfertigkeit', 'Hauptfertigkeit', 'grüner Würfel', 'Missionswürfel', 'vereiteln'],
  },
  'rebellion.rote.refresh': {
    title: 'Auffrischung mit Aufstieg des Imperiums',
    summary:
      'Zuerst Schnelle Mobilisierung, ein Ziel, Anführer heim (höchstens 8 je Seite), 2 Missionen, 2 Sonden, 1 Ziel, Zeit +1; beim Rekrutieren bleibt 1 von 2 Karten.',
    keywords: ['Auffrischung', 'höchstens 8 Anführer', 'Anführerlimit', 'eine behalten', 'Schildbunker einsetzen'],
  },
  'rebellion.rote.combat': {
    title: 'Kampfrunde mit Aufstieg des Imperiums',
    summary: 'Vorbereitung, Weltraum, Boden, Rückzug, Rundenende — in jedem Schritt handelt der Angreifer zuerst.',
    keywords: ['Kampf', 'Kampfrunde', 'Runde', 'Vorbereitung', 'Angreifer zuerst'],
  },
  'rebellion.rote.tactic-cards': {
    title: 'Taktikkarten im Kampf mit Aufstieg des Imperiums',
    summary:
      'Beide wählen eine Taktikkarte für den Schauplatz und decken gemeinsam auf; der Angreifer nutzt zuerst die obere oder untere Fähigkeit, dann der Verteidiger.',
    keywords: ['Taktikkarte', 'Taktiken', 'oben oder unten', 'gemeinsam aufdecken', 'Taktik wählen'],
  },
  'rebellion.rote.rerolls': {
    title: 'Neu würfeln',
    summary:
      'Einmal pro Runde und Schauplatz bis zu so viele Würfel neu würfeln, wie der Taktikwert deines besten Anführers für diesen Schauplatz beträgt.',
    keywords: ['neu würfeln', 'nachwürfeln', 'wie viele Würfel neu', 'Taktikwert', 'Wiederholungswurf'],
  },
  'rebellion.rote.damage': {
    title: 'Schaden verteilen und Einheiten zerstören',
    summary:
      'Ein Treffer ist 1 Schaden an einer Einheit in der Würfelfarbe, ein Volltreffer 1 Schaden an einer beliebigen; wenn beide Seiten angegriffen haben, fallen Einheiten mit Schaden ≥ Lebenspunkten.',
    keywords: ['Schaden', 'verteilen', 'Lebenspunkte', 'zerstört', 'heilen', 'Trefferfarbe'],
  },
  'rebellion.rote.retreat': {
    title: 'Rückzug',
    summary:
      'Einmal pro Kampf, Angreifer zuerst, darf eine Seite mit Anführer vor Ort einen Anführer und alle seine Schiffe in ein benachbartes, feindfreies System zurückziehen, das nicht die Herkunft des Angreifers ist; die Rebellen auch auf das Feld der Rebellenbasis, solange die Basis verborgen ist.',
    keywords: ['Rückzug', 'zurückziehen', 'fliehen', 'Flucht', 'Abfangkreuzer', 'Todesstern Rückzug'],
  },
  'rebellion.rote.round-end': {
    title: 'Ende einer Kampfrunde',
    summary:
      'Unterwerfung entfernen, wo keine imperialen Bodeneinheiten mehr stehen, allein stehende Bauwerke entfernen, deren Seite keine Bodenwürfel hatte, dann weiterkämpfen, solange Gegner übrig sind.',
    keywords: ['Rundenende', 'Kampfende', 'allein stehende Bauwerke', 'wann endet der Kampf'],
  },
  'rebellion.rote.units': {
    title: 'Einheiten und Bauwahl mit Aufstieg des Imperiums',
    summary:
      'Neue Einheiten erweitern die Symbolwahl: Imperium TIE-Striker, Angriffspanzer, Schildbunker; Rebellen U-Flügler, Nebulon-B, Rebellen-Vorhut, Golan-Arms-Geschützturm.',
    keywords: [
      'neue Einheiten',
      'TIE-Striker',
      'U-Flügler',
      'Abfangkreuzer',
      'Nebulon',
      'Schildbunker',
      'Angriffspanzer',
    ],
  },
}

const BODIES_DE: Readonly<Record<string, RuleTranslation['body']>> = {
  ...REBELLION_BODIES_DE,
  ...REBELLION_ROTE_BODIES_DE,
}

/** Each entry's German text, with its German body where one is written. */
export const rebellionRulesDe: Readonly<Record<string, RuleTranslation>> = Object.fromEntries(
  Object.entries(TEXTS_DE).map(([id, t]) => [id, BODIES_DE[id] ? { ...t, body: BODIES_DE[id] } : t]),
)
