// German text of the Rule the Galaxy rules reference: our own words, translating our English entries
// block for block, with the terms the game's German screens use (terms to check are listed in
// docs/GLOSSARY-de.md). The markers' Polish words are keywords of their entry.
import { list, para, reading, steps, table, tip, warning, type RuleTranslation } from '../../core/rules'

export const ruleTheGalaxyRulesDe: Readonly<Record<string, RuleTranslation>> = {
  'rule-the-galaxy.components': {
    title: 'Was in der Schachtel ist',
    summary:
      '28 Plättchen der Ersten Ordnung, ein Widerstandsstapel mit 55 Karten (46 Figuren- und Jokerkarten plus 9 Feuerkarten), 5 Feuermarker und ein Bewegungsmarker.',
    body: [
      table(
        ['Plättchen der Ersten Ordnung', 'Stärke', 'Plättchen'],
        [
          ['Sturmtruppler (Infiltrator)', '1', '4'],
          ['Sturmtruppler', '2', '8'],
          ['Schneetruppler', '3', '8'],
          ['Flammentruppler', '5', '4'],
          ['Sergeant', '6', '2'],
          ['Captain Phasma', '6', '1'],
          ['Kylo Ren', '8', '1'],
        ],
      ),
      table(
        ['Widerstandskarte', 'Farbe', 'Karten'],
        [
          ['Rey', 'Lila', '9'],
          ['Poe', 'In der Spielregel nicht angegeben', '9'],
          ['Finn', 'Blau', '9'],
          ['Chewbacca', 'Rot', '9'],
          ['BB-8', 'Joker (jede Farbe)', '10'],
          ['Feuerkarte', '—', '9'],
        ],
      ),
      para('Die Feuermarker zeigen 0, 1, 1, 2 und 3. Den Bewegungsmarker braucht ihr nur mit 1 oder 2 Personen.'),
    ],
    keywords: ['Spielmaterial', 'Inhalt', 'Stapel', 'Plättchen', 'Karten', 'wie viele Feuerkarten', 'Stärke'],
  },
  'rule-the-galaxy.goal': {
    title: 'Ziel: gemeinsam die Linie halten, dann werten',
    summary:
      'Alle verlieren, wenn eine Einheit der Ersten Ordnung hinten vom Plan zieht; zerstört die Runde jede Einheit, gewinnt wer die meisten Punkte hat.',
    body: [
      list(
        'Kooperativ: Der ganze Tisch hält den Vormarsch auf.',
        'Am Ende gegeneinander: Stärkere Einheiten bringen mehr Punkte.',
        'Beispiele: Ein Schneetruppler bringt 2 Punkte, Kylo Ren 5.',
      ),
    ],
    keywords: ['Ziel', 'kooperativ', 'gemeinsam', 'gewinnen', 'Punkte', 'Spielende'],
  },
  'rule-the-galaxy.setup': {
    title: 'Spielaufbau (3–4 Personen)',
    summary:
      'Stapel mischen und jeder Person eine Karte ohne Feuer geben, den Stapel der Ersten Ordnung mit den 4 Infiltratoren in der oberen Hälfte bilden, die erste Reihe füllen, 4 Feuermarker verdeckt verteilen.',
    body: [
      steps(
        'Spielplan in die Mitte.',
        'Den Widerstandsstapel mischen; Platz für einen Ablagestapel und eine Reihe für gezogene Feuerkarten lassen.',
        'Jede Person zieht 1 Karte. Wer jetzt eine Feuerkarte zieht, steckt sie zurück in die Mitte des Stapels und zieht noch einmal (die Ersatzkarte kann keine Feuerkarte sein).',
        'Stapel der Ersten Ordnung: die 4 Sturmtruppler der Stärke 1 beiseitelegen, den Rest mischen und in zwei Hälften teilen; die 4 in eine Hälfte mischen und diese Hälfte obenauf legen.',
        'Die obersten 4 Plättchen offen auf die 4 Felder der ersten Reihe legen.',
        'Die 5 Feuermarker verdeckt mischen; 4 auf die rot umrandeten Felder legen, den fünften ungesehen in die Schachtel.',
        'Den Bewegungsmarker in die Schachtel (3–4 Personen).',
      ),
    ],
    keywords: ['Aufbau', 'Spielaufbau', 'Vorbereitung', 'Start', 'Stapel', 'Infiltratoren oben', 'austeilen'],
  },
  'rule-the-galaxy.quick.turn': {
    title: 'Übersicht: ein Zug und eine Runde',
    summary:
      'Einzeln ziehen, bis du aufhörst oder getroffen wirst, nach Wunsch tauschen und Einheiten zerstören, weitergeben; wenn alle dran waren, rückt die Erste Ordnung vor (mit 1 oder 2 Personen jede zweite Runde).',
    body: [
      steps(
        '1 Karte ziehen. Einzeln weiterziehen oder aufhören.',
        'Feuerkarte als erste Karte in diesem Zug: beiseitelegen, kein Verlust, weitermachen.',
        'Feuerkarte später: Alle in diesem Zug gezogenen Karten sind verloren (ältere Karten bleiben).',
        'Nach Wunsch 1 zu 1 mit anderen tauschen.',
        'Karten abgeben, um Einheiten vorn in ihrer Bahn zu zerstören (oder einen Infiltrator irgendwo einsetzen).',
        'Die nächste Person ist dran.',
      ),
      list(
        'Wenn alle dran waren: Jede Einheit rückt 1 Reihe vor, 4 neue Einheiten füllen die erste Reihe (mit 1 oder 2 Personen nur jede zweite Runde: der Bewegungsmarker).',
        'Zieht eine Einheit auf einen Feuermarker: Alle werfen so viele Karten ab.',
        'Verlässt eine Einheit die letzte Reihe: Alle verlieren.',
        '9. Feuerkarte gezogen: alles außer den Handkarten neu mischen.',
      ),
    ],
    keywords: ['Zug', 'Spickzettel', 'Übersicht', 'Kurzreferenz', 'Runde', 'was mache ich in meinem Zug'],
  },
  'rule-the-galaxy.draw-cards': {
    title: 'Karten ziehen (Glück herausfordern)',
    summary:
      'Du musst mindestens eine Karte ziehen und entscheidest danach jedes Mal, ob du noch eine ziehst; jede weitere Karte riskiert eine Feuerkarte.',
    body: [
      list(
        'Die jüngste Person oder wer am besten mit dem Lichtschwert kämpft beginnt.',
        'Immer eine Karte nach der anderen; so viele, wie du dich traust.',
        'Wer rechtzeitig aufhört, behält alles Gezogene.',
        'Ein Zug ist: ziehen, dann nach Wunsch Einheiten zerstören, fertig.',
      ),
      tip(
        'Im Reiter „Spielen“ zählt „Im Risiko“ die in diesem Zug gezogenen Karten, die eine Feuerkarte nehmen würde. Sobald die Überschrift „Das Ziehen ist in diesem Zug vorbei“ lautet, steht dort 0: In diesem Zug kann keine Feuerkarte sie mehr nehmen.',
      ),
    ],
    keywords: ['ziehen', 'Karten ziehen', 'Risiko', 'Im Risiko', 'aufhören', 'wie viele Karten', 'wer beginnt'],
  },
  'rule-the-galaxy.fire-cards': {
    title: 'Feuerkarten: getroffen werden',
    summary:
      'Eine Feuerkarte nach mindestens einer anderen Karte in diesem Zug kostet alle in diesem Zug gezogenen Karten; Karten aus früheren Zügen sind sicher.',
    body: [
      table(
        ['Lage', 'Folge'],
        [
          ['Die Feuerkarte ist deine erste Karte in diesem Zug', 'Keine Wirkung: beiseitelegen und weiterziehen'],
          [
            'Feuerkarte nach anderen Karten in diesem Zug',
            'Die in diesem Zug gezogenen Karten abwerfen; das Ziehen endet',
          ],
          ['Karten, die du schon vor diesem Zug hattest', 'Gehen durch eine Feuerkarte nie verloren'],
        ],
      ),
      para(
        'Mit dem, was du danach noch hast, darfst du weiter Einheiten zerstören. Feuerkarten liegen offen neben dem Ablagestapel, damit alle sie zählen können.',
      ),
    ],
    keywords: ['Feuerkarte', 'getroffen', 'Karten verlieren', 'Pech', 'frühere Züge'],
  },
  'rule-the-galaxy.first-card-fire': {
    title: 'Eine Feuerkarte als erste Karte',
    summary:
      'Nichts geht verloren: Leg sie zum Ablagestapel und zieh weiter — eine Feuerkarte schadet erst, wenn du in diesem Zug schon etwas gezogen hast.',
    body: [
      para(
        'Der Treffer zählt nur, wenn mindestens eine in diesem Zug gezogene Karte vor dir liegt. Ist deine erste Karte Feuer, geht der Schuss daneben, ohne Folgen.',
      ),
      tip('Sie zählt trotzdem als eine der neun Feuerkarten, die das Neumischen auslösen.'),
    ],
    keywords: ['erste Karte Feuer', 'Feuerkarte zuerst', 'erster Zug', 'sicheres Feuer'],
  },
  'rule-the-galaxy.reshuffle': {
    title: 'Neu mischen nach der neunten Feuerkarte',
    summary:
      'Erscheint die 9. Feuerkarte, werden Stapel, Ablagestapel und alle Feuerkarten zu einem neuen Stapel gemischt; Handkarten bleiben.',
    body: [
      list(
        'Auslöser: Die neunte (letzte) Feuerkarte wird gezogen.',
        'Mischen: Nachziehstapel + Ablagestapel + alle 9 Feuerkarten.',
        'Die Handkarten der Personen werden nicht mit eingemischt.',
      ),
    ],
    keywords: ['neu mischen', 'neunte Feuerkarte', 'neuer Stapel', 'Ablage mischen', '9 Feuerkarten'],
  },
  'rule-the-galaxy.destroy-units': {
    title: 'Einheiten zerstören',
    summary:
      'Nach dem Ziehen (getroffen oder nicht) so viele Karten in der Farbe der Einheit abgeben, wie ihre Stärke beträgt, um eine Einheit vorn in ihrer Bahn zu nehmen.',
    body: [
      list(
        'Ziele: nur die Einheit, die in jeder der 4 Bahnen dem Widerstand am nächsten steht.',
        'Kosten: Stärke = Anzahl der Karten, alle in der Farbe der Einheit; mehrfarbige Einheiten nehmen jede Farbe.',
        'BB-8-Joker stehen für jede Farbe.',
        'Die Karten abwerfen, das Plättchen offen vor dir behalten.',
        'Zerstöre so viele Einheiten, wie deine Karten bezahlen.',
      ),
      table(
        ['Ziel', 'Bezahlen mit'],
        [
          ['Roter Sturmtruppler, Stärke 3', '3 roten Karten'],
          ['Blauer Sturmtruppler, Stärke 2', '1 blauen + 1 BB-8'],
          ['Kylo Ren (mehrfarbig), Stärke 8', 'Beliebigen 8 Karten'],
        ],
        'Beispiele',
      ),
      tip('Einheiten, die hinter anderen verdeckt stehen, trifft nur ein Infiltrator.'),
    ],
    keywords: ['zerstören', 'schießen', 'Einheit angreifen', 'Farbe', 'Stärke', 'vordere Einheit', 'dahinter', 'Bahn'],
  },
  'rule-the-galaxy.jokers': {
    title: 'BB-8-Joker',
    summary: 'Eine BB-8-Karte zählt beim Bezahlen einer Zerstörung als Karte jeder beliebigen Farbe.',
    body: [para('Im Stapel sind 10 BB-8-Karten. Mische sie bei jeder Bezahlung beliebig mit farbigen Karten.')],
    keywords: ['BB-8', 'BB8', 'Joker', 'beliebige Farbe'],
  },
  'rule-the-galaxy.infiltrators': {
    title: 'Infiltratoren (Sturmtruppler der Stärke 1)',
    summary:
      'Ein erbeuteter Sturmtruppler der Stärke 1 bringt keine Punkte, kann aber später als 2 Karten seiner Farbe abgegeben werden, um eine gleichfarbige oder mehrfarbige Einheit irgendwo auf dem Plan zu zerstören.',
    body: [
      list(
        'Ihn zu nehmen kostet 1 Karte seiner Farbe, wie jede Einheit der Stärke 1.',
        'Einsetzbar in jedem deiner Züge, auch in dem, in dem du ihn nimmst (so liest die App „in jedem ihrer Züge“): Er erreicht jede Reihe, nicht nur die vorderste.',
        'Ziel: dieselbe Farbe wie der Infiltrator oder mehrfarbig.',
        'Er zählt als 2 Karten seiner Farbe für die Bezahlung; danach kommt er in die Schachtel zurück.',
        'Keine Punkte am Ende: Das Pfeilsymbol kennzeichnet ihn.',
      ),
      para(
        'Beispiel: Ein lila Flammentruppler der Stärke 5, der hinter anderen feststeckt, fällt durch 2 Rey-Karten + 1 BB-8 + einen lila Infiltrator.',
      ),
    ],
    keywords: [
      'Infiltrator',
      'Sturmtruppler Stärke 1',
      'Sturmtruppen',
      'Pfeilplättchen',
      'getarnt',
      'versteckte Einheit',
    ],
  },
  'rule-the-galaxy.trading': {
    title: 'Karten tauschen',
    summary:
      'In deinem Zug darfst du Karten eins zu eins mit anderen tauschen, so oft du willst; Plättchen werden nie getauscht.',
    body: [
      list(
        'Nur im eigenen Zug.',
        'Jeder Tausch: eine Karte gegen eine Karte.',
        'Plättchen können nicht getauscht werden.',
        'Für ein schwereres Spiel kann eine Runde vereinbaren, ohne Tauschen zu spielen.',
      ),
    ],
    keywords: ['tauschen', 'Tausch', 'wechseln', 'Karten geben'],
  },
  'rule-the-galaxy.example-turns': {
    title: 'Zwei Züge durchgespielt',
    summary:
      'Mit Rey auf der Hand Chewbacca ziehen, dann Feuer: Chewbacca weg, Rey bleibt. Mit Finn auf der Hand Finn und BB-8 ziehen, aufhören und einen blauen Schneetruppler der Stärke 3 nehmen.',
    body: [
      table(
        ['Vorher auf der Hand', 'Gezogen', 'Ergebnis'],
        [
          ['Rey', 'Chewbacca, dann Feuer', 'Chewbacca abgeworfen; Rey behalten; Feuerkarte beiseitegelegt'],
          ['Finn', 'Finn, dann BB-8, dann aufgehört', '2 Finn + BB-8 bezahlen einen blauen Schneetruppler (Stärke 3)'],
        ],
      ),
    ],
    keywords: ['Beispiel', 'Beispielzug', 'durchgespielt'],
  },
  'rule-the-galaxy.first-order-advance': {
    title: 'Die Erste Ordnung rückt vor',
    summary:
      'Wenn alle einen Zug hatten, zieht jede Einheit eine Reihe auf den Widerstand zu, und 4 neue Plättchen füllen die erste Reihe.',
    body: [
      steps(
        'Jede Einheit auf dem Plan 1 Reihe vorrücken.',
        'Feuermarker abhandeln, auf die Einheiten ziehen.',
        '4 Plättchen vom Stapel auf die erste Reihe legen.',
      ),
      warning('Verlässt eine Einheit die letzte Reihe, endet das Spiel mit der Niederlage.'),
      tip('Mit 1 oder 2 Personen entscheidet der Bewegungsmarker, ob das geschieht.'),
    ],
    keywords: ['vorrücken', 'Einheiten bewegen', 'neue Einheiten', 'Rundenende', 'Angriff der Ersten Ordnung'],
  },
  'rule-the-galaxy.fire-markers': {
    title: 'Feuermarker auf dem Plan',
    summary:
      'Zieht eine Einheit auf einen Feuermarker, wirft jede Person so viele Karten ab, wie sein Wert angibt; dann verlässt der Marker das Spiel.',
    body: [
      list(
        '4 der 5 Marker (0, 1, 1, 2, 3) liegen verdeckt auf den rot umrandeten Feldern; der fünfte ist unbekannt.',
        'Jede Person wählt selbst, welche Karten sie abwirft.',
        'Eine Person mit weniger Karten, als der Wert angibt, wirft alle ihre Karten ab (die Spielregel sagt es nicht; so liest es die App).',
        'Danach kommt der Marker in die Schachtel.',
        'In der App: Tragt die rot umrandeten Felder einmal ein (Reiter Aufbau, Schritt Feuermarker, oder Einstellungen › Korrekturen der Spieldaten); bis dahin warnen die Reiter Spielen und Spielplan, dass nicht zu sehen ist, wann eine Einheit auf einen Marker zieht, und nehmen seinen Wert von Hand entgegen, sobald seit dem Aufbau eine Einheit ein Feld betreten hat (die Einheiten des Aufbaus liegen vor den Markern, also zieht keine auf einen, bevor die Einheiten zum ersten Mal vorrücken).',
      ),
    ],
    keywords: ['Feuermarker', 'roter Rahmen', 'Karten abwerfen', 'Markerwert'],
  },
  'rule-the-galaxy.scoring': {
    title: 'Gewinnen: Punkte und Gleichstand',
    summary:
      'Sind alle Einheiten zerstört, zählt jede Person die Punkte auf ihren Plättchen; bei Gleichstand entscheiden mehr zerstörte Einheiten (ein eingesetzter Infiltrator in der Schachtel zählt mit), dann das beste Vader-Atmen.',
    body: [
      table(
        ['Stärke', 'Punkte'],
        [
          ['1 (Infiltrator)', '0'],
          ['3 (Schneetruppler)', '2'],
          ['8 (Kylo Ren)', '5'],
          ['2, 5, 6', 'Auf dem Plättchen aufgedruckt — Holotable fragt'],
        ],
      ),
      steps(
        'Die meisten Punkte gewinnen.',
        'Gleichstand: Mehr zerstörte Einheiten gewinnen.',
        'Immer noch gleich: Wer Vaders Atmen am besten nachahmt.',
      ),
    ],
    keywords: ['Wertung', 'Punkte', 'gewinnen', 'Gleichstand', 'meiste Punkte', 'Kylo Ren Punkte', 'Spielende'],
  },
  'rule-the-galaxy.defeat': {
    title: 'Gemeinsam verlieren',
    summary:
      'Zieht eine Einheit der Ersten Ordnung über die letzte Reihe hinaus, verlieren alle, egal wie viele Punkte sie haben.',
    body: [
      para(
        'Bei einer Niederlage zählen Punkte nicht. Behaltet die letzte Reihe im Blick, bevor ihr entscheidet, keine Einheiten mehr zu zerstören.',
      ),
    ],
    keywords: ['verlieren', 'Niederlage', 'verloren', 'letzte Reihe', 'Durchbruch'],
  },
  'rule-the-galaxy.small-game': {
    title: 'Mit 1 oder 2 Personen spielen',
    summary:
      'Die Flammentruppler (Stärke 5) herausnehmen und den Bewegungsmarker nutzen, damit die Erste Ordnung nur jede zweite Runde vorrückt.',
    body: [
      list(
        'Die Flammentruppler-Plättchen kommen in die Schachtel zurück.',
        'Alles andere folgt den normalen Regeln.',
        'Der Bewegungsmarker bremst den Vormarsch.',
      ),
    ],
    keywords: ['solo', 'allein', 'zu zweit', '2 Personen', 'Variante', 'Flammentruppler'],
  },
  'rule-the-galaxy.movement-marker': {
    title: 'Der Bewegungsmarker (1–2 Personen)',
    summary:
      'Am Ende jeder Runde umdrehen (solo: jedes Zuges): Auf Weiß gedreht, rücken die Einheiten vor; auf Rot gedreht, bleiben sie stehen. Er beginnt weiß, also bewegen sich die Einheiten zuerst nach Runde 2, dann jede zweite Runde.',
    body: [
      table(
        ['Seite', 'Bedeutung'],
        [
          ['Weiß', 'Die Einheiten rücken vor und 4 neue Plättchen kommen ins Spiel'],
          ['Rot', 'Die Einheiten bleiben, wo sie sind'],
        ],
      ),
      list(
        'Zwei Personen: Die ältere Person legt ihn mit der weißen Seite nach oben neben sich und füllt die erste Reihe; nach dem ersten Zug beider Personen auf Rot drehen (keine Bewegung); nach dem zweiten Zug auf Weiß (Bewegung); und so weiter.',
        'Eine Person: am Ende jedes Zuges umdrehen; die Einheiten bewegen sich jeden zweiten Zug.',
      ),
    ],
    keywords: [
      'Bewegungsmarker',
      'rote Seite',
      'weiße Seite',
      'umdrehen',
      'wann bewegen sich die Einheiten',
      'Oddziały nie są przesuwane',
      'Oddziały należy przesunąć',
    ],
  },
  'rule-the-galaxy.unknown-values': {
    title: 'Werte, die die Regel nicht nennt',
    summary:
      'Poes Farbe, die Farbe jedes Plättchens, die Punkte für Stärke 2, 5 und 6 und die genauen Reihen der Feuermarker stehen nicht im Text; Holotable fragt einmal und merkt es sich.',
    body: [
      list(
        'Farben werden nach Figur geführt (Rey, Poe, Finn, Chewbacca), nicht nach einem geratenen Farbnamen.',
        'Die App fragt nach der Farbe jedes Plättchens, sobald es auf den Plan kommt (und einmal nach dem Namen von Poes Farbe), und nach den Punkten einer Stärke, sobald die Zerstören-Hilfe sie zum ersten Mal braucht.',
        'Der Plan gilt als 4 Bahnen × 7 Reihen (mittlere Sicherheit).',
      ),
      reading('Alles, was so eingetragen wird, ist eine Korrektur, die ihr später in den Einstellungen ändern könnt.'),
    ],
    keywords: ['unbekannt', 'Poes Farbe', 'fehlende Punkte', 'Plättchenfarbe', 'Plangröße', 'unsicher'],
  },
}
