// German bodies of the Rebellion rules reference (base game part), translating our English entries
// in rules.ts block for block: same blocks, same order, same numbers. Terms are the ones the game's
// German screens use; those we could not check against a German edition are in docs/GLOSSARY-de.md.
import { list, para, reading, steps, table, tip, warning, type RuleBlock } from '../../core/rules'

export const REBELLION_BODIES_DE: Readonly<Record<string, readonly RuleBlock[]>> = {
  'rebellion.overview': [
    table(
      ['Seite', 'Wie sie gewinnt', 'Wie sie spielt'],
      [
        [
          'Galaktisches Imperium',
          'Das System der Rebellenbasis einnehmen (imperiale Einheiten dort, keine Rebelleneinheiten)',
          'Sich ausbreiten, große Flotten bauen, die Karte sondieren, Unruhen niederschlagen',
        ],
        [
          'Rebellenallianz',
          'Ansehensmarker und Zeitmarker auf demselben Feld der Zeitleiste',
          'Offene Schlachten meiden; Missionen, Sabotage, Diplomatie und Ziele',
        ],
      ],
    ),
    para(
      'Anführer bewegen alles: Sie gehen auf Missionen, aktivieren Systeme, um Truppen zu bewegen, und führen Kämpfe.',
    ),
  ],
  'rebellion.components': [
    table(
      ['Spielmaterial', 'Anzahl', 'Anmerkungen'],
      [
        ['Systeme auf dem Spielplan', '32', '8 Regionen × 4; 24 bevölkert, 8 abgelegen'],
        ['Sondenkarten', '31', 'Eine je System außer Coruscant'],
        ['Zielkarten (Grundspiel)', '15', '5 je Stufe I, II, III; Todesstern-Pläne in Stufe II und III'],
        ['Taktikkarten', '30', '15 Weltraum, 15 Boden'],
        ['Zeitleiste', '16 Felder', 'Der Zeitmarker beginnt auf 1, das Ansehen auf 14'],
      ],
    ),
    para(
      'Jede Seite hat außerdem ein Fraktionstableau, Plastikeinheiten, Anführer, Loyalitätsmarker, Missionskarten und Aktionskarten.',
    ),
  ],
  'rebellion.setup': [
    steps(
      'Seiten: Einigt euch, wer das Imperium und wer die Rebellen spielt (zufällig, wenn ihr euch nicht einigt). Jede Seite nimmt ihr Fraktionstableau, ihre Einheiten, Anführer, Loyalitätsmarker, Missions- und Aktionskarten.',
      'Anführer: Jede Seite stellt ihre vier Anführer ohne Rekrutiersymbol in den Anführervorrat auf ihrem Tableau. Anführer mit Rekrutiersymbol warten neben dem Spielplan.',
      'Spielplan und Zeitleiste: die Hälften zusammenlegen; Zeitmarker auf Feld 1, Ansehensmarker auf Feld 14.',
      'Zielstapel: Stufe I auf Stufe II auf Stufe III (jede für sich gemischt). Die Rebellen ziehen geheim ein Ziel.',
      'Aktionsstapel: Die Aktionskarten mit Rekrutiersymbol in den Aktionsstapel jeder Seite mischen. Erste Partie: die übrigen zurück in die Schachtel.',
      'Taktikstapel: Weltraum- und Bodentaktiken getrennt mischen; mit allen Markern und Würfeln in Reichweite legen.',
      'Missionskarten: die 4 Startmissionen beiseitelegen, dem Imperium den Projektstapel geben, den Rest als Missionsstapel jeder Seite mischen.',
      'Einheiten und Loyalität: Die erste Partie nutzt die feste Aufstellung; spätere Partien den fortgeschrittenen Aufbau.',
      'Rebellenbasis: Die Rebellen wählen geheim eine Sondenkarte als Standort der Basis, dann wird der Sondenstapel gemischt.',
      'Handkarten: je 4 Startmissionen plus 2 gezogene Missionen.',
    ),
  ],
  'rebellion.objective-deck': [
    list(
      'Die Ziele nach der Stufenzahl auf der Rückseite sortieren.',
      'Jede Stufe für sich mischen.',
      'Stapeln: III unten auf das Zielfeld des Spielplans, II darauf, I obenauf.',
      'Die Rebellen ziehen eine Karte und halten sie vor dem Imperium geheim.',
    ),
    tip('Aufstieg des Imperiums bildet diesen Stapel anders (weniger Karten je Stufe, Todesstern-Pläne eingemischt).'),
  ],
  'rebellion.mission-decks': [
    table(
      ['Kartenart', 'Woran man sie erkennt', 'Wohin sie kommt'],
      [
        ['Startmission', 'Gebogener Pfeil unten', 'Beiseite, dann auf die Starthand (4 je Seite)'],
        ['Projekt', 'Weißer Stern unten rechts', 'Das Imperium mischt sie auf das Projektfeld des Spielplans'],
        ['Andere Missionen', 'Keins der beiden Zeichen', 'Verdeckt gemischt als Missionsstapel jeder Seite'],
      ],
    ),
    para(
      'Nach dem Einsatz kehrt eine Startmission auf die Hand ihrer Seite zurück; jede andere Mission wird abgeworfen.',
    ),
  ],
  'rebellion.choose-base': [
    steps(
      'Aus dem Sondenstapel jedes System entfernen, in dem imperiale Einheiten stehen.',
      'Die Rebellen wählen geheim eine der übrigen Karten und legen sie verdeckt unter das Standortfeld.',
      'Den Rest als Sondenstapel auf sein Feld des Spielplans mischen.',
    ),
    tip('Erste Partie: ein System wählen, in dessen Nachbarsystemen keine imperialen Einheiten stehen.'),
    tip(
      'Der Sondenstapel-Schritt von Holotable nennt die auszusortierenden Karten, sobald die Starteinheiten des Imperiums erfasst sind. Die geheime Ansicht der Rebellen listet die noch offenen Systeme und kann die Wahl geheim festhalten; der gemeinsame Verlauf nennt sie nie.',
    ),
  ],
  'rebellion.first-game-setup': [
    para('Sondenkarten, die vor dem Mischen aus dem Stapel kommen: Corellia, Mandalore, Saleucami, Sullust, Mustafar.'),
    table(
      ['Ort', 'Einheiten', 'Marker'],
      [
        ['Kashyyyk', '—', 'Rebellen-Loyalität'],
        ['Naboo', '—', 'Rebellen-Loyalität'],
        [
          'Bothawui',
          'Korvette ×1, Rebellentransporter ×1, X-Flügler ×1, Y-Flügler ×1, Rebellensoldat ×3, Luftgleiter ×1',
          'Rebellen-Loyalität',
        ],
        ['Feld der Rebellenbasis', 'X-Flügler ×1, Y-Flügler ×1, Rebellensoldat ×3, Luftgleiter ×1', '—'],
        [
          'Coruscant',
          'Sternzerstörer ×1, Angriffsträger ×1, TIE ×2, Sturmtruppler ×3, AT-AT ×1, AT-ST ×1',
          '(immer imperial)',
        ],
        ['Saleucami', 'Sternzerstörer ×1, TIE ×2, Sturmtruppler ×2, AT-ST ×1', 'Imperiale Loyalität'],
        ['Mandalore', 'Todesstern ×1, TIE ×4, Sturmtruppler ×2, AT-ST ×1', 'Unterwerfung'],
        ['Sullust', 'Sternzerstörer ×1, TIE ×2, Sturmtruppler ×2, AT-ST ×1', 'Unterwerfung'],
        ['Corellia', 'Angriffsträger ×1, Sturmtruppler ×1', 'Imperiale Loyalität'],
        ['Mustafar', 'Angriffsträger ×1, TIE ×2, Sturmtruppler ×2, AT-ST ×1', 'Imperiale Loyalität'],
      ],
    ),
    tip(
      'In der ersten Partie dienen Rekrutierungskarten nur ihren Anführern: Die Fähigkeiten auf den Karten werden nicht beachtet.',
    ),
  ],
  'rebellion.game-round': [
    table(
      ['Phase', 'Kurz gesagt'],
      [
        ['I. Zuweisung', 'Anführer auf verdeckte Missionen stellen (Rebellen zuerst).'],
        ['II. Befehl', 'Abwechselnd: eine Mission aufdecken oder ein System aktivieren; passen, wenn fertig.'],
        [
          'III. Auffrischung',
          'Anführer heim, Missionen und Sonden ziehen, Ziel, Zeit vorrücken, rekrutieren/bauen, einsetzen.',
        ],
      ],
    ),
  ],
  'rebellion.assignment-phase': [
    steps(
      'Die Rebellen weisen beliebig viele Anführer zu, dann tut das Imperium dasselbe.',
      'Zuweisen: eine Missionskarte aus der Hand verdeckt neben dein Tableau legen und 1 oder 2 Anführer aus deinem Vorrat daraufstellen.',
      'Die Anführer müssen zusammen die Fertigkeitsvoraussetzung oben links auf der Karte erfüllen.',
    ),
    para(
      'Anführer, die im Vorrat bleiben, bleiben flexibel: In der Befehlsphase können sie Systeme aktivieren oder gegnerische Missionen vereiteln.',
    ),
  ],
  'rebellion.leaders': [
    table(
      ['Auf dem Anführer', 'Wofür'],
      [
        ['Taktikwerte für Weltraum und Boden', 'Kampf; ein Anführer ohne Taktikwerte kann kein System aktivieren'],
        [
          'Fertigkeitssymbole (Diplomatie, Aufklärung, Spezialeinsätze, Logistik)',
          'Missionsvoraussetzungen erfüllen und Würfel beim Vereiteln',
        ],
        ['Rekrutiersymbol', 'Kein Startanführer; kommt später durch Rekrutieren hinzu'],
        ['Rahmenfarbe', 'Zählt nur im Teamspiel'],
      ],
    ),
  ],
  'rebellion.command-phase': [
    list(
      'Ein System aktivieren: einen Anführer aus deinem Vorrat in ein System schicken und Einheiten hineinziehen; ein Kampf kann folgen.',
      'Eine Mission aufdecken: eine Mission umdrehen, auf der einer deiner Anführer steht, und sie abhandeln.',
      'Passen: jederzeit erlaubt; danach werden deine Züge für den Rest der Phase übersprungen.',
    ),
    para('Wenn alle gepasst haben, folgt die Auffrischungsphase.'),
  ],
  'rebellion.activate-system': [
    steps(
      'Einen Anführer mit Taktikwerten aus deinem Vorrat nehmen und in ein beliebiges System stellen.',
      'Beliebige deiner Schiffe aus Nachbarsystemen hineinziehen; Schiffe können Bodeneinheiten mitnehmen (siehe Transport).',
      'Stehen nach der Bewegung gegnerische Einheiten dort, wird ein Kampf abgehandelt.',
    ),
    warning(
      'Einheiten können ein System nicht verlassen, in dem schon einer deiner eigenen Anführer steht (gefangene Rebellenanführer sperren es nicht).',
    ),
    tip(
      'Nur Nachbarsysteme können Einheiten schicken, und orange umrandete, schattierte Bereiche kann man nicht durchqueren.',
    ),
    tip(
      'Der Einheiten-Reiter von Holotable nimmt eine Aktivierung (und einen Rückzug) nur in der Befehlsphase an; vorher nennt das Formular die Phase und wartet. Anführer, die auf dem Spielplan geblieben sind, kehren in ihren Vorrat zurück, wenn „Anführer zurückholen“ abgehakt wird oder die nächste Runde beginnt.',
    ),
  ],
  'rebellion.transport': [
    para(
      'Jedes ankommende Schiff darf Bodeneinheiten bis zur Transportzahl auf dem Fraktionstableau mitbringen. TIE-Jäger zählen als Fracht, genau wie Bodeneinheiten.',
    ),
    table(
      ['Schiff', 'Trägt'],
      [
        ['Angriffsträger', '4'],
        ['Sternzerstörer', '6'],
        ['Supersternzerstörer', '8'],
        ['Todesstern', '8'],
        ['Rebellentransporter', '4'],
        ['Corellianische Korvette', '2'],
        ['Mon-Calamari-Kreuzer', '4 (eine Quelle: 6)'],
      ],
      'Kapazitäten von den Fraktionstableaus, wie in den Spieldaten erfasst',
    ),
    tip(
      'Einheiten-Reiter: Aktivierungen und Rückzüge werden an diesen Zahlen geprüft, je System, aus dem die Figuren kommen. Nennt dein Tableau für den Mon-Calamari-Kreuzer eine andere Zahl, stelle sie unter Einstellungen › Korrekturen der Spieldaten ein; jede Bewegung speichert die Zahl, die sie benutzt hat, sodass das Nachspielen des Protokolls nie eine frühere Bewegung ändert.',
    ),
  ],
  'rebellion.systems-and-regions': [
    list(
      'Bodeneinheiten stehen auf dem Planetenbild; Schiffe im Weltraum darum herum.',
      'Regionen werden von dicken orangen Grenzen umschlossen.',
      'Bevölkertes System: Loyalitätsfeld + Ressourcensymbole (was es baut). Abgelegenes System: keine Loyalität, keine Ressourcen.',
      'Schattierte Bereiche, die ganz orange umrandet sind, sind unpassierbar.',
    ),
    para('Abgelegene Systeme: Dagobah, Dantooine, Dathomir, Endor, Hoth, Ilum, Tatooine, Yavin.'),
  ],
  'rebellion.finding-rebel-base': [
    para(
      'Schiffe allein erzwingen die Frage nicht; Bodeneinheiten schon. Lautet die Antwort ja, wird zuerst die Basis aufgedeckt und dann gekämpft.',
    ),
  ],
  'rebellion.missions': [
    steps(
      'Eine verdeckte Mission umdrehen, auf der einer deiner Anführer steht, und sie vorlesen.',
      'Das System nennen, in dem sie stattfindet (erst jetzt wird es gewählt), und den Anführer dorthin stellen.',
      'Ausführen: Die Wirkung tritt ein, kein Widerstand erlaubt. Versuchen: Der Gegner darf vereiteln; ohne Widerstand gelingt sie.',
    ),
    warning(
      'Eine Mission im Feld „Rebellenbasis“ stellt den Anführer auf dieses Feld des Spielplans, nicht in das System der versteckten Basis.',
    ),
    para('Danach kehrt eine Startmission auf die Hand zurück; jede andere Mission wird abgeworfen.'),
  ],
  'rebellion.opposing-missions': [
    steps(
      'Nachdem das System genannt ist, darf der Gegner einen Anführer aus seinem Vorrat dorthin stellen.',
      'Jede Seite zählt die zur Voraussetzung der Mission passenden Fertigkeitssymbole aller ihrer Anführer in diesem System und würfelt so viele Würfel (beliebige Farbe).',
      'Erfolge zählen (siehe den Eintrag zum Zählen). Die versuchende Seite ist nur mit mehr Erfolgen erfolgreich; bei Gleichstand scheitert sie.',
    ),
    table(
      ['Versuchende Seite', 'Gegner', 'Ergebnis'],
      [
        ['3 Erfolge', '2', 'Gelingt'],
        ['2 Erfolge', '2', 'Scheitert (Gleichstand geht an den Gegner)'],
        ['0 Erfolge', '0', 'Scheitert'],
      ],
      'Beispiele',
    ),
    tip(
      'Ein durchgerechneter Fall: Leia (2 Aufklärung) versucht eine Aufklärungsmission auf Coruscant; Palpatine (2 Aufklärung) vereitelt; jeder würfelt zwei Würfel.',
    ),
  ],
  'rebellion.mission-success-counting': [
    para(
      'Der Satz der Spielregel nennt zwei Symbole, die je einen Erfolg wert sind, und eins, das zwei wert ist, aber die Symbole selbst sind in unserem Text verloren gegangen.',
    ),
    table(
      ['Würfelseite', 'Auslegung von Holotable', 'Alternative'],
      [
        ['Treffer', '1 Erfolg', '—'],
        ['Volltreffer', '1 Erfolg', '2 Erfolge'],
        ['Spezial', '2 Erfolge', '1 Erfolg'],
        ['Leer', '0', '0'],
      ],
    ),
    reading(
      'Holotable führt diese Zahlen als Daten mit niedriger Sicherheit; der Rechner für Missionschancen zeigt den Hinweis „An deinem Exemplar prüfen“, und du kannst sie in den Einstellungen korrigieren.',
    ),
  ],
  'rebellion.skills': [
    table(
      ['Fertigkeit', 'Rebellenmissionen wollen meist', 'Imperiale Missionen wollen meist'],
      [
        ['Diplomatie', 'Loyalität gewinnen, Einheiten erhalten', 'Loyalität gewinnen, Einheiten erhalten'],
        ['Aufklärung', 'Zielkarten gewinnen', 'Die Rebellenbasis aufspüren'],
        ['Spezialeinsätze', 'Imperiale Einheiten zerstören', 'Rebellenanführer gefangen nehmen und ausnutzen'],
        ['Logistik', 'Einheiten zur Basis und von ihr weg bewegen', 'Sondereinheiten, schnelleres Bauen'],
      ],
    ),
  ],
  'rebellion.mission-details': [
    list(
      'Gegen einen Anführer: Das System der Mission ist dort, wo dieser Anführer steht.',
      'Porträt unter den Fertigkeitssymbolen: Jeder darf die Mission ausführen; der abgebildete Anführer bringt bei einem Versuch mit Widerstand 2 Erfolge dazu.',
      'Wird eine solche Mission ausgeführt statt versucht, nennt die Karte eine zusätzliche Wirkung, wenn der abgebildete Anführer sie ausführt.',
    ),
  ],
  'rebellion.refresh-phase': [
    steps(
      'Anführer zurückholen: alle Anführer zurück in den Vorrat; nicht aufgedeckte Missionen zurück auf die Hand.',
      'Missionen ziehen: je 2, dann auf 10 Karten abwerfen.',
      'Sondendroiden: Das Imperium zieht 2 Sondenkarten und hält sie geheim.',
      'Ziel: Die Rebellen ziehen 1 Ziel.',
      'Zeit vorrücken: den Zeitmarker ein Feld weiterziehen; ein Rekrutier- oder Bausymbol dort abhandeln.',
      'Einsetzen: Bauleisten ein Feld vorrücken (Rebellen zuerst) und die Einheiten einsetzen, die Feld 1 verlassen haben.',
    ),
    tip(
      'In Holotable hält der Reiter Runde diese Reihenfolge ein: Die Zeit rückt einmal je Auffrischung vor (der Knopf oder T) und kann außerhalb davon nicht vorrücken; Bauen wartet, bis der Marker auf einem Bausymbol landet, und endet, sobald eine der Bauleisten vorgerückt ist; die imperiale Bauleiste rückt nach der der Rebellen vor. „Zeit vorrücken“, „Bauen“ und „Einsetzen“ haken sich selbst ab, wenn beide Seiten sie erledigt haben. Die nächste Runde zu beginnen setzt voraus, dass der Zeitmarker vorgerückt ist, nennt alle nicht abgehakten Schritte und fragt nach; die neue Runde beginnt mit leerer Checkliste.',
    ),
    tip(
      'Wer „Anführer zurückholen“ abhakt, nimmt jeden nicht gefangenen Anführer vom Spielplan des Einheiten-Reiters (Haken entfernen oder Rückgängig stellt sie zurück); der Beginn der nächsten Runde tut das auch, falls der Schritt nicht abgehakt war. Ein in dieser Phase ausgespieltes Ziel hakt „Ziel der Rebellen“ ab, und ein zweites in derselben Auffrischungsphase wird abgelehnt.',
    ),
  ],
  'rebellion.probe-droids': [
    list(
      'Der Sondenstapel enthält eine Karte je System außer Coruscant, abzüglich der Basiskarte und der beim Aufbau entfernten.',
      'Sondenkarten in der Hand des Imperiums sind geheim.',
      'Einige imperiale Missionen ziehen oder durchsuchen ebenfalls Sonden.',
    ),
    warning(
      'Gezogene Sondenkarten verdeckt halten: Auf einem gemeinsamen Bildschirm sollte nur das Imperium eine Liste davon öffnen.',
    ),
  ],
  'rebellion.time-track': [
    list(
      'Beginn: Zeit auf 1, Ansehen auf 14 (von 16 Feldern).',
      'In jeder Auffrischung: Zeit +1, dann ein Rekrutier- oder Bausymbol auf dem neuen Feld abhandeln.',
      'Jedes ausgespielte Ziel bewegt das Ansehen um seinen aufgedruckten Wert auf die Zeit zu.',
    ),
  ],
  'rebellion.time-track-icons': [
    table(
      ['Symbol', 'Felder, die Holotable annimmt'],
      [
        ['Rekrutieren', '2, 3, 4, 5'],
        ['Bauen', '2, 4, 6, 8, 10, 12, 14'],
      ],
    ),
    reading(
      'Nur eine Quelle nennt diese Felder, und der Text der Spielregel druckt die Leiste nicht ab. Weicht dein Spielplan ab, korrigiere die Felder in den Einstellungen; der Reiter Runde folgt dann deinem Spielplan.',
    ),
  ],
  'rebellion.recruit': [
    list(
      '2 Karten von deinem Aktionsstapel ziehen.',
      'Einen der auf den beiden Karten abgebildeten Anführer wählen und in deinen Vorrat stellen.',
      'Erste Partie: die Fähigkeiten der Karten nicht beachten und beide Karten in die Schachtel legen.',
    ),
    tip(
      'In Holotable warten die Anführer mit Rekrutiersymbol unter dem Anführervorrat im Reiter „Einheiten“, bis du beim gewählten Anführer auf „rekrutieren“ drückst (in diesem Schritt oder wenn eine Karte rekrutiert); vorher können sie nicht platziert werden. Partien, die begonnen wurden, bevor die App das Rekrutieren erfasste, haben alle Anführer im Vorrat.',
    ),
  ],
  'rebellion.build': [
    steps(
      'Für jedes deiner loyalen Systeme eine Einheit je Ressourcensymbol nehmen; für jedes unterworfene System (nur Imperium) nur das Symbol ganz links.',
      'Schauplatz und Form des Symbols bestimmen die Einheit auf deinem Fraktionstableau.',
      'Die Einheit auf das Feld deiner Bauleiste stellen, dessen Zahl neben dem Symbol steht.',
    ),
    table(
      ['Symbol', 'Imperium baut', 'Rebellen bauen'],
      [
        ['Weltraum ▲', 'TIE-Jäger', 'X-Flügler, Y-Flügler oder Rebellentransporter (nach Wahl)'],
        ['Weltraum ●', 'Angriffsträger', 'Corellianische Korvette'],
        ['Weltraum ■', 'Sternzerstörer', 'Mon-Calamari-Kreuzer'],
        ['Boden ▲', 'Sturmtruppler', 'Rebellensoldat'],
        ['Boden ●', 'AT-ST', 'Luftgleiter'],
        ['Boden ■', 'AT-AT', 'Schildgenerator oder Ionenkanone (nach Wahl)'],
      ],
    ),
    list(
      'Die Rebellen bauen außerdem vom Feld „Rebellenbasis“ des Spielplans aus, das wie ein System behandelt wird.',
      'Kein Bauen in einem System mit einer gegnerischen Einheit oder einem Sabotagemarker.',
    ),
    tip(
      'Einheiten kommen aus dem Vorrat, also kann eine Einheit nicht gebaut werden, deren Figuren alle auf dem Spielplan, auf der Bauleiste oder beim Einsetzen wartend stehen: Holotable lehnt so einen Bau ab und nennt die Anzahl in der Schachtel und wie viele Figuren an jedem dieser Orte sind (korrigiere sie unter Einstellungen › Korrekturen der Spieldaten, wenn dein Exemplar mehr hat). Figuren, die nicht im Einheiten-Reiter erfasst sind, werden nicht gezählt.',
    ),
  ],
  'rebellion.deploy': [
    steps(
      'Erst die Rebellen, dann das Imperium: jede Einheit auf der Bauleiste ein Feld zu deinem Spielplanrand hin ziehen.',
      'Einheiten, die von Feld 1 herunterrutschen, sind bereit.',
      'Sie in Systeme mit deinem Loyalitätsmarker stellen (Imperium: auch mit Unterwerfungsmarker); die Rebellen dürfen das Feld „Rebellenbasis“ nutzen.',
    ),
    table(
      ['Grenze', 'Wert'],
      [
        ['Einheiten je System und Einsetzen', 'Höchstens 2 je Seite'],
        ['System mit einer gegnerischen Einheit', 'Kein Einsetzen'],
        ['Sabotiertes System', 'Kein Einsetzen'],
        ['Unterworfenes System (Rebellen)', 'Kein Einsetzen, auch nicht bei darunterliegender Rebellen-Loyalität'],
      ],
    ),
    tip(
      'Nachdem die Basis aufgedeckt ist, bietet Holotable statt des Felds „Rebellenbasis“ das System der Basis an, unabhängig von seiner Loyalität, mit derselben Grenze von 2.',
    ),
    reading(
      'Holotable lehnt dieses System trotzdem ab, solange es sabotiert ist oder imperiale Einheiten darin stehen, wie jedes andere System: Der Text zu Einheiten, die zur Basis umgeleitet werden, sagt nichts anderes.',
    ),
    reading(
      'Eine Einheit, die Feld 1 verlassen hat, aber nicht eingesetzt wird (kein erlaubter Ort, oder ihr habt es nicht gewollt): Die Regeltexte sagen nicht, was aus ihr wird. Holotable lässt sie neben der Bauleiste warten, nennt sie vor dem Beginn der nächsten Runde und nimmt sie erst von der Liste, wenn sie eingesetzt ist; das nächste Vorrücken fügt die Einheiten, die es bringt, zu den noch wartenden hinzu.',
    ),
  ],
  'rebellion.victory': [
    table(
      ['Sieger', 'Bedingung (sofort geprüft)'],
      [
        ['Imperium', 'Im System der Basis steht eine imperiale Einheit und keine Rebelleneinheit'],
        ['Imperium', 'Der Todesstern zerstört das System der Basis'],
        ['Rebellen', 'Ansehensmarker und Zeitmarker auf demselben Feld'],
      ],
    ),
    para('Ansehen kommt vor allem von Zielkarten.'),
    tip(
      'Holotable verkündet den Sieg der Rebellen, sobald sich die Marker treffen, und den des Imperiums, wenn das System der Basis auf dem Reiter „Systeme“ als zerstört markiert wird (einer in der geheimen Ansicht der Rebellen erfassten oder einer aufgedeckten Basis); eine Eroberung wird mit „Basis erobert“ eingetragen. „System der Basis zerstört“ von Hand wird erst angenommen, wenn das Brett dieses System als zerstört zeigt (ohne erfasste Basis: sobald irgendein System zerstört ist).',
    ),
  ],
  'rebellion.objectives': [
    list(
      'Mit 1 Ziel beginnen; in jeder Auffrischung 1 weiteres ziehen.',
      'Ausspielen, wenn seine Bedingung zu dem Zeitpunkt erfüllt ist, den es nennt; abwerfen und das Ansehen um seinen Wert auf die Zeit zu bewegen.',
      'Grenze: ein Ziel je Kampf und eins je Auffrischungsphase.',
    ),
    tip(
      'Das Ansehensfeld von Holotable (Reiter Runde) nimmt ein Ziel in der Auffrischungsphase an, eins je Phase (es hakt „Ziel der Rebellen“ ab), oder in der Befehlsphase für eins, das während eines Kampfes erfüllt wurde. In der Zuweisungsphase wird es abgelehnt.',
    ),
    tip(
      'Eins je Kampf, gezählt werden die Kämpfe, die der Einheiten-Reiter erfasst: Ein Kampf beginnt, wenn eine Aktivierung Einheiten in ein System mit gegnerischen Einheiten zieht oder wenn der Kampfverlauf dort eine erste Runde erfasst, und er ist der Kampf der Befehlsphase, bis ein anderer beginnt oder die Phase endet. Ein zweites Ziel während dieses Kampfes wird abgelehnt, mit dem Namen seines Systems. Ist in der Phase kein Kampf erfasst (Einheiten nicht erfasst), nimmt das Feld das Ziel auf euer Wort hin an.',
    ),
  ],
  'rebellion.death-star': [
    list(
      'Das Imperium erhält „Superlaser einsatzbereit“ über die Mission „Forschung und Entwicklung“.',
      'Ein System zerstören: einen Marker für zerstörte Systeme hineinlegen und alle Bodeneinheiten der Rebellen darin entfernen.',
      'Liegt in diesem System die Rebellenbasis, gewinnt das Imperium sofort.',
      'Der Todesstern hat keine Lebenspunkte: Kampf kann ihn nicht zerstören; nur das Ziel „Todesstern-Pläne“ kann es.',
    ),
  ],
  'rebellion.rebel-base': [
    list(
      'Beim Aufbau geheim aus den Sondenkarten gewählt.',
      'Effekte, die „Rebellenbasis“ sagen, meinen das Feld des Spielplans, nicht das versteckte System.',
      'Die Rebellen dürfen auf das Feld der Basis einsetzen, ohne etwas zu verraten.',
    ),
    tip(
      'Im Einheiten-Reiter ist das Feld der Rebellenbasis ein eigener Ort, zuerst in der Liste der Systeme: Die Startaufstellung der Rebellen und das Einsetzen stellen ihre Einheiten dorthin, Einheiten können dort hinzugefügt, entfernt oder dorthin bewegt und Anführer dort aufgestellt werden. Nur Rebelleneinheiten stehen darauf, und nichts kommt mehr darauf, sobald die Basis aufgedeckt ist.',
    ),
  ],
  'rebellion.rebel-base-movement': [
    para(
      'Eine Bewegung zwischen dem Feld der Basis und einem System zeigt, dass dieses System neben der Basis liegt (oder die Basis ist). Einige Missionen bewegen Einheiten von überall zur Basis oder von ihr weg, ohne diesen Hinweis.',
    ),
    tip(
      'Aktivieren die Rebellen ein System, bietet der Einheiten-Reiter auch die Einheiten vom Feld der Basis an; das Aktivieren des Felds der Rebellenbasis bietet die Rebelleneinheiten aller Systeme an. Holotable prüft nicht, ob das System neben der versteckten Basis liegt: Die Prüfung würde die Basis auf dem gemeinsamen Bildschirm verraten, und einige Missionen erlauben die Bewegung von überall. Transport und die Anführerregel gelten weiter: Ein Anführer auf dem Feld der Basis hält ihre Einheiten dort fest, wie in einem System (eine Auslegung: Die Regeln nennen das Feld nur beim Bauen und Einsetzen ein System).',
    ),
  ],
  'rebellion.rebel-base-reveal': [
    steps(
      'Auslöser: imperiale Loyalität oder imperiale Bodeneinheiten im System der Basis (ankommende Bodeneinheiten: vor dem Kampf aufdecken).',
      'Die Sondenkarte vom Standortfeld offen auf das Feld „Rebellenbasis“ legen.',
      'Jede Einheit und jeden Anführer vom Feld der Basis in dieses System ziehen.',
    ),
    para(
      'Danach bauen die Ressourcensymbole des Basisfelds weiter, aber nichts kann mehr auf das Feld der Basis eingesetzt oder bewegt werden; solche Einheiten kommen stattdessen in das aufgedeckte System.',
    ),
    tip(
      'Haben die Rebellen die Basis in ihrer geheimen Ansicht (Reiter Aufbau) erfasst, deckt Holotable sie von selbst auf, wenn die Systemübersicht dort imperiale Loyalität oder einen Unterwerfungsmarker zeigt oder wenn im Einheiten-Reiter imperiale Bodeneinheiten in diesem System erfasst sind (Schiffe allein decken sie nicht auf). Wo Einheiten nicht erfasst sind, nimm „Rebellenbasis aufdecken“ im Reiter Systeme. So oder so ziehen die Einheiten und Anführer vom Feld der Rebellenbasis in das System der Basis. Eine erfasste Basis, die noch versteckt ist, kann nicht als erobert eingetragen werden, eine aufgedeckte ebenso wenig, solange Rebelleneinheiten in ihrem System erfasst sind (mit Aufstieg des Imperiums zählen dort verbliebene Bauwerke der Rebellen nicht, wie die Siegbedingungen seiner Aufbau- und Phasenkarte sagen).',
    ),
  ],
  'rebellion.new-base': [
    steps(
      'Die obersten 4 Sondenkarten ziehen; eine wählen (keine imperiale Loyalität, keine imperialen Einheiten) oder keine.',
      'Bei einer Wahl: die alte Basis aufdecken, die Einheiten vom Feld der Basis in das alte System ziehen.',
      'Das Imperium erhält die Sondenkarte der alten Basis; die neue Karte kommt verdeckt unter das Standortfeld.',
      'Die nicht gewählten Karten mischen und unter den Sondenstapel schieben.',
    ),
    para('Die neue Basis beginnt leer, bis Einheiten dorthin ziehen oder dort eingesetzt werden.'),
  ],
  'rebellion.sabotage': [
    list(
      'Wird von einigen Rebellenmissionen gelegt.',
      'Sperrt dort Bauen und Einsetzen, für beide Seiten.',
      'Wird von bestimmten imperialen Missionen entfernt.',
    ),
  ],
  'rebellion.loyalty': [
    table(
      ['System jetzt', 'Du „gewinnst 1 Loyalität“', 'Ergebnis'],
      [
        ['Neutral (kein Marker)', 'Deinen Marker hineinlegen', 'Dir gegenüber loyal'],
        ['Dem Gegner gegenüber loyal', 'Seinen Marker entfernen', 'Neutral'],
      ],
    ),
    list(
      'Diplomatiemissionen sind der wichtigste Weg, Loyalität zu gewinnen.',
      'Loyale Systeme bauen für ihre Seite.',
      'Imperiale Loyalität oder Unterwerfung = imperiales System. Coruscant ist immer imperial und ändert sich nie.',
    ),
  ],
  'rebellion.subjugation': [
    list(
      'Auslöser: In einem System ohne imperiale Loyalität stehen eine oder mehr imperiale Bodeneinheiten.',
      'Einen Unterwerfungsmarker auf das Loyalitätsfeld legen (über einen etwaigen Rebellenmarker).',
      'Das Imperium baut nur mit dem Ressourcensymbol ganz links.',
      'Die Rebellen können dort weder bauen noch einsetzen, auch nicht mit ihrem Marker darunter.',
      'Steht keine imperiale Bodeneinheit mehr dort, den Marker abwerfen: Die Loyalität fällt an die Rebellen zurück, wenn ihr Marker darunterliegt, sonst neutral.',
    ),
    tip(
      'Holotable: Imperiale Bodeneinheiten, die im Einheiten-Reiter in einem bevölkerten System ohne imperiale Loyalität erfasst sind, setzen seinen Unterwerfungsmarker, und wenn die letzte von ihnen geht, verschwindet er, ob sie im Einheiten-Reiter entfernt, wegbewegt oder zurückgezogen oder in einer im Kampfverlauf erfassten Runde zerstört wird (die Verlaufszeile der Runde sagt es; wird die Runde rückgängig gemacht, kommt der Marker zurück). Ein im Reiter Systeme von Hand gesetzter Marker, wo keine imperialen Einheiten erfasst waren, bleibt, bis du ihn änderst. Runden, die erfasst wurden, bevor die App das tat, lassen den Marker liegen, und der Kampfverlauf im Einheiten-Reiter bietet an, ihn zu entfernen.',
    ),
  ],
  'rebellion.attachment-rings': [
    para(
      'Was ein Ring bewirkt, steht auf der Karte, die ihn angesteckt hat. Der Gefangenenring ist der, den du am häufigsten sehen wirst.',
    ),
  ],
  'rebellion.capture': [
    table(
      ['Gefangener Anführer', ''],
      [
        ['Vereitelt Missionen?', 'Meist nicht — außer Missionen, die gegen diesen Anführer versucht werden'],
        ['Bewegt sich?', 'Nur durch das Imperium, wie eine Bodeneinheit'],
        ['Hält Rebelleneinheiten fest?', 'Nein'],
        ['Zweite Gefangennahme', 'Das Imperium hat einen Ring: Der erste Gefangene ist befreit'],
      ],
    ),
    list(
      'Befreiung: keine imperialen Einheiten in seinem System (oft nach einem verlorenen Kampf des Imperiums) oder eine Mission.',
      'Ein befreiter Anführer verliert den Ring und kommt auf das Feld „Rebellenbasis“.',
    ),
    tip(
      'Einheiten-Reiter: „Gefangen nehmen“ neben dem Namen eines Rebellenanführers erfasst eine am Tisch erfolgte Gefangennahme (ein zweiter Gefangener befreit den ersten). Ein gefangener Anführer hat keinen Weg zurück in den Vorrat; im Einheiten-Reiter sagt seine Zeile bei den Rebellen, wenn keine imperiale Einheit mehr in seinem System ist (ebenso der Kampfverlauf des Einheiten-Reiters nach einem Kampf), und „Befreien“ dort erfasst die Befreiung, ob der Spielplan oder eine Missionskarte ihn befreit hat. Beides ist je ein Ereignis: Rückgängig nimmt es zurück.',
    ),
  ],
  'rebellion.structures': [
    list(
      'Können sich nicht bewegen.',
      'Würfeln keine Kampfwürfel.',
      'Geben Kampffähigkeiten, die auf dem Fraktionstableau beschrieben sind.',
    ),
  ],
  'rebellion.combat': [
    steps(
      'Auslöser: Deine Einheiten betreten den Weltraum- oder Bodenschauplatz eines Systems mit gegnerischen Einheiten; sofort kämpfen.',
      'Jede Seite darf einen Anführer mit Taktikwerten dazustellen, wenn sie dort keinen hat (höchstens 2 Anführer je Seite).',
      'Weltraumrunde (wenn beide Schiffe haben), dann Bodenrunde (wenn beide Bodeneinheiten haben); der Angreifer ist in jedem Schritt zuerst dran.',
      'Die Angriffswürfel würfeln, die für jede deiner Einheiten in diesem Schauplatz aufgedruckt sind; Treffer beschädigen Einheiten, deren Lebenspunktefarbe zum Würfel passt, Volltreffer beschädigen eine beliebige Einheit.',
      'Nachdem beide Seiten gewürfelt haben, werden Einheiten zerstört, deren Schaden ihre Lebenspunkte erreicht oder übersteigt.',
      'Gelegenheit zum Rückzug, dann wiederholen, bis in keinem Schauplatz mehr gegnerische Streitkräfte übrig sind.',
    ),
    warning(
      'Der Text der Grundspielregel, den Holotable hat, enthält ihr Kampfkapitel nicht; dieser Eintrag folgt der Phasenkarte von Aufstieg des Imperiums und den Spieldaten. Der Umgang mit Taktikkarten im Grundspiel kann abweichen: Prüfe deine Spielregel.',
    ),
  ],
  'rebellion.dice': [
    table(
      ['Würfel', 'Treffer', 'Volltreffer', 'Spezial', 'Leer'],
      [
        ['Rot', '2', '1', '1', '2'],
        ['Schwarz', '2 (siehe Unklarheit)', '1', '1', '2'],
        ['Grün (Aufstieg des Imperiums)', '—', '2', '—', '4'],
      ],
    ),
    list(
      'Treffer: 1 Schaden an einer Einheit, deren Lebenspunktefarbe zum Würfel passt.',
      'Volltreffer: 1 Schaden an einer beliebigen Einheit.',
      'Spezial: wird mit Taktikkarten genutzt.',
      'Grenzen: 5 rote und 5 schwarze je Angriff; bis zu 10 Würfel je Seite bei einer Mission.',
    ),
  ],
  'rebellion.black-die': [
    table(
      ['Würfelseite', 'Auslegung von Holotable', 'Alternative'],
      [
        ['Treffer', '2', '3'],
        ['Volltreffer', '1', '0'],
        ['Spezial', '1', '1'],
        ['Leer', '2', '2'],
      ],
    ),
    reading(
      'Die Chancenrechner nutzen die erste Spalte und zeigen den Hinweis „An deinem Exemplar prüfen“; trage die Seiten deines Würfels in den Einstellungen ein, wenn er abweicht.',
    ),
  ],
  'rebellion.units': [
    table(
      ['Einheit', 'Schauplatz', 'Angriff (rot/schwarz)', 'Lebenspunkte', 'Trägt'],
      [
        ['TIE-Jäger', 'Weltraum', '0/1', 'Schwarz 1', 'Braucht Transport'],
        ['Angriffsträger', 'Weltraum', '1/1', 'Rot 2', '4'],
        ['Sternzerstörer', 'Weltraum', '2/1', 'Rot 4', '6'],
        ['Supersternzerstörer', 'Weltraum', '3/2', 'Rot 6', '8'],
        ['Todesstern', 'Weltraum', '4/0', 'Keine', '8'],
        ['Sturmtruppler', 'Boden', '0/1', 'Schwarz 1', '—'],
        ['AT-ST', 'Boden', '1/1', 'Rot 2', '—'],
        ['AT-AT', 'Boden', '2/1', 'Rot 3', '—'],
      ],
      'Imperium',
    ),
    table(
      ['Einheit', 'Schauplatz', 'Angriff (rot/schwarz)', 'Lebenspunkte', 'Trägt'],
      [
        ['X-Flügler', 'Weltraum', '0/1', 'Schwarz 1', '—'],
        ['Y-Flügler', 'Weltraum', '1/0', 'Schwarz 1', '—'],
        ['Rebellentransporter', 'Weltraum', 'Keiner', 'Rot 2', '4'],
        ['Corellianische Korvette', 'Weltraum', '1/1', 'Rot 2', '2'],
        ['Mon-Calamari-Kreuzer', 'Weltraum', '2/1', 'Rot 4', '4 (oder 6)'],
        ['Rebellensoldat', 'Boden', '0/1', 'Schwarz 1', '—'],
        ['Luftgleiter', 'Boden', '1/1', 'Rot 2', '—'],
        ['Schildgenerator / Ionenkanone', 'Boden', 'Bauwerk', 'Rot 3', '—'],
      ],
      'Rebellen',
    ),
  ],
  'rebellion.dathomir-felucia': [
    reading(
      'Die Karte von Holotable enthält die 69 Verbindungen, in denen sich die Quellen einig sind, und lässt die umstrittene Verbindung Dathomir–Felucia weg. Zeigt dein Spielplan eine gemeinsame Grenze, setze „Dathomir und Felucia grenzen aneinander“ in den Einstellungen auf 1: Die Bewegungen, die die App prüft, folgen dann dieser Einstellung. Die Prüfung der ersten Partie, die die Rebellenbasis von imperialen Einheiten fernhält, nutzt die 69 Verbindungen.',
    ),
  ],
  'rebellion.ord-mantell-icons': [
    reading(
      'Die meisten Erfassungen stimmen in dieser Reihenfolge überein, nicht alle. Korrigiere sie in den Einstellungen, wenn dein Spielplan das Bodensymbol zuerst zeigt.',
    ),
  ],
  'rebellion.quick.assignment': [
    list(
      '□ Erst weisen die Rebellen zu, dann das Imperium.',
      '□ Karte verdeckt, 1 oder 2 Anführer darauf.',
      '□ Passende Symbole der Anführer ≥ Voraussetzung der Karte.',
      '□ Einige Anführer zurückhalten: Sie vereiteln später Missionen und aktivieren Systeme.',
      '□ Aufstieg des Imperiums: Aktionskarten, die jetzt auslösen, dürfen gespielt werden.',
    ),
  ],
  'rebellion.quick.command': [
    table(
      ['Aktion', 'Checkliste'],
      [
        [
          'Mission aufdecken',
          'Umdrehen, System nennen, Anführer hinstellen. Ausführen = geschieht. Versuchen = Gegner darf mit 1 Anführer aus dem Vorrat vereiteln; mehr Erfolge nötig.',
        ],
        [
          'System aktivieren',
          'Anführer mit Taktik aus dem Vorrat in ein System; Schiffe aus Nachbarsystemen ohne deinen Anführer hineinziehen; Bodeneinheiten mitnehmen; kämpfen, wenn Gegner da sind.',
        ],
        [
          'Passen',
          'Deine Züge werden ab jetzt übersprungen (Aufstieg des Imperiums: Anführer im Vorrat dürfen weiter vereiteln oder Kämpfen beitreten).',
        ],
      ],
    ),
    list(
      '□ Imperiale Bodeneinheiten kommen an: Die Rebellen sagen, ob die Basis hier ist.',
      '□ Imperiale Bodeneinheit ohne imperiale Loyalität: unterwerfen.',
    ),
  ],
  'rebellion.quick.refresh': [
    steps(
      'Anführer zurück in den Vorrat; nicht aufgedeckte Missionen zurück auf die Hand.',
      'Jede Seite zieht 2 Missionen; auf 10 abwerfen.',
      'Das Imperium zieht 2 Sondenkarten.',
      'Die Rebellen ziehen 1 Ziel.',
      'Zeitmarker +1 → Rekrutiersymbol: 2 Aktionskarten ziehen, 1 Anführer nehmen; Bausymbol: Bauleisten füllen.',
      'Erst die Rebellen, dann das Imperium rücken ihre Bauleiste vor; Einheiten von Feld 1 einsetzen, höchstens 2 je System, nicht in Systeme mit Gegnern oder Sabotage.',
    ),
    tip('Die Rebellen gewinnen sofort, wenn das Ansehen den Zeitmarker erreicht.'),
  ],
  'rebellion.quick.combat': [
    steps(
      'Vorbereitung: Jede Seite darf einen Anführer mit Taktik dazustellen, wenn sie dort keinen hat (höchstens 2 je Seite). Der Angreifer handelt in jedem Schritt zuerst.',
      'Weltraum (beide haben Schiffe): Taktikkarten wählen, aufdecken, obere oder untere Fähigkeit nutzen; würfeln; ein Neuwurf bis zur besten Weltraumtaktik; Schaden verteilen.',
      'Boden (beide haben Bodeneinheiten): Die Rebellen dürfen eine Bodentaktik vom Ablagestapel zurücknehmen; dann wie im Weltraum, mit Bodentaktik.',
      'Einheiten mit Schaden ≥ Lebenspunkten zerstören.',
      'Rückzug (einmal je Kampf), Angreifer zuerst.',
      'Rundenende: Unterwerfung entfernen, wo keine imperiale Bodeneinheit mehr steht; allein stehende Bauwerke entfernen, deren Seite keine Bodenwürfel gewürfelt hat.',
    ),
    tip('Die Rebellen dürfen ein Kampfziel ausspielen, wenn seine Bedingung erfüllt ist.'),
  ],
}
