// German translations of the demo catalogue (trips, destinations, categories), seeded as the 'de' texts.
import type { SeedTranslations } from '#server/db/seed/data/types.js';

export const GERMAN: SeedTranslations = {
  trips: {
    'tarangire-lake-manyara-short-safari': {
      name: 'Kurzsafari Tarangire & Manyara-See',
      description: [
        '<p>Wenig Zeit, aber fest entschlossen, Tansanias Tierwelt zu erleben? Diese dreitägige Safari ab Arusha führt Sie in zwei der lohnendsten Parks im Norden des Landes – ganz ohne lange Fahrtage.</p>',
        '<p>Der <strong>Tarangire</strong> ist berühmt für seine Elefanten, die sich in der Trockenzeit in großen Herden am Tarangire-Fluss sammeln, und für die gewaltigen Baobabs, die überall in seinen Ebenen stehen. Hier verbringen Sie anderthalb Tage auf Pirschfahrten, mit guten Chancen auf Löwen, Giraffen und Zebras und einer reichen Vogelwelt. Am letzten Tag geht es weiter zum <strong>Manyara-See</strong>: Unterhalb des Steilhangs des Rift Valley geht dort Grundwasserwald in offene Schwemmebenen und einen Sodasee über – Heimat von Pavianhorden, Flusspferden und, je nach Jahreszeit, Flamingos.</p>',
        '<p>Sie reisen in einem privaten Geländewagen mit Hubdach, begleitet von einem erfahrenen Fahrer-Guide.</p>',
      ].join(''),
      days: [
        {
          title: 'Von Arusha zum Tarangire',
          description:
            '<p>Abholung an Ihrem Hotel in Arusha um 8:00 Uhr, dann rund zwei Stunden Fahrt zum <strong>Tarangire-Nationalpark</strong>. Nach einem Picknick im Park geht es am Nachmittag auf Pirschfahrt entlang des Flusses, an dem Elefanten, Büffel und Giraffen zur Tränke kommen. Übernachtung in einer Zeltlodge direkt vor dem Park, Abendessen inklusive.</p>',
        },
        {
          title: 'Ein ganzer Tag im Tarangire',
          description:
            '<p>Sie brechen früh auf, wenn die Raubtiere am aktivsten sind, und fahren tiefer in den Park hinein bis zum <strong>Silale-Sumpf</strong>, wo Elefanten, Büffel und große Vogelschwärme zuverlässig anzutreffen sind. Mittags gibt es ein Picknick unter einem Baobab. Ihr Guide hält Ausschau nach Löwen, die in den Bäumen ruhen, und nach den Leoparden des Parks – Sichtungen lassen sich allerdings nie garantieren. Zum Sundowner geht es zurück in die Lodge.</p>',
        },
        {
          title: 'Manyara-See und zurück nach Arusha',
          description:
            '<p>Rund eine Stunde Fahrt zum <strong>Lake-Manyara-Nationalpark</strong>. Die Morgenpirsch führt durch den Grundwasserwald, wo Sie nach Diademmeerkatzen und Pavianhorden Ausschau halten, und dann hinaus in die Schwemmebene zu Flusspferden, Büffeln und Wasservögeln. Nach einem Picknick fahren Sie rund zwei Stunden zurück nach Arusha und kommen am späten Nachmittag an.</p>',
        },
      ],
    },
    'northern-circuit-classic-6-days-5-nights': {
      name: 'Klassiker Nordtansania – 6 Tage / 5 Nächte',
      description: [
        '<p>Unsere beliebteste Safari verbindet die vier großen Parks im Norden Tansanias zu einer einzigen, gut getakteten Rundreise ab Arusha. In sechs Tagen erleben Sie die Elefanten und Baobabs des <strong>Tarangire</strong>, die endlosen Ebenen der <strong>Serengeti</strong>, den tierreichen Boden des <strong>Ngorongoro-Kraters</strong> sowie Wald und Sodasee am <strong>Manyara-See</strong>.</p>',
        '<p>Die Route hält die Fahrzeiten im Rahmen und bringt Sie zur richtigen Tageszeit an den richtigen Ort: zwei Nächte in der zentralen Serengeti rund um Seronera, wo Löwen, Geparden und Leoparden das ganze Jahr über leben, und eine Nacht am Kraterrand, damit Sie früh in den Krater hinabfahren können. Im Juli ziehen die Herden der Migration meist durch die westliche und nördliche Serengeti; vom Zentrum aus sind sie nicht immer erreichbar – fragen Sie uns gern nach einer zusätzlichen Nacht weiter im Norden.</p>',
        '<p>Parkgebühren, Mahlzeiten, Trinkwasser sowie komfortable Lodges und Zeltcamps sind inklusive.</p>',
      ].join(''),
      days: [
        {
          title: 'Von Arusha zum Tarangire',
          description:
            '<p>Abholung in Arusha um 8:00 Uhr und rund zwei Stunden Fahrt zum <strong>Tarangire-Nationalpark</strong>. Am Nachmittag Pirschfahrt zwischen den Baobabs und entlang des Tarangire-Flusses, an dem sich in der Trockenzeit große Elefantenherden sammeln. Übernachtung in einer Lodge nahe dem Park.</p>',
        },
        {
          title: 'Über das Hochland in die Serengeti',
          description:
            '<p>Ein langer, aber spektakulärer Tag. Die Fahrt führt durch Karatu und das bewaldete Ngorongoro-Hochland mit einem Halt am Aussichtspunkt am Kraterrand, dann am Naabi Hill Gate vorbei hinab in die Ebenen der Serengeti. Insgesamt sind Sie rund sechs Stunden unterwegs, unterbrochen von einem Picknick und einer Pirschfahrt auf dem Weg nach <strong>Seronera</strong> in der zentralen Serengeti, wo Sie zwei Nächte verbringen.</p>',
        },
        {
          title: 'Zentrale Serengeti',
          description:
            '<p>Ein ganzer Tag im <strong>Tal des Seronera-Flusses</strong> und an den umliegenden Kopjes, einer der besten Gegenden Afrikas für Großkatzen. Sie starten früh, um Löwen und Geparden in Bewegung zu erleben, legen mittags eine Pause ein und fahren am Nachmittag bei weicherem Licht erneut hinaus. Gegen Aufpreis können Sie eine Ballonfahrt im Morgengrauen buchen.</p>',
        },
        {
          title: 'Von der Serengeti zum Kraterrand',
          description:
            '<p>Eine letzte Morgenpirsch in der Serengeti, dann geht es zurück am Naabi Hill vorbei und hinauf in die Ngorongoro Conservation Area, rund drei bis vier Stunden. Sie beziehen eine Lodge am oder nahe dem <strong>Kraterrand</strong> auf rund 2.300 Metern Höhe, wo die Abende kühl genug für ein Kaminfeuer sind.</p>',
        },
        {
          title: 'Ngorongoro-Krater',
          description:
            '<p>Früh am Morgen fahren Sie rund 600 Meter hinab auf den Kraterboden, zu einer Pirschfahrt von bis zu sechs Stunden – mehr ist pro Besuch in der Regel nicht erlaubt. In der geschlossenen Caldera leben Löwen, Elefanten, Büffel, Hyänen, große Zebra- und Gnuherden und eine der wenigen verbliebenen Populationen des <strong>Spitzmaulnashorns</strong> in Tansania. Picknick an einem Flusspferdteich, dann geht es hinauf und weiter nach Karatu zur Übernachtung.</p>',
        },
        {
          title: 'Manyara-See und zurück nach Arusha',
          description:
            '<p>Rund 40 Minuten Fahrt zum <strong>Lake-Manyara-Nationalpark</strong>, zu einer Morgenpirsch durch den Grundwasserwald und am Seeufer entlang, wo Paviane, Diademmeerkatzen, Flusspferde und zahlreiche Wasservögel leben. Nach dem Mittagessen geht es in rund zwei Stunden weiter nach Arusha; wir bringen Sie zu Ihrem Hotel oder zum Kilimanjaro International Airport, etwa eine Stunde weiter.</p>',
        },
      ],
    },
    'great-migration-river-crossings-safari': {
      name: 'Große Migration: Safari am Mara-Fluss',
      description: [
        '<p>Zwischen Juli und Oktober erreicht die Große Migration die nördliche <strong>Serengeti</strong> – und mit ihr das dramatischste Tierschauspiel Ostafrikas: Kolonnen von Gnus und Zebras sammeln sich am Ufer des Mara-Flusses und stürzen sich dann, vorbei an lauernden Krokodilen, in die Fluten. Diese Safari ist ganz darauf ausgelegt, Ihnen die bestmögliche Chance zu geben, dieses Schauspiel mitzuerleben.</p>',
        '<p>Nach zwei Nächten in der zentralen Serengeti verbringen Sie drei Nächte im Norden, nahe am Fluss, damit Ihr Guide den Herden folgen und geduldig an den Furten warten kann. Ob und wann die Tiere den Fluss queren, entscheiden allein sie selbst, und niemand kann eine Querung an einem bestimmten Tag versprechen – mehrere Tage in der richtigen Gegend im August verschaffen Ihnen jedoch sehr gute Chancen. Zum Abschluss übernachten Sie am Rand des <strong>Ngorongoro-Kraters</strong> und unternehmen eine Pirschfahrt auf dem Kraterboden.</p>',
      ].join(''),
      days: [
        {
          title: 'Von Arusha in die Serengeti',
          description:
            '<p>Früher Aufbruch in Arusha zur langen Fahrt in die <strong>Serengeti</strong>, über Karatu und das Ngorongoro-Hochland mit einem Halt am Aussichtspunkt am Kraterrand. Rechnen Sie mit sieben bis acht Stunden unterwegs, einschließlich Picknick und einer Pirschfahrt vom Naabi Hill Gate bis nach <strong>Seronera</strong>, wo Sie zwei Nächte bleiben.</p>',
        },
        {
          title: 'Zentrale Serengeti',
          description:
            '<p>Ein ganzer Tag auf Pirschfahrt rund um Seronera, wo Löwen, Leoparden und Geparden das ganze Jahr über leben. Ihr Guide tauscht sich außerdem mit anderen Guides über den aktuellen Standort der Migration aus – so brechen Sie morgen nach Norden auf und wissen bereits, wo sich die Herden am Fluss sammeln.</p>',
        },
        {
          title: 'Nach Norden zum Mara-Fluss',
          description:
            '<p>Die Fahrt führt nach Norden durch das Gebiet von Lobo mit seinen Granit-Kopjes in die nördliche Serengeti – vier bis fünf Stunden mit Tierbeobachtungen unterwegs. Sie beziehen für drei Nächte ein Zeltcamp bei Kogatu, nahe am <strong>Mara-Fluss</strong>, und brechen zu einer Abendpirsch auf, wenn die Herden in der Nähe sind.</p>',
        },
        {
          title: 'Flussquerungen am Mara',
          description:
            '<p>Ein ganzer Tag, an dem Sie den Herden entlang des Mara-Flusses folgen. Querungen können zu jeder Tageszeit stattfinden; deshalb nehmen Sie ein Picknick mit, bleiben draußen und wechseln zwischen den bekannten Furten, während sich die Gnus an den Ufern sammeln. Halten Sie auch Ausschau nach Nilkrokodilen und nach den Löwen und Leoparden, die der Migration folgen.</p>',
        },
        {
          title: 'Ein zweiter Tag im Norden',
          description:
            '<p>Ein weiterer ganzer Tag in der nördlichen Serengeti – je nachdem, wo die Herden gerade sind, wieder am Fluss oder im <strong>Lamai Wedge</strong> am gegenüberliegenden Ufer. Der ruhigere Norden hat außerdem viele Elefanten, Giraffen und Büffel und deutlich weniger Fahrzeuge als die Ebenen im Zentrum.</p>',
        },
        {
          title: 'Zurück in die zentrale Serengeti',
          description:
            '<p>Ein letzter Vormittag am Fluss, dann geht es in rund vier Stunden nach Süden zurück nach Seronera, mit Pirschfahrten unterwegs. Ihr Guide hält an, wann immer sich etwas Sehenswertes zeigt – die Fahrt ist also ein echter Teil der Safari. Übernachtung in der zentralen Serengeti, mit einem letzten Sonnenuntergang über den Ebenen.</p>',
        },
        {
          title: 'Von der Serengeti zum Kraterrand',
          description:
            '<p>Nach dem Frühstück verlassen Sie Seronera und fahren am Naabi Hill Gate vorbei hinaus, mit einem Halt an der <strong>Olduvai-Schlucht</strong> und ihrem kleinen Museum zur Frühgeschichte des Menschen. Danach geht es hinauf zum Rand des Ngorongoro-Kraters, insgesamt etwa vier bis fünf Stunden. Den Nachmittag verbringen Sie ganz nach Belieben in Ihrer Lodge am Kraterrand auf rund 2.300 Metern Höhe.</p>',
        },
        {
          title: 'Ngorongoro-Krater und Arusha',
          description:
            '<p>Früh am Morgen fahren Sie hinab zu einer halbtägigen Pirschfahrt auf dem <strong>Kraterboden</strong>, wo Löwen, Elefanten, Büffel, Hyänen und das seltene Spitzmaulnashorn leben. Nach einem Picknick geht es wieder hinauf und in rund vier Stunden zurück nach Arusha, wo Sie am frühen Abend ankommen. Für einen späten Flug bringen wir Sie gern zum Kilimanjaro International Airport.</p>',
        },
      ],
    },
    'serengeti-calving-season-safari': {
      name: 'Serengeti-Safari zur Kalbungszeit',
      description: [
        '<p>Von Januar bis März versammeln sich die Gnuherden auf den Kurzgrasebenen der südlichen <strong>Serengeti</strong> und im Gebiet um Ndutu, um ihre Jungen zur Welt zu bringen – Hunderttausende Kälber werden innerhalb weniger Wochen geboren. Nie erleben Sie die Migration so nah und unmittelbar wie jetzt, und in den Ebenen wimmelt es von Raubtieren, die die leichte Beute anlockt.</p>',
        '<p>Auf dieser fünftägigen Safari wohnen Sie drei Nächte lang in Ndutu, mitten in den Kalbungsgebieten, und haben ganze Tage Zeit, sowohl die Wälder um Ndutu als auch die offenen Ebenen der Serengeti zu erkunden. Anschließend fahren Sie zu einer Pirschfahrt in den <strong>Ngorongoro-Krater</strong> hinab und verbringen auf dem Rückweg nach Arusha noch einen Vormittag am <strong>Manyara-See</strong>.</p>',
        '<p>Der Höhepunkt der Kalbungszeit liegt meist im Februar. Wenn es regnet, dann meist in kurzen Nachmittagsschauern – die Landschaft bleibt grün, und das Licht ist herrlich zum Fotografieren.</p>',
      ].join(''),
      days: [
        {
          title: 'Von Arusha nach Ndutu',
          description:
            '<p>Abfahrt in Arusha um 7:30 Uhr, dann geht es durch Karatu und das Ngorongoro-Hochland in das Gebiet von <strong>Ndutu</strong> am Rand der Ebenen der südlichen Serengeti. Die Fahrt dauert einschließlich Mittagspause rund fünf bis sechs Stunden; das letzte Stück legen Sie bereits auf Pirschfahrt zurück, wenn die ersten Herden in Sicht kommen. Drei Nächte in einem Zeltcamp in Ndutu.</p>',
        },
        {
          title: 'In den Kalbungsgebieten',
          description:
            '<p>Ein ganzer Tag zwischen den Herden rund um den Ndutu- und den Masek-See. Die Kälber kommen in den offenen Ebenen zur Welt, oft am frühen Morgen, und stehen schon nach wenigen Minuten auf eigenen Beinen. Löwen, Geparden, Hyänen und Schakale sind nie weit, und Ihr Guide stellt das Fahrzeug mit Bedacht so auf, dass Sie zuschauen können, ohne die Tiere zu stören.</p>',
        },
        {
          title: 'Die Ebenen der südlichen Serengeti',
          description:
            '<p>Es geht hinaus auf die weiten Kurzgrasebenen der südlichen Serengeti in Richtung Naabi Hill und zu den <strong>Gol-Kopjes</strong>, immer dorthin, wohin die Herden weitergezogen sind. Das offene Land eignet sich hervorragend, um Geparden zu sehen und die schiere Größe der Migration zu begreifen. Picknick in den Ebenen, am späten Nachmittag zurück ins Camp.</p>',
        },
        {
          title: 'Ngorongoro-Krater',
          description:
            '<p>Rund zwei Stunden Fahrt zum Krater, dann hinab auf den Kraterboden zu einer halbtägigen Pirschfahrt zwischen Löwen, Büffeln, Elefanten, Zebras und dem seltenen Spitzmaulnashorn; auf dem Magadi-See stehen oft Flamingos. Nach dem Mittagessen am Flusspferdteich geht es wieder hinauf und weiter zur Übernachtung in einer Lodge in Karatu.</p>',
        },
        {
          title: 'Manyara-See und Arusha',
          description:
            '<p>Morgenpirsch im <strong>Lake-Manyara-Nationalpark</strong>, etwa 40 Minuten von Karatu entfernt, mit Pavianen, Elefanten, Flusspferden und Wasservögeln am Seeufer. Nach einem Picknick fahren Sie die letzten zwei Stunden nach Arusha, wo Sie am späten Nachmittag ankommen.</p>',
        },
      ],
    },
    'kilimanjaro-machame-route-7-days-6-nights': {
      name: 'Kilimandscharo, Machame-Route – 7 Tage / 6 Nächte',
      description: [
        '<p>Die <strong>Machame-Route</strong>, oft auch „Whiskey-Route“ genannt, ist aus gutem Grund der beliebteste Weg auf den Kilimandscharo. Sie führt durch Regenwald und Heidelandschaft hinauf zum Shira-Plateau, quert unterhalb der Gletscher des Kibo und erreicht den Gipfel von Südosten – mit ständig wechselnder Landschaft und einem durchdachten Höhenprofil nach dem Prinzip „hoch steigen, tief schlafen“.</p>',
        '<p>Sieben Tage geben Ihrem Körper Zeit, sich zu akklimatisieren, bevor Sie zum <strong>Uhuru Peak</strong> auf 5.895 Metern aufbrechen, dem höchsten Punkt Afrikas. Sie steigen mit erfahrenen Bergführern, die in Erster Hilfe und im Umgang mit der Höhenkrankheit geschult sind, unterstützt von einem kompletten Team aus Trägern und einem Koch, der in jedem Camp warme Mahlzeiten zubereitet.</p>',
        '<p>Die Tour ist anspruchsvoll, erfordert aber keine Kletterkenntnisse: Gute Kondition, die richtige Ausrüstung und eine positive Einstellung zählen am meisten. Viele Bergsteiger hängen anschließend eine Safari oder ein paar Tage Erholung an.</p>',
      ].join(''),
      days: [
        {
          title: 'Vom Machame Gate zum Machame Camp',
          description:
            '<p>Rund eine Stunde Fahrt von Moshi bzw. zwei Stunden von Arusha zum <strong>Machame Gate</strong> auf 1.800 Metern; dort registrieren Sie sich und lernen Ihr Team kennen. Der Weg steigt stetig durch üppigen Bergregenwald an, in dem Diademmeerkatzen und Stummelaffen leben, bis zum <strong>Machame Camp</strong> auf rund 2.835 Metern. Gehzeit: fünf bis sieben Stunden. Abendessen und Übernachtung im Zelt.</p>',
        },
        {
          title: 'Vom Machame Camp zum Shira Camp',
          description:
            '<p>Sie lassen den Wald hinter sich und steigen durch Riesenheide und Moorland auf einen felsigen Grat – mit den ersten freien Blicken auf den Kibo und im Westen auf den Mount Meru. Nach vier bis sechs Stunden erreichen Sie das <strong>Shira Camp</strong> am Rand des Shira-Plateaus auf etwa 3.750 Metern. Ab hier werden die Nächte kalt, ziehen Sie sich also warm an.</p>',
        },
        {
          title: 'Vom Shira Camp über den Lava Tower zum Barranco Camp',
          description:
            '<p>Ein wichtiger Tag für die Akklimatisierung. Sie steigen durch alpine Wüste nach Osten bis zum <strong>Lava Tower</strong>, einem vulkanischen Schlot auf 4.630 Metern, wo Sie zu Mittag essen. Danach geht es zwischen Riesensenezien hinab ins Barranco-Tal zum <strong>Barranco Camp</strong> auf rund 3.960 Metern. Hoch steigen und tiefer schlafen hilft Ihrem Körper, sich anzupassen. Sechs bis sieben Stunden Gehzeit.</p>',
        },
        {
          title: 'Über die Barranco Wall zum Karanga Camp',
          description:
            '<p>Zum Auftakt wartet die berühmte <strong>Barranco Wall</strong>, eine steile Kraxelei von etwa einer Stunde, die einschüchternd aussieht, aber weder Seil noch Klettererfahrung erfordert – nur Umsicht und ab und zu die Hände. Danach quert der Weg eine Reihe von Graten und Tälern bis zum <strong>Karanga Camp</strong> auf rund 3.995 Metern, der letzten Wasserstelle der Route. Vier bis fünf Stunden.</p>',
        },
        {
          title: 'Vom Karanga Camp zum Barafu Camp',
          description:
            '<p>Ein kurzer, aber stetiger Aufstieg von drei bis vier Stunden über karges, felsiges Gelände zum <strong>Barafu Camp</strong> auf 4.673 Metern, dem Ausgangspunkt für den Gipfelversuch. Sie kommen gegen Mittag an, ruhen sich aus, essen früh zu Abend und legen Ihre Gipfelausrüstung bereit. Ihre Bergführer besprechen den Ablauf mit der Gruppe und prüfen bei allen den Gesundheitszustand, bevor Sie versuchen, ein paar Stunden zu schlafen.</p>',
        },
        {
          title: 'Gipfeltag: Uhuru Peak und Abstieg zum Mweka Camp',
          description:
            '<p>Wecken gegen 23:00 Uhr, dann steigen Sie im Schein der Stirnlampe durch die Nacht, erreichen gegen Sonnenaufgang den Stella Point am Kraterrand und etwa eine Stunde später den <strong>Uhuru Peak</strong> auf 5.895 Metern. Nach den Fotos am Gipfelschild steigen Sie zu Rast und Mahlzeit nach Barafu ab und gehen dann weiter hinunter zum <strong>Mweka Camp</strong> auf rund 3.100 Metern. Insgesamt zwölf bis vierzehn Stunden Gehzeit.</p>',
        },
        {
          title: 'Vom Mweka Camp zum Mweka Gate',
          description:
            '<p>Ein letzter Abstieg von drei bis vier Stunden durch den Regenwald zum <strong>Mweka Gate</strong> auf 1.640 Metern, wo Sie sich austragen und Ihre Gipfelurkunde erhalten. Sie verabschieden sich von Ihrem Team und fahren zurück in Ihr Hotel in Moshi oder Arusha – zu einer langen heißen Dusche und einer wohlverdienten Feier.</p>',
        },
      ],
    },
    'southern-circuit-nyerere-ruaha-safari': {
      name: 'Südtansania: Safari in Nyerere & Ruaha',
      description: [
        '<p>Die Parks im Süden Tansanias sind riesig, abgelegen und weit weniger besucht als die berühmten Parks im Norden – und genau das macht ihren Reiz aus. Diese Überlandsafari verbindet den <strong>Nyerere-Nationalpark</strong>, entstanden aus dem nördlichen Teil des früheren Selous-Wildreservats, mit dem rauen Buschland des <strong>Ruaha</strong>, sodass Sie auf einer einzigen Reise zwei ganz unterschiedliche Wildnisgebiete erleben.</p>',
        '<p>Im Nyerere prägen der Rufiji und seine Seen alles: Sie erkunden den Park im Geländewagen, im Boot zwischen Flusspferden und Krokodilen und zu Fuß mit einem bewaffneten Ranger. Der Ruaha weiter westlich ist trockenes Baobab-Land entlang des Großen Ruaha, bekannt für mächtige Löwenrudel, große Elefantenherden sowie Große und Kleine Kudus. Beide Parks sind Hochburgen des bedrohten Afrikanischen Wildhunds.</p>',
        '<p>Im Oktober herrscht späte Trockenzeit, und die Tiere halten sich in der Nähe des Wassers auf. Die Fahrt zwischen den beiden Parks ist lang, deshalb unterbrechen wir sie mit einer Übernachtung bei Mikumi.</p>',
      ].join(''),
      days: [
        {
          title: 'Von Dar es Salaam in den Nyerere',
          description:
            '<p>Frühe Abholung an Ihrem Hotel in Dar es Salaam zur rund sechsstündigen Fahrt in den <strong>Nyerere-Nationalpark</strong>, vorbei an Feldern und durch Miombo-Wald. Sie kommen rechtzeitig zu einem späten Mittagessen in Ihrem Camp mit Blick auf die Seen an und brechen zu einer ersten Pirschfahrt auf, sobald der Nachmittag abkühlt. Drei Nächte im Nyerere.</p>',
        },
        {
          title: 'Seen und Wälder des Nyerere',
          description:
            '<p>Ein ganzer Tag auf Pirschfahrt rund um den <strong>Manze-See</strong> und die anderen Seen nördlich des Rufiji, wo Elefanten, Büffel, Giraffen, Löwen und große Impalaherden zur Tränke kommen. Halten Sie Ausschau nach Wildhunden, die in dieser Gegend ihre Baue haben, und nach der reichen Vogelwelt an den Ufern. Picknick im Schatten eines Borassuspalmenhains.</p>',
        },
        {
          title: 'Auf dem Fluss und zu Fuß',
          description:
            '<p>Am Vormittag Bootssafari auf dem <strong>Rufiji</strong>: Sie gleiten vorbei an Flusspferdgruppen, sich sonnenden Krokodilen und Kolonien von Karminspinten, die in den Uferböschungen nisten. Am Nachmittag brechen Sie mit einem bewaffneten Ranger zu einer geführten Fußsafari auf und lernen, Spuren zu lesen und die kleinen Details des Buschs zu entdecken. Zum Sundowner am Wasser sind Sie zurück im Camp.</p>',
        },
        {
          title: 'Vom Nyerere nach Mikumi',
          description:
            '<p>Nach dem Frühstück verlassen Sie den Nyerere und fahren über Morogoro nach Westen in Richtung Mikumi, rund sechs bis sieben Stunden auf Schotter- und Asphaltstraßen. Übernachtung in einer Lodge nahe dem Mikumi-Nationalpark; auf der Fernstraße, die den Park durchquert, sieht man oft schon vom Wagen aus Elefanten, Giraffen und Zebras.</p>',
        },
        {
          title: 'Über Iringa in den Ruaha',
          description:
            '<p>Weiter geht es nach Westen durch Mikumi und die von Baobabs gesäumte Kitonga-Schlucht in die Hochlandstadt Iringa, dann auf der Schotterstraße in den <strong>Ruaha-Nationalpark</strong>, noch etwa drei Stunden. Insgesamt sind Sie rund sieben Stunden unterwegs; den Abschluss bildet eine Pirschfahrt zu Ihrem Camp oberhalb des Großen Ruaha. Drei Nächte im Ruaha.</p>',
        },
        {
          title: 'Fluss und Baobabs des Ruaha',
          description:
            '<p>Ein ganzer Tag am <strong>Großen Ruaha</strong> und seinen Sandflüssen, der Lebensader des Parks in der Trockenzeit. Elefanten graben in den Flussbetten nach Wasser, Löwen und Leoparden streifen an den Ufern entlang, und an den baobabbestandenen Hängen leben Große und Kleine Kudus, Pferdeantilopen und mit etwas Glück Rappenantilopen. Picknick unterwegs im Busch.</p>',
        },
        {
          title: 'Tiefer in den Ruaha',
          description:
            '<p>Noch ein ganzer Tag: Entweder fahren Sie am Fluss entlang zum Sandfluss <strong>Mwagusi</strong>, einer der besten Gegenden des Parks für Großkatzen, oder Sie brechen zu einer geführten Buschwanderung auf, wenn Sie lieber zu Fuß unterwegs sind. Ihr Guide richtet den Tag nach den jüngsten Sichtungen aus. Den letzten Abend verbringen Sie am Lagerfeuer unter einem Himmel voller Sterne.</p>',
        },
        {
          title: 'Vom Ruaha nach Iringa',
          description:
            '<p>Eine letzte frühe Pirschfahrt auf dem Weg aus dem Park, dann rund drei Stunden Fahrt nach Iringa, wo die Safari gegen Mittag endet. Von Iringa aus reisen Sie auf der Straße oder per Flug weiter nach Dar es Salaam oder nach Süden ins Südliche Hochland; gegen Aufpreis organisieren wir Ihre Weiterreise gern.</p>',
        },
      ],
    },
    'family-safari-elephants-crater-treetops': {
      name: 'Familiensafari: Elefanten, Krater & Baumwipfel',
      description: [
        '<p>Eine Safari, die sich ebenso nach der Aufmerksamkeitsspanne von Kindern richtet wie nach den Wunschlisten der Erwachsenen. Die Fahrten dauern jeweils nur wenige Stunden, die Lodges sind wegen ihrer Pools und Familienzimmer ausgewählt, und die Route bietet in fünf Tagen viel Abwechslung: Elefanten im <strong>Tarangire</strong>, den <strong>Ngorongoro-Krater</strong>, einen Baumwipfelpfad am <strong>Manyara-See</strong> und einen Besuch zum Mitmachen auf einer Kaffeefarm.</p>',
        '<p>Ihr Guide ist das Reisen mit Familien gewohnt und bringt Ferngläser und Tier-Checklisten für junge Entdecker mit; im privaten Fahrzeug können Sie jederzeit für Snacks, Pausen und Fragen anhalten. Kinder ab etwa fünf Jahren haben an dieser Reise meist viel Freude; Alter und Bedürfnisse besprechen wir gern bei der Buchung mit Ihnen.</p>',
        '<p>Der Dezember ist eine wunderbare Reisezeit: Nach der kleinen Regenzeit ist die Landschaft grün, und in den Ebenen gibt es viele Jungtiere.</p>',
      ].join(''),
      days: [
        {
          title: 'Von Arusha zum Tarangire',
          description:
            '<p>Ganz entspannt geht es um 9:00 Uhr in Arusha los, zwei Stunden Fahrt zum <strong>Tarangire</strong>. Picknick im Park, dann eine rund dreistündige Pirschfahrt zu den Elefantenherden und auf der Suche nach Giraffen, Zebras und Löwen. Sie beziehen eine Lodge mit Pool nahe dem Parktor – rechtzeitig für ein Bad vor dem Abendessen.</p>',
        },
        {
          title: 'Dorfleben und Kaffee in Karatu',
          description:
            '<p>Eine kurze Morgenpirsch, dann geht es weiter nach <strong>Mto wa Mbu</strong>, wo ein einheimischer Guide Sie bei einem gemütlichen Spaziergang oder einer Radtour an Bananenplantagen und Handwerksbetrieben vorbeiführt. Anschließend fahren Sie in rund 45 Minuten den Steilhang hinauf nach Karatu und verbringen den Nachmittag auf einer Kaffeefarm: Pflücken, Rösten und Probieren – mit heißer Schokolade für die jüngeren Gäste.</p>',
        },
        {
          title: 'Hinab in den Ngorongoro-Krater',
          description:
            '<p>Früher Aufbruch zur Fahrt hinab in den <strong>Ngorongoro-Krater</strong>, eine der größten intakten vulkanischen Calderen der Welt. Rund fünf Stunden sind Sie auf Pirschfahrt, auf der Suche nach Löwen, Flusspferden, Büffeln und vielleicht einem Spitzmaulnashorn, mit Picknick an einem Flusspferdteich. Danach geht es zum Entspannen zurück in Ihre Lodge in Karatu.</p>',
        },
        {
          title: 'Baumwipfel am Manyara-See',
          description:
            '<p>Rund 40 Minuten Fahrt zum <strong>Lake-Manyara-Nationalpark</strong>. Kinder lieben den Baumwipfelpfad, eine Reihe von Hängebrücken durch das Blätterdach des Waldes (gegen eine kleine Zusatzgebühr), und die Pavianhorden und Diademmeerkatzen entlang der Waldpiste. Weiter geht es ans Seeufer zu Flusspferden und Wasservögeln, bevor Sie nach Karatu zurückkehren und einen freien Nachmittag am Pool genießen.</p>',
        },
        {
          title: 'Zurück nach Arusha',
          description:
            '<p>Ein gemütliches Frühstück, dann rund zweieinhalb Stunden Fahrt zurück nach <strong>Arusha</strong>. Unterwegs halten Sie an einem Kunsthandwerksmarkt für Souvenirs; nach dem Mittagessen in der Stadt bringen wir Sie zu Ihrem Hotel oder zum Kilimanjaro International Airport, etwa eine Stunde weiter.</p>',
        },
      ],
    },
    'rift-valley-lakes-crater-birding-safari': {
      name: 'Vogelsafari: Rift-Valley-Seen & Krater',
      description: [
        '<p>Der Norden Tansanias gehört zu den vogelreichsten Regionen Afrikas, und von November bis April gesellen sich zu den Standvögeln noch Zugvögel aus Europa und Asien. Diese viertägige Safari folgt einer Route, die wegen ihrer vielfältigen Lebensräume gewählt wurde – vom Sodasee und Grundwasserwald über das Grasland im Krater und den Akazienwald bis zu den Seen des Arusha-Nationalparks –, begleitet von einem Guide, der die Rufe ebenso gut kennt wie das Gefieder.</p>',
        '<p>Zu den Höhepunkten können Flamingos am <strong>Manyara-See</strong> und im <strong>Ngorongoro-Krater</strong> zählen, Grauhals-Kronenkraniche und Riesentrappen auf dem Kraterboden sowie Schwarzköpfchen und Grauglanzstare im <strong>Tarangire</strong> – beides Arten, die nur in Tansania vorkommen. Auch Großwild gibt es unterwegs reichlich, sodass sich Mitreisende, die keine Vogelbeobachter sind, nicht langweilen werden.</p>',
        '<p>Das Tempo ist ruhiger als auf einer gewöhnlichen Safari, mit Zeit zum Anhalten, Beobachten und Fotografieren.</p>',
      ].join(''),
      days: [
        {
          title: 'Von Arusha zum Manyara-See',
          description:
            '<p>Abfahrt in Arusha um 8:00 Uhr zur zweistündigen Fahrt in den <strong>Lake-Manyara-Nationalpark</strong>. Den Tag verbringen Sie mit Vogelbeobachtung vom Wald bis zum Seeufer: Silberwangen-Hornvögel im Blätterdach, Pelikane und Störche auf dem Wasser und, wenn der Wasserstand passt, Flamingos. Übernachtung in einer Lodge am Steilhang bei Karatu.</p>',
        },
        {
          title: 'Ngorongoro-Krater',
          description:
            '<p>Fahrt hinab in den <strong>Ngorongoro-Krater</strong> zu einer halbtägigen Pirschfahrt durch Grasland und Sümpfe und am Magadi-See entlang. Halten Sie Ausschau nach Riesentrappen, Grauhals-Kronenkranichen, Großspornpiepern mit ihrer rosaroten Kehle und Flamingos – und natürlich nach Löwen, Büffeln und Spitzmaulnashörnern. Den Nachmittag verbringen Sie mit Vogelbeobachtung im Bergwald am Kraterrand, bevor es zurück nach Karatu geht.</p>',
        },
        {
          title: 'Tarangire',
          description:
            '<p>Rund zwei Stunden Fahrt in den <strong>Tarangire-Nationalpark</strong>, in dem über 500 Vogelarten nachgewiesen wurden. Einen ganzen Tag lang suchen Sie zwischen Baobabs und Akazien nach den endemischen Schwarzköpfchen und Grauglanzstaren, nach Hornvögeln, Bartvögeln und Greifvögeln – und natürlich nach den berühmten Elefantenherden des Parks. Übernachtung in einer Lodge nahe dem Park.</p>',
        },
        {
          title: 'Arusha-Nationalpark und Momella-Seen',
          description:
            '<p>Rund zweieinhalb Stunden Fahrt in den <strong>Arusha-Nationalpark</strong> am Fuß des Mount Meru. An den Momella-Seen beobachten Sie Flamingos und Wasservögel, im Bergwald Hartlaubturakos und schwarz-weiße Stummelaffen. Danach geht es in rund einer Stunde weiter nach Arusha, wo die Safari am späten Nachmittag endet.</p>',
        },
      ],
    },
    'stone-town-heritage-walk': {
      name: 'Altstadtrundgang Stone Town',
      description: [
        '<p><strong>Stone Town</strong> ist das historische Herz von Sansibar-Stadt und UNESCO-Welterbe: ein Labyrinth enger Gassen, in dem sich Swahili-, arabische, indische und europäische Einflüsse in Korallensteinhäusern, geschnitzten Holztüren und lebhaften Märkten begegnen. Bei diesem entspannten Rundgang mit einem einheimischen Guide fügt sich all das zu einem Bild zusammen.</p>',
        '<p>In rund vier Stunden besuchen Sie das Alte Fort, die Uferpromenade rund um das House of Wonders (wegen Restaurierung geschlossen), den Darajani-Markt und die Anglikanische Kathedrale. Sie steht an der Stelle des letzten offenen Sklavenmarkts, und eine kleine Ausstellung erzählt diese schmerzhafte Geschichte ohne Beschönigung. Unterwegs zeigt Ihnen Ihr Guide die schönsten Türen, die alten persischen Hamamni-Bäder und die Ecken, an denen sich die Nachbarn zu Kaffee und Domino treffen.</p>',
        '<p>Der Rundgang endet nahe den Forodhani-Gärten – ein schöner Ort, um zum Sonnenuntergang und für die abendlichen Essensstände zu bleiben.</p>',
      ].join(''),
      days: [
        {
          title: 'Gassen, Märkte und Erinnerung',
          description:
            '<p>Wir holen Sie um 9:00 Uhr an Ihrem Hotel in Stone Town ab und ziehen zu Fuß los. Zu den Höhepunkten zählen das <strong>Alte Fort</strong>, die Uferpromenade am House of Wonders, die Gewürz- und Fischhallen des <strong>Darajani-Markts</strong>, die persischen Hamamni-Bäder und die <strong>Anglikanische Kathedrale</strong> mit Gedenkstätte und Ausstellung zum Sklavenmarkt. Rechnen Sie mit etwa vier Stunden gemütlichem Gehen, mit Pausen für frischen Saft oder Kaffee. Die Tour endet gegen 13:00 Uhr nahe den Forodhani-Gärten.</p>',
        },
      ],
    },
    'nakupenda-sandbank-prison-island-dhow-day': {
      name: 'Mit der Dhau nach Nakupenda & Prison Island',
      description: [
        '<p>Der Klassiker für einen entspannten Tag auf dem Wasser vor Stone Town. Eine traditionelle hölzerne Dhau bringt Sie zuerst nach <strong>Prison Island</strong> (Changuu), rund 30 Minuten von der Uferpromenade entfernt, und dann nach <strong>Nakupenda</strong>, einer strahlend weißen Sandbank, die mit den Gezeiten auftaucht und immer wieder ihre Form verändert.</p>',
        '<p>Auf Prison Island begegnen Sie den Aldabra-Riesenschildkröten, von denen manche weit über hundert Jahre alt sind, und spazieren an den Gebäuden eines Gefängnisses vorbei, das in den 1890er-Jahren gebaut, am Ende aber als Quarantänestation genutzt wurde. Danach heißt es schwimmen und schnorcheln an den Korallen rund um die Insel, bevor Sie zur Sandbank weitersegeln, wo ein Mittagessen mit gegrillten Meeresfrüchten und Obst wartet.</p>',
        '<p>Der Tag eignet sich für Familien und für alle, die türkisfarbenes Wasser ohne lange Anfahrt erleben möchten. Die Zeiten verschieben sich je nach Gezeiten ein wenig; Ihr Skipper plant entsprechend.</p>',
      ].join(''),
      days: [
        {
          title: 'Schildkröten, Riff und Sandbank',
          description:
            '<p>Treffpunkt ist gegen 9:30 Uhr am Strand von Stone Town nahe Forodhani, dann geht es mit der Dhau in 30 Minuten hinüber nach <strong>Prison Island</strong>. Sie verbringen eine Stunde bei den Riesenschildkröten und den alten Quarantänegebäuden und schnorcheln anschließend am nahen Riff. Danach segeln Sie weiter zur <strong>Sandbank Nakupenda</strong>: Baden, ein Mittagessen mit Meeresfrüchten im Schatten und Zeit, sich einfach im flachen Wasser treiben zu lassen. Zurück in Stone Town gegen 16:00 Uhr.</p>',
        },
      ],
    },
    'spice-farm-jozani-forest-day-tour': {
      name: 'Tagestour Gewürzfarm & Jozani-Wald',
      description: [
        '<p>Ihren Ruf als Gewürzinsel erwarb Sansibar im 19. Jahrhundert, als Nelkenplantagen einen Großteil des Landes bedeckten. Diese Tagestour verbindet jene Geschichte mit dem bekanntesten Stück ursprünglichen Waldes der Insel.</p>',
        '<p>Am Vormittag fahren Sie rund 30 Minuten von Stone Town zu den Gewürzfarmen in <strong>Kizimbani</strong>, wo ein Bauer Sie durch die Plantage führt: Sie riechen, schmecken und raten – Gewürznelken, Muskatnuss, Zimt, schwarzer Pfeffer, Vanille und Zitronengras –, und zum Abschluss gibt es Früchte der Saison. Nach dem Mittagessen geht es weiter zum <strong>Jozani-Wald</strong>, der Heimat des Sansibar-Stummelaffen, einer Affenart, die es nirgendwo sonst auf der Welt gibt. Ein einheimischer Guide führt Sie auf einem kurzen Spaziergang durch den Wald und über den Holzsteg, der sich durch die Mangroven schlängelt.</p>',
        '<p>Ein entspannter, abwechslungsreicher Tag und ein idealer erster Ausflug auf der Insel.</p>',
      ].join(''),
      days: [
        {
          title: 'Vormittags Gewürze, nachmittags Affen',
          description:
            '<p>Abholung in Stone Town um 9:00 Uhr und 30 Minuten Fahrt nach <strong>Kizimbani</strong> zu einem geführten Gewürzrundgang mit Verkostung – Gewürze können Sie direkt auf der Farm kaufen. Zu Mittag gibt es auf der Farm ein einfaches Swahili-Essen. Gegen 13:30 Uhr fahren wir rund eine Stunde nach Südosten zum <strong>Jozani-Wald</strong>, zu einem geführten Spaziergang zwischen Sansibar-Stummelaffen und Weißkehlmeerkatzen und über den Holzsteg durch die Mangroven. Zurück in Stone Town gegen 17:00 Uhr.</p>',
        },
      ],
    },
    'mnemba-atoll-snorkelling-day': {
      name: 'Schnorcheltag am Mnemba-Atoll',
      description: [
        '<p>Das <strong>Mnemba-Atoll</strong> vor der Nordostküste Sansibars ist ein Meeresschutzgebiet und bietet einige der besten Schnorchelreviere der Insel. Die kleine Insel selbst ist in Privatbesitz, doch die Korallengärten rundherum stehen allen offen: mit klarem Wasser, Rifffischen in riesiger Zahl, Grünen Meeresschildkröten und recht häufig Delfinschulen.</p>',
        '<p>Unser Boot legt in Nungwi an der Nordspitze ab und braucht etwa eine Stunde bis zum Atoll. Sie schnorcheln an zwei Stellen, mit einem Guide im Wasser und frischem Obst an Bord dazwischen. Delfine zeigen sich oft, garantiert ist das aber nie – und wir halten respektvoll Abstand, statt ihnen hinterherzufahren.</p>',
        '<p>Zurück in Nungwi bleibt Zeit für ein Mittagessen am Meer und ein Bad an einem Strand, an dem das Wasser bei Ebbe wie bei Flut tief genug zum Schwimmen bleibt.</p>',
      ].join(''),
      days: [
        {
          title: 'Schnorcheln am Mnemba-Atoll',
          description:
            '<p>Treffpunkt ist um 8:00 Uhr am Strand von Nungwi, wenn das Meer meist am ruhigsten ist; dort bekommen Sie Maske und Flossen angepasst. Die Bootsfahrt nach <strong>Mnemba</strong> dauert etwa eine Stunde. Mit Ihrem Guide schnorcheln Sie an zwei Riffstellen und halten Ausschau nach Schildkröten, Rochen und Delfinen. Gegen 13:00 Uhr sind Sie zurück in Nungwi, zum Mittagessen in einem Strandrestaurant und einem freien Nachmittag. Abholungen in Kendwa lassen sich leicht organisieren; ab Stone Town rechnen Sie mit etwa 75 Minuten pro Strecke.</p>',
        },
      ],
    },
    'southeast-coast-lagoon-escape-4-days-3-nights': {
      name: 'Lagunen-Auszeit im Südosten – 4 Tage / 3 Nächte',
      description: [
        '<p>An der Südostküste zeigt sich Sansibar von seiner entspanntesten Seite: lange weiße Strände, eine flache, vom Riff geschützte Lagune und Dörfer, in denen der Algenanbau noch immer den Rhythmus des Tages bestimmt. Diese kurze Auszeit teilt sich zwischen <strong>Paje</strong>, dem Kitesurf-Zentrum der Insel, und dem ruhigeren <strong>Jambiani</strong> etwas weiter südlich auf.</p>',
        '<p>Die Gezeiten sind hier stark. Bei Ebbe zieht sich das Meer Hunderte Meter zurück und gibt Sandbänke und Becken frei, in denen Frauen ihre Algenfelder pflegen; einige Stunden später flutet es türkisfarben zurück. Wir planen jeden Tag nach diesem Rhythmus: Spaziergänge in der Lagune und ein Dorfbesuch bei Ebbe, Baden und Paddeln bei Flut und ein Bootsausflug hinaus zum Riff.</p>',
        '<p><em>Gut zu wissen:</em> Kitesurfkurse und Spa-Behandlungen lassen sich vor Ort leicht dazubuchen, sind aber nicht im Preis enthalten.</p>',
      ].join(''),
      days: [
        {
          title: 'Ankunft und Fahrt nach Paje',
          description:
            '<p>Unser Fahrer empfängt Sie am Abeid Amani Karume International Airport zur rund einstündigen Fahrt quer über die Insel nach <strong>Paje</strong>. Sie beziehen ein kleines Gästehaus direkt am Strand und machen einen gemütlichen Spaziergang am Wasser, während die Tide wechselt. Zum Abendessen wählen Sie eines der entspannten Restaurants, die den Strand säumen.</p>',
        },
        {
          title: 'Lagune und Außenriff',
          description:
            '<p>Bei passender Tide bringt Sie ein einheimisches Boot, oft ein traditionelles <em>Ngalawa</em>-Auslegerkanu, über die Lagune bis an die Riffkante, wo Sie zwischen Korallen und Rifffischen schnorcheln. Der Nachmittag steht Ihnen frei zum Baden, Lesen oder für eine Schnupperstunde an einer der Kiteschulen von Paje (optional, vor Ort zu bezahlen). Den Sonnenuntergang genießen Sie am besten am Strand, wenn die Kitesurfer hereinkommen.</p>',
        },
        {
          title: 'Jambiani und die Kuza-Höhle',
          description:
            '<p>Eine kurze Fahrt nach Süden bringt Sie nach <strong>Jambiani</strong>, wo Ihnen ein Guide aus dem Dorf die Algenfarmen, eine Schule und ein Familienhaus zeigt und erklärt, wie die Gemeinschaft mit den Gezeiten lebt. Am Nachmittag besuchen Sie die <strong>Kuza-Höhle</strong>, eine Kalksteinhöhle mit einem klaren Süßwasserbecken zum Baden, und ziehen dann für Ihre letzte Nacht in ein Gästehaus am Strand von Jambiani um.</p>',
        },
        {
          title: 'Abschied von der Küste',
          description:
            '<p>Genießen Sie ein letztes Frühstück und einen letzten Spaziergang bei Ebbe, bevor Sie auschecken. Je nach Abflugzeit fahren wir Sie in rund einer Stunde zurück zum Flughafen oder weiter nach Stone Town oder an die Strände im Norden, wenn Ihr Urlaub dort weitergeht (Transfers über den Flughafen hinaus werden separat berechnet).</p>',
        },
      ],
    },
    'stone-town-spice-island-culture-3-days-2-nights': {
      name: 'Stone Town & Gewürzinsel – 3 Tage / 2 Nächte',
      description: [
        '<p>Drei gemächliche Tage in Stone Town und Umgebung, gedacht für Reisende, die von Sansibar mehr erwarten als Strände. Sie wohnen in einem restaurierten Stadthaus in der Altstadt und erkunden sie mit einem einheimischen Guide, der Ihnen nicht nur erklärt, was Sie sehen, sondern auch, warum es wichtig ist.</p>',
        '<p>Der erste volle Tag gehört ganz <strong>Stone Town</strong>: dem Alten Fort, der Old Dispensary, dem Darajani-Markt und der Anglikanischen Kathedrale mit ihrer bewegenden Ausstellung über den ostafrikanischen Sklavenhandel. Am letzten Tag geht es hinaus aus der Stadt – mit dem Boot nach <strong>Prison Island</strong> zu den Riesenschildkröten und auf der Straße zu den Gewürzfarmen in <strong>Kizimbani</strong>, wo der Nelkenhandel lebendig wird, der die Geschichte der Insel geprägt hat.</p>',
        '<p>Die Abende sind frei für ein Abendessen auf einer Dachterrasse, die Essensstände in Forodhani oder einen Spaziergang zum Sonnenuntergang an der Uferpromenade.</p>',
      ].join(''),
      days: [
        {
          title: 'Ankunft in Stone Town',
          description:
            '<p>Transfer vom Flughafen zu Ihrem Hotel in Stone Town, etwa 20 Minuten entfernt. Sobald Sie sich eingerichtet haben, holt Ihr Guide Sie am späten Nachmittag zu einem gemütlichen Orientierungsspaziergang durch die Gassen zur Uferpromenade ab; er endet in den <strong>Forodhani-Gärten</strong>, wenn die abendlichen Essensstände ihre Grills anzünden. So finden Sie sich schon vor dem vollen Tag, der vor Ihnen liegt, gut zurecht.</p>',
        },
        {
          title: 'Im Herzen der Altstadt',
          description:
            '<p>Ein ganzer Tag zu Fuß mit Ihrem Guide. Sie besuchen das <strong>Alte Fort</strong> und die <strong>Old Dispensary</strong> mit ihren geschnitzten Balkonen und gehen dann durch den Darajani-Markt mit seinen Gewürz- und Fischhallen. Nach dem Mittagessen nehmen Sie sich Zeit für die <strong>Anglikanische Kathedrale</strong> mit der Gedenkstätte und der Ausstellung zum Sklavenmarkt; zum Abschluss sehen Sie die persischen Hamamni-Bäder und die geschnitzten Türen der Viertel Kiponda und Shangani.</p>',
        },
        {
          title: 'Prison Island und die Gewürzfarmen',
          description:
            '<p>Am Vormittag bringt Sie ein Boot in etwa 30 Minuten nach <strong>Prison Island</strong> zu den Aldabra-Riesenschildkröten und zur alten Quarantänestation, mit Zeit für ein Bad. Zurück an Land fahren Sie rund 30 Minuten nach <strong>Kizimbani</strong> zu einem Rundgang über eine Gewürzfarm mit Mittagessen und Verkostung. Am späten Nachmittag bringen wir Sie zum Flughafen oder zu Ihrem nächsten Hotel auf der Insel.</p>',
        },
      ],
    },
    'zanzibar-island-highlights': {
      name: 'Sansibar: Highlights der Insel',
      description: [
        '<p>Wenn Sie eine Woche Zeit haben und die ganze Insel statt nur eines Winkels kennenlernen möchten, ist das Ihre Reise. Sie beginnt mit zwei Nächten in <strong>Stone Town</strong>, führt über die Gewürzfarmen und den <strong>Jozani-Wald</strong> an die Südostküste nach <strong>Jambiani</strong> und endet an den Stränden im Norden in <strong>Nungwi</strong> – um die ganze Organisation kümmern sich durchgehend Fahrer und Guide.</p>',
        '<p>Das Tempo ist bewusst gewählt: selten mehr als zwei Stunden im Fahrzeug pro Tag, und sobald Sie die Küste erreicht haben, bleiben die Nachmittage frei. In Stone Town erfahren Sie mehr über die omanischen Sultane und den Gewürz- und Sklavenhandel, im Jozani-Wald begegnen Sie den Sansibar-Stummelaffen, in Jambiani gehen Sie mit Dorfbewohnern durch die Algenfarmen, und am Strand von Nungwi sehen Sie zu, wie Dhaus von Hand gebaut werden.</p>',
        '<p>Sie wohnen in komfortablen, von Einheimischen geführten Hotels, Frühstück inklusive.</p>',
      ].join(''),
      days: [
        {
          title: 'Karibu – willkommen auf Sansibar',
          description:
            '<p>Nach Ihrer Ankunft am Abeid Amani Karume International Airport bringt Sie Ihr Fahrer in nur 20 Minuten nach Stone Town. Sie beziehen ein Hotel in einem restaurierten Stadthaus in der Altstadt. Am späten Nachmittag spazieren Sie hinunter zu den <strong>Forodhani-Gärten</strong> an der Uferpromenade, erleben den Sonnenuntergang und probieren an den abendlichen Essensständen Sansibar-Pizza und gegrillte Meeresfrüchte.</p>',
        },
        {
          title: 'Kulturerbe Stone Town',
          description:
            '<p>Ein geführter Rundgang durch die Altstadt, die zum UNESCO-Welterbe gehört: das Alte Fort, die Old Dispensary, der Darajani-Markt, die persischen Hamamni-Bäder und die Anglikanische Kathedrale mit der Gedenkstätte und der Ausstellung zum Sklavenmarkt. Ihr Guide erzählt, wie Stone Town unter den omanischen Sultanen zum großen Handelshafen der ostafrikanischen Küste aufstieg. Der Nachmittag ist frei zum Einkaufen, für ein Café auf einer Dachterrasse oder zum Ausruhen.</p>',
        },
        {
          title: 'Gewürze, Affen und die Ostküste',
          description:
            '<p>Rund 30 Minuten Fahrt nach <strong>Kizimbani</strong> zu einem Rundgang über eine Gewürzfarm mit Verkostung, dann weiter nach Südosten zum <strong>Jozani-Wald</strong>, zu einem geführten Spaziergang zwischen den Sansibar-Stummelaffen und über den Holzsteg durch die Mangroven. Von Jozani sind es rund 40 Minuten bis <strong>Jambiani</strong>, wo Sie für zwei Nächte ein Gästehaus direkt am Strand beziehen.</p>',
        },
        {
          title: 'Leben mit den Gezeiten in Jambiani',
          description:
            '<p>Den Vormittag verbringen Sie mit einem Guide aus dem Dorf: Bei Ebbe besuchen Sie die Algenfarmen in der Lagune und erfahren, wie die Frauen von Jambiani ihre Ernte anbauen, trocknen und verkaufen. Nach dem Mittagessen kühlen Sie sich im Süßwasserbecken der Kuza-Höhle ab oder genießen einfach den Strand, während die Flut zurückkehrt. Am Abend können Sie ein Swahili-Abendessen buchen, das in einem Haus im Dorf gekocht wird.</p>',
        },
        {
          title: 'Hinauf in den Norden nach Nungwi',
          description:
            '<p>Nach dem Frühstück fahren Sie in rund anderthalb Stunden die Ostküste hinauf nach <strong>Nungwi</strong> an der Nordspitze der Insel. Am Nachmittag spazieren Sie am Strand entlang zu den Werften, in denen Dhaus noch von Hand gebaut werden, und besuchen das Schildkrötenbecken von Mnarani, ein Gemeindeprojekt, das sich um aus Fischernetzen gerettete Meeresschildkröten kümmert. Den Tag beschließen Sie mit einer Dhau-Fahrt bei Sonnenuntergang.</p>',
        },
        {
          title: 'Abreise',
          description:
            '<p>Ein freier Vormittag zum Baden in Nungwi, wo das Wasser – anders als an weiten Teilen der Ostküste – bei Ebbe wie bei Flut tief genug zum Schwimmen bleibt. Nach dem Auschecken bringt Sie Ihr Fahrer rechtzeitig für Ihren Weiterflug zum Flughafen, etwa 75 Minuten entfernt. Zusätzliche Nächte am Strand lassen sich auf Wunsch problemlos anhängen.</p>',
        },
      ],
    },
    'nungwi-kendwa-beach-escape': {
      name: 'Strandauszeit in Nungwi & Kendwa',
      description: [
        '<p>An der Nordspitze Sansibars liegen die Strände der Insel, an denen man am besten schwimmen kann. Anders als an der Ostküste, wo sich das Meer bei Ebbe weit zurückzieht, bleibt das Wasser in <strong>Nungwi</strong> und im benachbarten <strong>Kendwa</strong> die meiste Zeit des Tages tief und klar bis nah ans Ufer – ideal für einen Strandurlaub mit einer Prise Abenteuer.</p>',
        '<p>Diese fünftägige Auszeit ist für Paare und Freunde gedacht, die Zeit zum Nichtstun suchen, ergänzt um einige gut gewählte Ausflüge: einen Schnorchelvormittag am <strong>Mnemba-Atoll</strong>, einen Besuch bei den Dhau-Bauern und am Schildkrötenbecken in Nungwi und einen Segeltörn zum Sonnenuntergang auf einer traditionellen Dhau. Kendwa erreichen Sie von Nungwi aus bei einem schönen Spaziergang am Strand, und in beiden Dörfern gibt es viele Restaurants.</p>',
        '<p>Wir buchen komfortable Hotels direkt am Strand; für Paare in den Flitterwochen ist auf Wunsch ein Upgrade in ein Boutique-Resort möglich.</p>',
      ].join(''),
      days: [
        {
          title: 'Ankunft und Transfer in den Norden',
          description:
            '<p>Ihr Fahrer empfängt Sie am Flughafen zur rund 75-minütigen Fahrt durch Dörfer und Felder nach <strong>Nungwi</strong>. Sie beziehen Ihr Hotel am Strand und lassen den Rest des Tages ruhig angehen. Die Sonnenuntergänge auf der Westseite der Landspitze sind berühmt – seien Sie also gegen 18:00 Uhr mit einem kühlen Getränk in der Hand am Strand.</p>',
        },
        {
          title: 'Schnorcheln am Mnemba-Atoll',
          description:
            '<p>Früher Aufbruch zur rund einstündigen Bootsfahrt zum <strong>Mnemba-Atoll</strong>, einem Meeresschutzgebiet. Mit Ihrem Guide schnorcheln Sie an zwei Korallenriffen und halten Ausschau nach Grünen Meeresschildkröten, Rifffischen und oft auch Delfinen. Am frühen Nachmittag sind Sie zurück in Nungwi, zum Mittagessen und für einen faulen Nachmittag am Pool oder am Strand.</p>',
        },
        {
          title: 'Dhau-Bauer und Schildkröten',
          description:
            '<p>Ein entspannter Vormittagsspaziergang mit einem einheimischen Guide zu den Werften von Nungwi, wo Handwerker Dhaus noch weitgehend nach traditionellen Methoden aus Hartholz bauen, und weiter zum Schildkrötenbecken von Mnarani. Am späten Nachmittag gehen Sie an Bord einer traditionellen Dhau zu einem Segeltörn entlang der Küste in den Sonnenuntergang, mit Obst und Softdrinks an Bord.</p>',
        },
        {
          title: 'Ein Tag in Kendwa',
          description:
            '<p>Bei Ebbe spazieren Sie in etwa 30 Minuten am Ufer entlang nach Süden bis <strong>Kendwa</strong>, oder Sie nehmen für die kurze Strecke ein Taxi. Der lange Strand von Kendwa ist ruhig und geschützt, und man kann den ganzen Tag gut schwimmen. Gestalten Sie den Tag ganz nach Lust und Laune: Baden, Stand-up-Paddling, eine Massage oder einfach eine Liege und ein Buch. Auf Wunsch organisieren wir auch einen Tauchgang mit einer Tauchbasis vor Ort (optional, vor Ort zu bezahlen).</p>',
        },
        {
          title: 'Abreise',
          description:
            '<p>Frühstück und ein letztes Bad am Morgen, bevor Sie auschecken. Ihr Fahrer bringt Sie zurück zum Flughafen, etwa 75 Minuten entfernt, oder nach Stone Town, wenn Sie Ihren Aufenthalt dort fortsetzen. Späte Flüge lassen sich gut einplanen; fragen Sie bei der Buchung nach einem späten Check-out.</p>',
        },
      ],
    },
    'nungwi-sunset-dhow-cruise-turtle-pond': {
      name: 'Nungwi: Dhau-Fahrt bei Sonnenuntergang & Schildkröten',
      description: [
        '<p>Ein gemütlicher Nachmittagsausflug für alle, die an der Nordküste wohnen. Er beginnt am <strong>Schildkrötenbecken von Mnarani</strong> in Nungwi, einem kleinen, von der Dorfgemeinschaft getragenen Projekt, das sich um aus Fischernetzen gerettete Meeresschildkröten kümmert und sie wieder ins Meer entlässt, und führt dann am Strand entlang zu den Werften, in denen Dhaus noch von Hand gebaut werden.</p>',
        '<p>Wenn die Hitze des Tages nachlässt, gehen Sie an Bord einer traditionellen hölzernen Dhau mit Lateinersegel und gleiten die Küste hinab in Richtung <strong>Kendwa</strong>, während die Sonne im Meer versinkt. An Bord gibt es Softdrinks und frisches Obst, und bei ruhiger See wird meist ein Badestopp eingelegt.</p>',
        '<p>Die Abholung von Hotels in Nungwi und Kendwa ist inklusive; aus anderen Teilen der Insel organisieren wir gern einen Transfer.</p>',
      ].join(''),
      days: [
        {
          title: 'Schildkröten, Werften und ein Segeltörn in den Sonnenuntergang',
          description:
            '<p>Abholung um 15:00 Uhr an Ihrem Hotel in Nungwi oder Kendwa. Sie verbringen etwa eine Stunde am Schildkrötenbecken von Mnarani, gehen am Leuchtturm an der Nordspitze vorbei und schlendern dann durch die Werften am Strand. Gegen 17:00 Uhr gehen Sie an Bord der Dhau zu einem zweistündigen Törn entlang der Westküste, mit Badestopp, wenn die Bedingungen es erlauben. Nach Sonnenuntergang, gegen 19:00 Uhr, sind Sie zurück an Land.</p>',
        },
      ],
    },
    'pemba-island-diving-expedition': {
      name: 'Tauchexpedition auf Pemba',
      description: [
        '<p>Eine Expedition für Taucher mit Brevet, die an der Nordküste Sansibars beginnt und auf <strong>Pemba</strong> endet, der ruhigeren, hügeligeren Schwesterinsel im Norden, bekannt für steile Korallenwände und außergewöhnlich klares Wasser.</p>',
        '<p>Die ersten Tage tauchen Sie ab <strong>Nungwi</strong>, unter anderem in den Korallengärten des <strong>Mnemba-Atolls</strong>, um die Anreise hinter sich zu lassen und die Ausrüstung zu prüfen. Dann fliegen Sie in rund 30 Minuten nach Pemba, zu Bootstauchgängen rund um Misali Island und an den Riffen der Westküste, wo Steilwände, große Gorgonien und die Chance auf größere Hochseefische erfahrene Taucher anziehen.</p>',
        '<p>Tauchpakete, Leihausrüstung und der Flug nach Pemba werden je nach Ihrem Brevet und der gewünschten Zahl an Tauchgängen separat angeboten.</p>',
      ].join(''),
      days: [
        {
          title: 'Ankunft in Nungwi',
          description:
            '<p>Transfer vom Flughafen nach <strong>Nungwi</strong>, etwa 75 Minuten, und Check-in in der Nähe der Tauchbasis. Am Nachmittag erledigen Sie die Formalitäten, lassen Brevet und Logbuch prüfen und machen an einem nahen Riff einen leichten Check-Tauchgang, um Blei und Ausrüstung abzustimmen. Der Abend ist frei.</p>',
        },
        {
          title: 'Mnemba-Atoll',
          description:
            '<p>Zwei Bootstauchgänge rund um das <strong>Mnemba-Atoll</strong>, ein Meeresschutzgebiet etwa eine Bootsstunde von Nungwi entfernt. Freuen Sie sich auf gesunde Hart- und Weichkorallen, Grüne Meeresschildkröten, Muränen und große Schwärme von Rifffischen; auf der Überfahrt zeigen sich oft Delfine. Oberflächenpause mit Obst und Getränken an Bord; zurück in Nungwi am mittleren Nachmittag.</p>',
        },
        {
          title: 'Flug nach Pemba',
          description:
            '<p>Ein freier Vormittag, dann Transfer zum Flughafen für den kurzen Flug nach Pemba, rund 30 Minuten. Ein Fahrer holt Sie an der Landepiste ab und bringt Sie zu Ihrer Lodge an der Westküste. Ausruhen, auspacken und beim Abendessen an der Einweisung für die Tauchgänge des nächsten Tages teilnehmen.</p>',
        },
        {
          title: 'Die Riffe von Misali Island',
          description:
            '<p>Ein Tauchtag rund um <strong>Misali Island</strong>, ein Meeresschutzgebiet vor der Westküste Pembas, mit zwei Tauchgängen an abfallenden Riffen und Steilwänden. Zwischen den Tauchgängen gibt es Mittagessen am Strand der unbewohnten Insel, auf der ein kurzer Naturpfad durch den Küstenwald führt. Der letzte Tauchgang endet früh, damit bis zu Ihrem Flug volle 24 Stunden vergehen.</p>',
        },
        {
          title: 'Abreise',
          description:
            '<p>Ein letzter freier Vormittag auf Pemba – ohne Tauchgänge, damit Sie sicher fliegen können. Nach dem Mittagessen Transfer zur Landepiste für den Rückflug nach Sansibar, wo unser Fahrer Sie für Ihren Anschluss oder eine zusätzliche Nacht in Stone Town erwartet.</p>',
        },
      ],
    },
  },
  destinations: {
    tarangire: {
      description: [
        '<p>Der <strong>Tarangire-Nationalpark</strong> umfasst rund 2.850 km² südöstlich des Manyara-Sees, etwa zwei Autostunden von Arusha entfernt. Seinen Namen verdankt er dem Tarangire-Fluss, der den Park durchzieht und eine wichtige Wasserquelle bleibt, wenn das Umland austrocknet.</p>',
        '<p>Etwa von Juni bis Oktober ziehen Tiere aus einem weiten Umkreis zum Fluss, und der Tarangire ist dann für einige der größten Elefantenherden im Norden Tansanias bekannt – dazu kommen Zebras, Gnus, Büffel, Giraffen, Löwen und Leoparden. Die Landschaft prägen gewaltige, oft jahrhundertealte Baobabs, verstreut zwischen Akazienwald und saisonalen Sümpfen. Über 500 Vogelarten wurden hier nachgewiesen, was den Park für Vogelbeobachter zu jeder Jahreszeit lohnend macht.</p>',
        '<p><em>Praktische Hinweise:</em> Für Großwild ist die Trockenzeit am besten; von November bis Mai erwarten Sie grüne Landschaften, Zugvögel und weniger Fahrzeuge. In einigen bewaldeten Gebieten gibt es Tsetsefliegen, die von Dunkelblau und Schwarz angezogen werden – Kleidung in neutralen Farben hilft. Auf einer Rundreise durch den Norden lässt sich der Tarangire ideal mit dem Manyara-See und dem Ngorongoro kombinieren.</p>',
      ].join(''),
      facts: [
        'Fläche: rund 2.850 km²',
        'Nationalpark seit 1970',
        'Beste Reisezeit: Juni bis Oktober (Trockenzeit)',
        'Fahrzeit ab Arusha: rund 2 Stunden',
        'Über 500 nachgewiesene Vogelarten',
      ],
      activities: [
        'Pirschfahrten',
        'Elefantenbeobachtung',
        'Vogelbeobachtung',
        'Geführte Buschwanderungen',
        'Baobabs fotografieren',
      ],
    },
    'lake-manyara': {
      name: 'Manyara-See',
      description: [
        '<p>Der <strong>Lake-Manyara-Nationalpark</strong> liegt am Fuß des Steilhangs des Großen Afrikanischen Grabenbruchs, etwa zwei Autostunden westlich von Arusha, direkt beim Ort Mto wa Mbu. Einen Großteil des Parks nimmt der flache, alkalische Manyara-See ein, dessen Größe je nach Regen stark schwankt; seit 1981 gehört das Gebiet zu einem UNESCO-Biosphärenreservat.</p>',
        '<p>Auf engem Raum vereint der Park Grundwasserwald, gespeist von Quellen am Steilhang, Akazienwald, offenes Grasland und ein Seeufer mit heißen Quellen. Wenn die Bedingungen stimmen, sammeln sich Flamingos, Pelikane und Störche auf dem See, und über 400 Vogelarten wurden nachgewiesen. Anubispaviane, Elefanten, Giraffen, Büffel und Flusspferde sieht man regelmäßig. Die Löwen des Parks sind dafür bekannt, in Bäumen zu ruhen – Sichtungen baumkletternder Löwen sind jedoch unberechenbar und keineswegs garantiert.</p>',
        '<p><em>Praktische Hinweise:</em> Eine halb- oder ganztägige Pirschfahrt genügt, und oft besucht man den Park auf dem Weg zum Ngorongoro. Für Säugetiere ist die Trockenzeit von Juni bis Oktober am besten; in den feuchten Monaten gibt es mehr Vögel.</p>',
      ].join(''),
      facts: [
        'Nationalpark seit 1960',
        'Seit 1981 Teil eines UNESCO-Biosphärenreservats',
        'Alkalischer See im Rift Valley, saisonal mit Flamingos',
        'Über 400 nachgewiesene Vogelarten',
        'Ausgangsort: Mto wa Mbu',
      ],
      activities: [
        'Pirschfahrten',
        'Flamingo- und Vogelbeobachtung',
        'Besuch am Flusspferdteich',
        'Baumwipfelpfad',
        'Dorftour in Mto wa Mbu',
      ],
    },
    serengeti: {
      description: [
        '<p>Der <strong>Serengeti-Nationalpark</strong> umfasst 14.763 km² Grasebenen, Akaziensavanne und Granit-Kopjes im Norden Tansanias. Er wurde 1951 gegründet, ist seit 1981 UNESCO-Welterbe und vor allem für die Große Migration bekannt: die ganzjährige Wanderung von weit über einer Million Gnus, begleitet von Zebras und Gazellen, die dem Regen und frischen Weidegründen folgen.</p>',
        '<p>Der Kalender der Herden sieht ungefähr so aus: Von etwa Januar bis März kalben sie auf den Kurzgrasebenen im Süden rund um Ndutu; von April bis Juni ziehen sie nach Norden und Westen, mit Querungen des Grumeti im Westkorridor; und von etwa Juli bis Oktober queren sie im Norden den Mara-Fluss, bevor sie mit der kleinen Regenzeit wieder nach Süden ziehen. Der genaue Zeitpunkt verschiebt sich je nach Niederschlag von Jahr zu Jahr.</p>',
        '<p>Abseits der Herden ist das zentrale Seronera-Gebiet für seine ansässigen Löwen, Leoparden und Geparden bekannt, sodass sich Pirschfahrten das ganze Jahr über lohnen; eine Ballonfahrt bei Sonnenaufgang zeigt Ihnen die Ebenen aus einem ganz anderen Blickwinkel.</p>',
        '<p><em>Praktische Hinweise:</em> Die Fahrt ab Arusha dauert fast einen ganzen Tag; alternativ fliegen Sie zu einer der Landepisten im Park. In den trockenen Monaten von Juni bis Oktober lassen sich die Tiere am leichtesten beobachten.</p>',
      ].join(''),
      facts: [
        'Fläche: 14.763 km²',
        'Nationalpark seit 1951',
        'UNESCO-Welterbe seit 1981',
        'Kalbungszeit: etwa Januar bis März im Süden',
        'Querungen des Mara-Flusses: etwa Juli bis Oktober',
      ],
      activities: [
        'Pirschfahrten',
        'Die Große Migration beobachten',
        'Ballonsafari',
        'Auf der Spur der Großkatzen',
        'Tierfotografie',
        'Frühstück im Busch',
      ],
    },
    'ngorongoro-crater': {
      name: 'Ngorongoro-Krater',
      description: [
        '<p>Der <strong>Ngorongoro-Krater</strong> ist eine vulkanische Caldera von rund 260 km² Fläche und etwa 600 m Tiefe, die entstand, als ein großer Vulkan in sich zusammenbrach. Er liegt in der Ngorongoro Conservation Area, seit 1979 UNESCO-Welterbe, in der Massai-Hirten Seite an Seite mit den Wildtieren leben.</p>',
        '<p>Auf dem Kraterboden wechseln sich Grasland, Sümpfe, der Lerai-Wald aus Fieberakazien und der flache Sodasee Magadi ab, und die steilen Kraterwände sorgen dafür, dass viele Tiere das ganze Jahr über hier bleiben. Auf Pirschfahrten begegnen Sie regelmäßig Löwen, Tüpfelhyänen, Elefanten, Büffeln, Gnus, Zebras und Flusspferden, und der Krater ist einer der besten Orte Tansanias, um das bedrohte Spitzmaulnashorn zu sehen. Flamingos sammeln sich auf dem See, wenn der Wasserstand passt.</p>',
        '<p><em>Praktische Hinweise:</em> Die Fahrzeuge fahren am frühen Morgen hinab, und die Zeit auf dem Kraterboden ist durch die Parkregeln begrenzt; ein Tag wird daher meist um eine einzige Abfahrt mit Picknick herum geplant. Die Lodges am Kraterrand liegen auf rund 2.300 m, und die Nächte können kalt werden – packen Sie eine warme Schicht ein. Der Krater lässt sich das ganze Jahr über besuchen.</p>',
      ].join(''),
      facts: [
        'Kraterboden: rund 260 km²',
        'Kratertiefe: rund 600 m',
        'Ngorongoro Conservation Area: UNESCO-Welterbe seit 1979',
        'Höhe am Kraterrand: rund 2.300 m, mit kühlen Abenden',
        'Einer der besten Orte Tansanias für Spitzmaulnashörner',
      ],
      activities: [
        'Pirschfahrt auf dem Kraterboden',
        'Spitzmaulnashörner beobachten',
        'Picknick am Flusspferdteich',
        'Besuch eines Massai-Dorfs',
        'Wanderung am Kraterrand',
      ],
    },
    kilimanjaro: {
      name: 'Kilimandscharo',
      description: [
        '<p>Der <strong>Kilimandscharo</strong> ist der höchste Berg Afrikas und erreicht am Uhuru Peak auf dem Rand seines Kibo-Kegels 5.895 m. Der ruhende Vulkan besteht aus drei Kegeln – Kibo, Mawenzi und Shira – und ist im Kilimandscharo-Nationalpark geschützt, der seit 1987 zum UNESCO-Welterbe gehört.</p>',
        '<p>Auf den Hauptrouten sind keine Kletterkenntnisse nötig, doch die Höhe macht die Besteigung zu einem ernsthaften Unterfangen. Der Aufstieg führt durch klar voneinander abgegrenzte Vegetationszonen, vom Kulturland und Bergregenwald über Heide- und Moorland und alpine Wüste bis zur vergletscherten Gipfelregion. Zu den beliebten Routen zählen die Marangu-Route mit Hüttenübernachtungen sowie die Zeltrouten Machame, Lemosho und Rongai. Die meisten Besteigungen dauern fünf bis neun Tage; längere Touren ermöglichen eine bessere Akklimatisierung und höhere Erfolgsquoten. Der letzte Aufstieg beginnt meist gegen Mitternacht, damit Sie den Gipfel um Sonnenaufgang erreichen.</p>',
        '<p><em>Praktische Hinweise:</em> Am trockensten und beliebtesten sind die Zeiträume Januar bis Anfang März und Juni bis Oktober. Alle Bergsteiger müssen von einem lizenzierten Bergführer begleitet werden; ein Team aus Trägern und einem Koch trägt die Ausrüstung und bereitet die Mahlzeiten zu. Übliche Ausgangspunkte sind die Städte Moshi und Arusha.</p>',
      ].join(''),
      facts: [
        'Gipfel: Uhuru Peak, 5.895 m',
        'UNESCO-Welterbe seit 1987',
        'Dauer der Besteigung: je nach Route meist 5–9 Tage',
        'Beste Reisezeit: Januar bis Anfang März und Juni bis Oktober',
        'Auf allen Routen ist ein lizenzierter Bergführer Pflicht',
      ],
      activities: [
        'Gipfelbesteigung',
        'Tageswanderung im Regenwald',
        'Materuni-Wasserfälle',
        'Besuch einer Kaffeefarm',
        'Akklimatisierungswanderungen',
      ],
    },
    arusha: {
      description: [
        '<p><strong>Arusha</strong> ist eine lebhafte Stadt am Fuß des Mount Meru (4.566 m) im Norden Tansanias und der wichtigste Ausgangspunkt für Safaris in die Parks des Nordens. Auf rund 1.400 m über dem Meeresspiegel herrscht ein mildes Klima, und der Kilimanjaro International Airport liegt etwa eine Autostunde östlich.</p>',
        '<p>Viele Reisende verbringen hier nur eine Nacht, doch die Gegend lohnt einen längeren Aufenthalt. Der Arusha-Nationalpark, nur eine kurze Fahrt von der Stadt entfernt, bietet Pirschfahrten und geführte Fußsafaris zwischen Giraffen, Büffeln und schwarz-weißen Stummelaffen, Kanufahrten auf den Momella-Seen und Ausblicke auf den Meru und an klaren Tagen auf den Kilimandscharo. In der Stadt und ihrer Umgebung können Sie Kaffeefarmen an den Hängen des Meru besichtigen, über den Massai-Markt und den Zentralmarkt bummeln und an Kulturtouren teilnehmen, die Dorfgemeinschaften in der Nähe selbst organisieren.</p>',
        '<p><em>Praktische Hinweise:</em> Arusha eignet sich gut, um sich nach einem langen Flug zu erholen und vor einer Safari Geld zu wechseln oder Besorgungen zu machen. Die Besteigung des Mount Meru dauert drei bis vier Tage und dient oft der Akklimatisierung für den Kilimandscharo. Am angenehmsten ist ein Besuch in den trockenen Monaten Juni bis Oktober sowie Januar und Februar.</p>',
      ].join(''),
      facts: [
        'Höhe: rund 1.400 m',
        'Mount Meru: 4.566 m',
        'Kilimanjaro International Airport: rund 1 Stunde mit dem Auto',
        'Tor zu den Safariparks im Norden',
      ],
      activities: [
        'Tagesausflug in den Arusha-Nationalpark',
        'Fußsafari',
        'Kanufahrt auf den Momella-Seen',
        'Besuch einer Kaffeefarm',
        'Einkaufen auf dem Massai-Markt',
        'Besteigung des Mount Meru',
      ],
    },
    nyerere: {
      description: [
        '<p>Der <strong>Nyerere-Nationalpark</strong> im Süden Tansanias wurde 2019 aus dem nördlichen Teil des Selous-Wildreservats geschaffen und ist mit rund 30.900 km² der größte Nationalpark des Landes. Benannt ist er nach Julius Nyerere, dem ersten Präsidenten Tansanias; das gesamte Selous-Ökosystem gehört seit 1982 zum UNESCO-Welterbe.</p>',
        '<p>Seine Lebensader ist der Rufiji, dessen Flussarme, Seen und Sandbänke Flusspferden und Krokodilen, Elefanten, Büffeln, Giraffen und Löwen Lebensraum bieten, ebenso Afrikanischen Wildhunden. Anders als in den meisten Parks Tansanias sind im Nyerere Bootssafaris auf dem Fluss und den Seen sowie geführte Fußsafaris erlaubt – ein Besuch verbindet also Pirschfahrten mit Zeit auf dem Wasser und zu Fuß. Die Vogelwelt am Fluss ist reich, mit Schreiseeadlern, Eisvögeln, Reihern und Störchen.</p>',
        '<p><em>Praktische Hinweise:</em> Die meisten Besucher reisen mit dem Kleinflugzeug aus Dar es Salaam oder Sansibar an, sodass sich der Park leicht mit einem Strandaufenthalt verbinden lässt. Beste Reisezeit ist die Trockenzeit von Juni bis Oktober; viele Camps schließen während der großen Regenzeit etwa im April und Mai.</p>',
      ].join(''),
      facts: [
        'Fläche: rund 30.900 km²',
        '2019 aus einem Teil des Selous-Wildreservats geschaffen',
        'Selous-Wildreservat: UNESCO-Welterbe seit 1982',
        'Beste Reisezeit: Juni bis Oktober',
        'Anreise: mit dem Kleinflugzeug ab Dar es Salaam oder Sansibar',
      ],
      activities: [
        'Pirschfahrten',
        'Bootssafari auf dem Rufiji',
        'Fußsafari',
        'Auf der Spur der Wildhunde',
        'Vogelbeobachtung',
      ],
    },
    ruaha: {
      description: [
        '<p>Der <strong>Ruaha-Nationalpark</strong> im südlichen Zentrum Tansanias umfasst rund 20.000 km² und gehört zu den größten Nationalparks des Landes. Benannt ist er nach dem Großen Ruaha, der an seiner Ostseite entlangfließt und in der Trockenzeit die Tiere anzieht. Wegen seiner Abgeschiedenheit kommen weit weniger Besucher hierher als in die Parks im Norden.</p>',
        '<p>Die Landschaft aus sanften Hügeln, Felsformationen und baobabbestandenem Buschwald liegt dort, wo ost- und südafrikanische Lebensräume aufeinandertreffen; so sehen Sie neben vertrauteren Tieren auch Große und Kleine Kudus, Rappen- und Pferdeantilopen. Der Ruaha ist bekannt für seine Elefanten und großen Löwenrudel, und auch Geparden, Leoparden und Afrikanische Wildhunde leben hier. Über 500 Vogelarten wurden nachgewiesen.</p>',
        '<p><em>Praktische Hinweise:</em> Für Tierbeobachtungen ist die Trockenzeit von Juni bis Oktober am besten, wenn sich die Tiere am Fluss sammeln; die feuchten Monate ab November bringen grüne Landschaften und Zugvögel. Die meisten Besucher fliegen aus Dar es Salaam, Arusha oder Sansibar zu den Landepisten des Parks; auf der Straße liegt er rund drei Stunden von der Stadt Iringa entfernt.</p>',
      ].join(''),
      facts: [
        'Fläche: rund 20.000 km²',
        'Nationalpark seit 1964',
        'Beste Reisezeit: Juni bis Oktober',
        'Über 500 nachgewiesene Vogelarten',
        'Anreise: Linienflüge oder rund 3 Stunden auf der Straße ab Iringa',
      ],
      activities: ['Pirschfahrten', 'Fußsafari', 'Elefantenbeobachtung', 'Vogelbeobachtung', 'Tierfotografie'],
    },
    'stone-town': {
      description: [
        '<p><strong>Stone Town</strong> ist die Altstadt von Sansibar-Stadt an der Westküste von Unguja, der Hauptinsel des Sansibar-Archipels. Die Swahili-Handelsstadt ist seit 2000 UNESCO-Welterbe; ihre engen Gassen, Korallensteinhäuser und geschnitzten Holztüren erzählen von Jahrhunderten afrikanischer, arabischer, persischer, indischer und europäischer Einflüsse.</p>',
        '<p>Ein geführter Rundgang umfasst meist das Alte Fort, das House of Wonders an der Uferpromenade (nach einem Teileinsturz 2020 wegen Restaurierung geschlossen), den Darajani-Markt und die Anglikanische Kathedrale, errichtet an der Stelle des letzten offenen Sklavenmarkts, der 1873 geschlossen wurde. Die Gedenkstätte und die nahen Kammern, in denen die Versklavten festgehalten wurden, machen den Besuch zu einer bewegenden Erfahrung. Abends füllen sich die Forodhani-Gärten mit Essensständen und Menschen, die den Sonnenuntergang erleben wollen, und eine Dhau-Fahrt entlang der Uferpromenade ist ein beliebter Tagesausklang.</p>',
        '<p><em>Praktische Hinweise:</em> Am trockensten sind die Monate Juni bis Oktober und Dezember bis Februar; die große Regenzeit dauert von März bis Mai. Stone Town ist überwiegend muslimisch geprägt: Bedecken Sie beim Spaziergang Schultern und Knie, und seien Sie im Ramadan besonders zurückhaltend.</p>',
      ].join(''),
      facts: [
        'UNESCO-Welterbe seit 2000',
        'Beste Reisezeit: Juni bis Oktober und Dezember bis Februar',
        'Große Regenzeit: März bis Mai',
        'Flughafen: rund 20 Minuten mit dem Auto',
        'Kleidung: in der Stadt Schultern und Knie bedecken',
      ],
      activities: [
        'Geführter Stadtrundgang',
        'Besuch der Gedenkstätte am Sklavenmarkt',
        'Nachtmarkt in den Forodhani-Gärten',
        'Dhau-Fahrt bei Sonnenuntergang',
        'Besuch des Darajani-Markts',
        'Swahili-Kochkurs',
      ],
    },
    'prison-island': {
      description: [
        '<p><strong>Prison Island</strong>, auf Swahili <em>Changuu</em>, ist eine kleine Insel rund 5 km vor Stone Town, die Sie mit dem Boot in etwa 20 bis 30 Minuten erreichen. In den 1890er-Jahren wurde hier ein Gefängnis gebaut, das jedoch nie Häftlinge aufnahm; später diente die Insel als Quarantänestation, und einige Gebäude stehen bis heute.</p>',
        '<p>Die meisten Besucher kommen heute wegen der Aldabra-Riesenschildkröten. Die ersten waren 1919 ein Geschenk der Seychellen; die Kolonie lebt heute in einem geschützten Gehege, in dem Sie Tiere ganz unterschiedlichen Alters sehen – einige sollen über hundert Jahre alt sein. Neben den Schildkröten gibt es einen kurzen Spaziergang durch die alten Gebäude, einen kleinen Strand und Korallenstöcke nahe dem Ufer, die sich gut zum Schnorcheln eignen.</p>',
        '<p><em>Praktische Hinweise:</em> Ein Halbtagesausflug ab Stone Town genügt. Der Eintritt zum Schildkrötengehege wird auf der Insel bezahlt, getrennt vom Bootspreis. An ruhigen Vormittagen ist das Wasser meist am klarsten, und Badeschuhe sind am felsigen Ufer hilfreich.</p>',
      ].join(''),
      facts: [
        'Name auf Swahili: Changuu',
        'Bootsfahrt: etwa 20–30 Minuten ab Stone Town',
        'Aldabra-Riesenschildkröten, die ersten 1919 von den Seychellen',
        'Gefängnis aus den 1890er-Jahren, später Quarantänestation',
        'Dauer des Besuchs: ein halber Tag',
      ],
      activities: [
        'Besuch im Schildkrötengehege',
        'Schnorcheln',
        'Bootsausflug',
        'Spaziergang durch historische Ruinen',
        'Zeit am Strand',
      ],
    },
    nungwi: {
      description: [
        '<p><strong>Nungwi</strong> ist ein Fischerdorf an der Nordspitze von Unguja, rund 60 km von Stone Town entfernt. Es gehört zu den ältesten Badeorten der Insel, mit Hotels und Restaurants an seinem Weststrand, während das Dorf selbst noch immer einen Großteil seines Lebensunterhalts mit dem Meer verdient.</p>',
        '<p>Nungwi ist bekannt für seinen traditionellen Dhau-Bau: Am Strand formen Handwerker die hölzernen Rümpfe weitgehend von Hand, und Besucher können ihnen bei der Arbeit zusehen. Ganz in der Nähe kümmert sich das von der Dorfgemeinschaft betriebene Mnarani-Schildkrötenaquarium in einem natürlichen Gezeitenbecken um Meeresschildkröten und entlässt sie wieder ins Meer. Beliebt sind außerdem Dhau-Fahrten bei Sonnenuntergang, Schnorchel- und Tauchausflüge zum Mnemba-Atoll und Hochseeangeln.</p>',
        '<p><em>Praktische Hinweise:</em> Der Tidenhub ist an diesem Küstenabschnitt geringer als an der Ostküste, sodass Sie bei fast jedem Wasserstand baden können. Das beste Wetter herrscht von Juni bis Oktober und von Dezember bis Februar; die Fahrt ab Stone Town dauert etwa anderthalb Stunden.</p>',
      ].join(''),
      facts: [
        'Entfernung: rund 60 km nördlich von Stone Town',
        'Fahrzeit ab Stone Town: rund 1,5 Stunden',
        'Bekannt für: traditionellen Dhau-Bau',
        'Mnarani-Schildkrötenaquarium im Dorf',
        'Beste Reisezeit: Juni bis Oktober und Dezember bis Februar',
      ],
      activities: [
        'Dhau-Fahrt bei Sonnenuntergang',
        'Besuch einer Dhau-Werft',
        'Mnarani-Schildkrötenaquarium',
        'Schnorcheln',
        'Tauchen',
        'Hochseeangeln',
      ],
    },
    kendwa: {
      description: [
        '<p><strong>Kendwa</strong> ist ein nach Westen ausgerichteter Strand wenige Kilometer südwestlich von Nungwi an der Nordwestküste Sansibars. Sein breiter weißer Sandstreifen ist von kleinen Hotels und Strandbars gesäumt, wirkt aber ruhiger als der Nachbarort.</p>',
        '<p>Der größte Vorzug von Kendwa: Die Gezeiten wirken sich hier kaum auf den Strand aus. An der Ostküste kann sich das Meer bei Ebbe weit zurückziehen, hier dagegen bleibt das Wasser den ganzen Tag über gut erreichbar, sodass Sie fast jederzeit baden können. Da der Strand nach Westen blickt, geht die Sonne über dem Meer unter, und Dhau-Fahrten zum Sonnenuntergang starten direkt vom Ufer. Schnorchel- und Tauchausflüge zum Mnemba-Atoll und zu nahen Riffen sind leicht zu organisieren, und regelmäßig finden hier Vollmond-Strandpartys statt.</p>',
        '<p><em>Praktische Hinweise:</em> Das beste Strandwetter herrscht von Juni bis Oktober und von Dezember bis Februar; während der großen Regenzeit im April und Mai schließen einige Hotels. Nungwi ist eine kurze Autofahrt entfernt oder bei Ebbe zu Fuß am Strand erreichbar.</p>',
      ].join(''),
      facts: [
        'Lage: wenige Kilometer südwestlich von Nungwi',
        'Gezeiten: kaum spürbar, Baden fast zu jeder Tageszeit',
        'Strand nach Westen, mit Sonnenuntergängen über dem Meer',
        'Beste Reisezeit: Juni bis Oktober und Dezember bis Februar',
      ],
      activities: ['Baden', 'Dhau-Fahrt bei Sonnenuntergang', 'Schnorcheln', 'Tauchen', 'Stand-up-Paddling'],
    },
    mnemba: {
      description: [
        '<p><strong>Mnemba</strong> ist ein Korallenatoll rund 3 km vor der Nordostküste von Unguja, nahe Matemwe. Die kleine Insel in seiner Mitte ist an eine private Lodge verpachtet und darf nur von deren Gästen betreten werden; das umliegende Riff dagegen, seit 2002 als Mnemba Island Marine Conservation Area geschützt, steht allen Besuchern offen und zählt zu den bekanntesten Schnorchel- und Tauchrevieren Sansibars.</p>',
        '<p>Im flachen Wasser rund um das Atoll sehen Schnorchler Rifffische, Seesterne und Korallen, und oft zeigen sich Grüne Meeresschildkröten. Spinnerdelfine und Große Tümmler werden in der Gegend häufig gesichtet, während tiefere Steilwände und Korallengärten Tauchern jeder Erfahrungsstufe etwas bieten. Die Boote legen in Matemwe, Nungwi und Kendwa ab, und viele Touren verbinden das Schnorcheln mit der Chance, Delfine zu sehen.</p>',
        '<p><em>Praktische Hinweise:</em> Pro Besucher wird eine Schutzgebühr erhoben, die zur Finanzierung des Schutzgebiets beiträgt. Berühren Sie keine Korallen und stellen Sie sich nicht darauf, halten Sie respektvollen Abstand zu Delfinen und Schildkröten, und verwenden Sie riffschonende Sonnencreme. Die Bedingungen auf See hängen von den Monsunwinden ab; bei Abfahrten am frühen Morgen ist das Wasser meist ruhiger.</p>',
      ].join(''),
      facts: [
        'Mnemba Island Marine Conservation Area, gegründet 2002',
        'Entfernung: rund 3 km vor der Nordostküste',
        'Die Insel selbst ist privat: Betreten nur für Gäste der Lodge',
        'Bootsausflüge ab Matemwe, Nungwi und Kendwa',
        'Schutzgebühr pro Besucher',
      ],
      activities: ['Schnorcheln', 'Tauchen', 'Delfinbeobachtung', 'Bootsausflug', 'Schildkröten beobachten'],
    },
    paje: {
      description: [
        '<p><strong>Paje</strong> ist ein Dorf an der Südostküste Sansibars, etwa eine Autostunde von Stone Town entfernt. Sein langer weißer Strand liegt an einer weiten, flachen Lagune, die ein vorgelagertes Riff schützt, und es ist das bekannteste Kitesurf-Zentrum Sansibars.</p>',
        '<p>Über weite Teile des Jahres weht ein beständiger Passatwind über die Lagune, vor allem etwa von Juni bis Oktober und von Dezember bis März, und das bei Ebbe knietiefe Wasser eignet sich gut zum Lernen. Kiteschulen am Strand bieten Kurse für Anfänger und Leihausrüstung für Erfahrene. Abseits des Wassers hat Paje eine entspannte Mischung aus Gästehäusern, Cafés und Strandbars zu bieten und ist ein praktischer Ausgangspunkt für den Jozani-Wald und die Algenfarmen im benachbarten Jambiani.</p>',
        '<p><em>Praktische Hinweise:</em> Der Tidenhub ist hier groß. Bei Ebbe zieht sich das Meer weit über Sandbänke und Algenfelder zurück, baden können Sie daher am besten um die Flut herum. Tragen Sie in der Lagune Badeschuhe, denn Seeigel sind hier häufig.</p>',
      ].join(''),
      facts: [
        'Entfernung: rund 50 km von Stone Town (etwa 1 Stunde)',
        'Beste Kite-Zeiten: Juni bis Oktober und Dezember bis März',
        'Großer Tidenhub: Die Lagune fällt bei Ebbe weitgehend trocken',
        'Nachbardörfer: Bwejuu und Jambiani',
      ],
      activities: [
        'Kitesurfkurse',
        'Verleih von Kitesurfausrüstung',
        'Wanderungen durch die Lagune bei Ebbe',
        'Schnorcheln am Riff',
        'Stand-up-Paddling',
      ],
    },
    jambiani: {
      description: [
        '<p><strong>Jambiani</strong> ist ein langgestrecktes Dorf an der Südostküste von Unguja, gleich südlich von Paje. Der Alltag richtet sich hier noch immer nach den Gezeiten: Fischer segeln in hölzernen Auslegerkanus (<em>Ngalawa</em>) hinaus, und bei Ebbe pflegen Frauen die Algenreihen, die auf dem trockengefallenen Sand angepflanzt sind.</p>',
        '<p>Seit der Algenanbau Ende der 1980er-Jahre auf Sansibar eingeführt wurde, ist er hier eine wichtige Einnahmequelle. Bei einem geführten Dorfrundgang sehen Sie die Farmen, erfahren, wie die Algen angebaut und getrocknet werden, und können daraus hergestellte Seife und andere Produkte kaufen. Außerdem können Sie mit einem Ngalawa segeln, am Riff schnorcheln und die Kuza-Höhle besuchen, eine Kalksteinhöhle mit Süßwasserbecken am Dorfrand.</p>',
        '<p><em>Praktische Hinweise:</em> Wie überall an der Ostküste zieht sich das Meer bei Ebbe weit zurück – prüfen Sie also die Gezeiten, bevor Sie ein Bad planen. Kleiden Sie sich im Dorf zurückhaltend und fragen Sie, bevor Sie Menschen fotografieren. Das beste Wetter herrscht von Juni bis Oktober und von Dezember bis Februar.</p>',
      ].join(''),
      facts: [
        'Lage: Südostküste, gleich südlich von Paje',
        'Lebensgrundlagen: Fischfang und Algenanbau',
        'In der Nähe: Kuza-Höhle',
        'Großer Tidenhub an dieser Küste',
        'Beste Reisezeit: Juni bis Oktober und Dezember bis Februar',
      ],
      activities: [
        'Besuch einer Algenfarm',
        'Dorfrundgang',
        'Segeln im Ngalawa',
        'Schnorcheln',
        'Baden in der Kuza-Höhle',
      ],
    },
    'jozani-forest': {
      name: 'Jozani-Wald',
      description: [
        '<p>Der <strong>Jozani-Wald</strong> ist das Herzstück des Jozani-Chwaka-Bay-Nationalparks, des einzigen Nationalparks Sansibars, rund 35 km südöstlich von Stone Town. Er schützt eines der letzten Stücke Grundwasserwald der Insel, dazu Mangroven und Buschland auf Korallenkalk rund um die Chwaka-Bucht.</p>',
        '<p>Die meisten Besucher kommen wegen des Sansibar-Stummelaffen, einer Affenart, die nur auf Sansibar vorkommt. Die Gruppen am Waldrand sind an Menschen gewöhnt, sodass Sie ihnen oft aus nächster Nähe beim Fressen und Spielen zusehen können. Ein geführter Spaziergang auf den Waldpfaden führt außerdem vorbei an hohen Bäumen, Palmen und Farnen, Weißkehlmeerkatzen und vielen Vögeln, und ein Holzsteg durch die Mangroven erklärt ihre Rolle als Kinderstube für Fische und als Küstenschutz.</p>',
        '<p><em>Praktische Hinweise:</em> Ein Besuch dauert ein bis zwei Stunden und lässt sich gut mit einem Ausflug an die Südostküste verbinden. Halten Sie einige Meter Abstand zu den Affen, füttern Sie sie nicht und verzichten Sie auf Blitzlicht. Der Wald ist das ganze Jahr über zugänglich; am kühlsten ist es am frühen Morgen und am späten Nachmittag.</p>',
      ].join(''),
      facts: [
        'Teil des Jozani-Chwaka-Bay-Nationalparks, ausgewiesen 2004',
        'Einziger Nationalpark Sansibars',
        'Endemische Art: Sansibar-Stummelaffe',
        'Entfernung: rund 35 km südöstlich von Stone Town',
        'Dauer des Besuchs: 1–2 Stunden',
      ],
      activities: [
        'Geführte Waldwanderung',
        'Sansibar-Stummelaffen beobachten',
        'Holzsteg durch die Mangroven',
        'Vogelbeobachtung',
        'Naturfotografie',
      ],
    },
    'kizimbani-spice-farms': {
      name: 'Gewürzfarmen von Kizimbani',
      description: [
        '<p><strong>Kizimbani</strong> ist ein Anbaugebiet im Zentrum von Unguja, eine kurze Fahrt von Stone Town entfernt. Gewürze werden hier seit dem 19. Jahrhundert angebaut, als die omanischen Sultane von Sansibar auf der ganzen Insel Nelkenplantagen anlegten. Gewürznelken machten Sansibar zu einem der führenden Erzeuger der Welt, und zusammen mit Pemba ist es bis heute als „Gewürzinseln“ bekannt.</p>',
        '<p>Bei einer geführten Gewürztour spazieren Sie durch schattige Gärten und sehen, wie vertraute Gewürze wachsen: Gewürznelke, Muskatnuss, Zimt, schwarzer Pfeffer, Kardamom, Vanille, Zitronengras und Kurkuma, dazu tropische Früchte wie Jackfrucht, Sternfrucht und Rambutan. Die Guides laden Sie ein, unterwegs zu riechen und zu probieren, flechten oft kleine Körbe, Hüte oder Ringe aus Palmblättern, und mitunter klettert ein Farmarbeiter eine Kokospalme hinauf. Viele Touren enden mit einer Verkostung von Früchten der Saison und Gewürztee, und Gewürze können Sie als Mitbringsel kaufen.</p>',
        '<p><em>Praktische Hinweise:</em> Eine Tour dauert meist zwei bis drei Stunden und lässt sich gut mit einem Vormittag in Stone Town verbinden. Tragen Sie geschlossene Schuhe, da die Wege nach Regen schlammig sein können, nehmen Sie Insektenschutz mit und haben Sie etwas Kleingeld für Trinkgelder und Einkäufe dabei.</p>',
      ].join(''),
      facts: [
        'Entfernung: rund 30 Minuten mit dem Auto ab Stone Town',
        'Dauer der Tour: meist 2–3 Stunden',
        'Hier wachsen: Gewürznelken, Muskatnuss, Zimt, Vanille, schwarzer Pfeffer',
        'Nelkenplantagen seit dem 19. Jahrhundert',
        'Ganzjährig geöffnet',
      ],
      activities: [
        'Geführte Gewürztour',
        'Gewürzverkostung',
        'Verkostung tropischer Früchte',
        'Vorführung: Klettern auf die Kokospalme',
        'Flechten mit Palmblättern',
      ],
    },
  },
  categories: {
    Wildlife: 'Tierwelt',
    Beach: 'Strand',
    Culture: 'Kultur',
    History: 'Geschichte',
    Adventure: 'Abenteuer',
    'Marine Life': 'Unterwasserwelt',
    Nature: 'Natur',
    Mountain: 'Berge',
    Birdwatching: 'Vogelbeobachtung',
    Photography: 'Fotografie',
    Family: 'Familie',
    Honeymoon: 'Flitterwochen',
    'Airport transfers': 'Flughafentransfers',
    'Park entrance fees': 'Parkeintrittsgebühren',
    'Professional English-speaking guide': 'Professioneller englischsprachiger Guide',
    Accommodation: 'Unterkunft',
    'All meals on safari': 'Vollpension während der Safari',
    Breakfast: 'Frühstück',
    'Bottled drinking water': 'Trinkwasser in Flaschen',
    '4x4 safari vehicle with pop-up roof': 'Safari-Geländewagen (4x4) mit Hubdach',
    'Boat trips': 'Bootsausflüge',
    'Snorkelling equipment': 'Schnorchelausrüstung',
    'Entrance tickets': 'Eintrittskarten',
    'Porters, cook and mountain crew': 'Träger, Koch und Bergteam',
    'Climbing permits and rescue fees': 'Besteigungsgenehmigung und Rettungsgebühren',
    'International flights': 'Internationale Flüge',
    'Visa fees': 'Visagebühren',
    'Travel insurance': 'Reiseversicherung',
    'Tips and gratuities': 'Trinkgelder',
    'Alcoholic drinks': 'Alkoholische Getränke',
    'Personal expenses': 'Persönliche Ausgaben',
    'Hot-air balloon safari': 'Ballonsafari',
    'Optional activities': 'Optionale Aktivitäten',
  },
};
