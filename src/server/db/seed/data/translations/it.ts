// Italian translations of the demo catalogue (trips, destinations, categories), seeded as the 'it' texts.
import type { SeedTranslations } from '#server/db/seed/data/types.js';

export const ITALIAN: SeedTranslations = {
  trips: {
    'tarangire-lake-manyara-short-safari': {
      name: 'Safari breve: Tarangire e Lago Manyara',
      description: [
        '<p>Hai poco tempo ma non vuoi rinunciare alla fauna della Tanzania? Questo safari di tre giorni da Arusha ti porta in due dei parchi più belli del circuito nord, senza lunghe giornate in auto.</p>',
        '<p>Il <strong>Tarangire</strong> è famoso per i suoi elefanti, che nella stagione secca si radunano in grandi branchi lungo il fiume Tarangire, e per i baobab giganti che punteggiano le sue pianure. Qui trascorri un giorno e mezzo di game drive, con buone probabilità di vedere leoni, giraffe e zebre e un’enorme varietà di uccelli. L’ultimo giorno prosegui verso il <strong>Lago Manyara</strong>, dove la foresta di falda lascia spazio a pianure alluvionali e a un lago alcalino ai piedi della scarpata della Rift Valley: qui vivono branchi di babbuini, ippopotami e, in certi periodi, fenicotteri.</p>',
        '<p>Viaggi su un fuoristrada 4x4 privato con tetto apribile, accompagnato da un autista-guida esperto.</p>',
      ].join(''),
      days: [
        {
          title: 'Da Arusha al Tarangire',
          description:
            '<p>Partenza dal tuo hotel di Arusha alle 8:00 e circa due ore di strada fino al <strong>Parco Nazionale del Tarangire</strong>. Pranzo picnic all’ingresso e pomeriggio di game drive lungo il fiume, dove elefanti, bufali e giraffe vengono ad abbeverarsi. Cena e pernottamento in un tented lodge appena fuori dal parco.</p>',
        },
        {
          title: 'Una giornata intera nel Tarangire',
          description:
            '<p>Si parte presto, quando i predatori sono più attivi, per spingersi nel cuore del parco fino alla <strong>palude di Silale</strong>, dove è facile incontrare elefanti, bufali e grandi stormi di uccelli. Pranzo picnic all’ombra di un baobab. La tua guida cercherà i leoni che riposano sugli alberi e i leopardi del parco, anche se gli avvistamenti non sono mai garantiti. Rientro al lodge per un aperitivo al tramonto.</p>',
        },
        {
          title: 'Lago Manyara e rientro ad Arusha',
          description:
            '<p>Circa un’ora di strada fino al <strong>Parco Nazionale del Lago Manyara</strong> per un game drive mattutino nella foresta di falda, alla ricerca di cercopitechi dal diadema e branchi di babbuini, poi sulla piana alluvionale tra ippopotami, bufali e uccelli acquatici. Dopo il pranzo picnic rientri ad Arusha, a circa due ore, con arrivo nel tardo pomeriggio.</p>',
        },
      ],
    },
    'northern-circuit-classic-6-days-5-nights': {
      name: 'Classico del Nord – 6 giorni / 5 notti',
      description: [
        '<p>Il nostro safari più richiesto unisce i quattro grandi parchi del nord della Tanzania in un unico anello da Arusha, con il ritmo giusto. In sei giorni vedi gli elefanti e i baobab del <strong>Tarangire</strong>, le pianure sconfinate del <strong>Serengeti</strong>, il fondo del <strong>cratere di Ngorongoro</strong> brulicante di animali e la foresta e il lago alcalino del <strong>Lago Manyara</strong>.</p>',
        '<p>L’itinerario contiene i trasferimenti e ti porta nel posto giusto al momento giusto: due notti nel Serengeti centrale, nella zona di Seronera, dove leoni, ghepardi e leopardi vivono tutto l’anno, e una notte sul bordo del cratere per scendere di buon mattino. A luglio le mandrie della migrazione di solito attraversano il Serengeti occidentale e settentrionale; da una base centrale non sempre si riesce a raggiungerle, quindi chiedici pure di aggiungere una notte più a nord.</p>',
        '<p>Ingressi ai parchi, pasti, acqua potabile e lodge e campi tendati confortevoli sono tutti inclusi.</p>',
      ].join(''),
      days: [
        {
          title: 'Da Arusha al Tarangire',
          description:
            '<p>Partenza da Arusha alle 8:00 e circa due ore di strada fino al <strong>Parco Nazionale del Tarangire</strong>. Pomeriggio di game drive tra i baobab e lungo il fiume Tarangire, dove nella stagione secca si radunano grandi branchi di elefanti. Pernottamento in un lodge vicino al parco.</p>',
        },
        {
          title: 'Attraverso gli altopiani fino al Serengeti',
          description:
            '<p>Una giornata lunga ma spettacolare. Si attraversano Karatu e gli altopiani boscosi di Ngorongoro, con una sosta al belvedere sul bordo del cratere, poi si scende nelle pianure del Serengeti oltre il gate di Naabi Hill. In tutto sono circa sei ore di strada, spezzate da un pranzo picnic e da un game drive lungo il percorso fino a <strong>Seronera</strong>, nel Serengeti centrale, dove trascorri due notti.</p>',
        },
        {
          title: 'Serengeti centrale',
          description:
            '<p>Una giornata intera alla scoperta della <strong>valle del fiume Seronera</strong> e dei kopje circostanti, una delle zone migliori d’Africa per i grandi felini. Si parte presto per sorprendere leoni e ghepardi in movimento, pausa per il pranzo e si riparte nel pomeriggio, quando la luce si addolcisce. Con un supplemento puoi prenotare un volo in mongolfiera all’alba.</p>',
        },
        {
          title: 'Dal Serengeti al bordo del cratere',
          description:
            '<p>Un ultimo game drive mattutino nel Serengeti, poi si torna verso Naabi Hill e si sale nella Ngorongoro Conservation Area, in circa tre-quattro ore. Sistemazione in un lodge sul <strong>bordo del cratere</strong> o nelle vicinanze, a circa 2.300 metri, dove la sera fa abbastanza fresco da accendere il camino.</p>',
        },
        {
          title: 'Cratere di Ngorongoro',
          description:
            '<p>Di buon mattino scendi di circa 600 metri sul fondo del cratere per un game drive fino a sei ore, il limite abituale per ogni visita. La caldera chiusa ospita leoni, elefanti, bufali, iene, grandi mandrie di zebre e gnu e una delle poche popolazioni di <strong>rinoceronte nero</strong> rimaste in Tanzania. Pranzo picnic vicino a una pozza di ippopotami, poi risali e prosegui per Karatu, dove passi la notte.</p>',
        },
        {
          title: 'Lago Manyara e rientro ad Arusha',
          description:
            '<p>Circa 40 minuti di strada fino al <strong>Parco Nazionale del Lago Manyara</strong> per un game drive mattutino nella foresta di falda e lungo le rive del lago, regno di babbuini, cercopitechi dal diadema, ippopotami e tantissimi uccelli acquatici. Dopo pranzo si prosegue per Arusha, a circa due ore, e ti accompagniamo in hotel o al Kilimanjaro International Airport, circa un’ora più in là.</p>',
        },
      ],
    },
    'great-migration-river-crossings-safari': {
      name: 'Grande Migrazione: i guadi del Mara',
      description: [
        '<p>Tra luglio e ottobre la Grande Migrazione raggiunge il <strong>Serengeti</strong> settentrionale, e con lei arriva lo spettacolo naturale più emozionante dell’Africa orientale: colonne di gnu e zebre si ammassano sulle rive del fiume Mara e poi si gettano in acqua, sotto gli occhi dei coccodrilli in agguato. Questo safari è costruito per darti le migliori probabilità possibili di assistervi.</p>',
        '<p>Dopo due notti nel Serengeti centrale ne trascorri tre nel nord, vicino al fiume, così la tua guida può spostarsi con le mandrie e attendere con pazienza nei punti di guado. I guadi dipendono soltanto dagli animali e nessuno può prometterne uno in un giorno preciso, ma più giorni nella zona giusta ad agosto ti danno ottime probabilità. Il viaggio si chiude con una notte sul bordo del <strong>cratere di Ngorongoro</strong> e un game drive sul fondo del cratere.</p>',
      ].join(''),
      days: [
        {
          title: 'Da Arusha al Serengeti',
          description:
            '<p>Partenza di buon mattino da Arusha per il lungo trasferimento verso il <strong>Serengeti</strong>, attraverso Karatu e gli altopiani di Ngorongoro, con una sosta al belvedere sul bordo del cratere. Calcola sette-otto ore di strada, compresi un pranzo picnic e un game drive dal gate di Naabi Hill fino a <strong>Seronera</strong>, dove trascorri due notti.</p>',
        },
        {
          title: 'Serengeti centrale',
          description:
            '<p>Una giornata intera di game drive intorno a Seronera, dove leoni, leopardi e ghepardi vivono tutto l’anno. La tua guida resta anche in contatto con le altre guide per sapere dove si trova la migrazione, così domani parti verso nord sapendo già dove si stanno radunando le mandrie lungo il fiume.</p>',
        },
        {
          title: 'A nord, verso il fiume Mara',
          description:
            '<p>Si sale verso nord attraverso la zona di Lobo e i suoi kopje di granito fino al Serengeti settentrionale, un viaggio di quattro-cinque ore con avvistamenti lungo il percorso. Sistemazione per tre notti in un campo tendato vicino a Kogatu, a due passi dal <strong>fiume Mara</strong>, e, se le mandrie sono nei paraggi, un game drive in serata.</p>',
        },
        {
          title: 'I guadi del fiume Mara',
          description:
            '<p>Una giornata intera a seguire le mandrie lungo il fiume Mara. I guadi possono avvenire a qualsiasi ora, quindi porti con te il pranzo picnic e resti fuori tutto il giorno, spostandoti tra i punti di attraversamento noti man mano che gli gnu si ammassano sulle rive. Tieni d’occhio anche i coccodrilli del Nilo e i leoni e i leopardi che seguono la migrazione.</p>',
        },
        {
          title: 'Un secondo giorno nel nord',
          description:
            '<p>Un’altra giornata intera nel Serengeti settentrionale, di nuovo al fiume oppure alla scoperta del <strong>Lamai Wedge</strong>, sulla riva opposta, a seconda di dove si trovano le mandrie. Il nord, più tranquillo, ospita anche molti elefanti, giraffe e bufali, e i fuoristrada sono molti meno che nelle pianure centrali.</p>',
        },
        {
          title: 'Ritorno nel Serengeti centrale',
          description:
            '<p>Un’ultima mattinata al fiume, poi si scende verso sud fino a Seronera, in circa quattro ore con game drive lungo il percorso. La tua guida si ferma ogni volta che compare qualcosa che merita, quindi anche il trasferimento fa parte del safari. Pernottamento nel Serengeti centrale, con un ultimo tramonto sulle pianure.</p>',
        },
        {
          title: 'Dal Serengeti al bordo del cratere',
          description:
            '<p>Dopo colazione lasci Seronera e superi il gate di Naabi Hill, con una sosta alla <strong>gola di Olduvai</strong> e al suo piccolo museo sulle origini dell’uomo, poi sali fino al bordo del cratere di Ngorongoro, in tutto circa quattro-cinque ore. Pomeriggio libero nel tuo lodge sul bordo del cratere, a circa 2.300 metri.</p>',
        },
        {
          title: 'Cratere di Ngorongoro e Arusha',
          description:
            '<p>Discesa di buon mattino per un game drive di mezza giornata sul <strong>fondo del cratere</strong>, regno di leoni, elefanti, bufali, iene e del raro rinoceronte nero. Dopo il pranzo picnic risali e torni ad Arusha, in circa quattro ore, con arrivo in prima serata. Se hai un volo in tarda serata, possiamo accompagnarti al Kilimanjaro International Airport.</p>',
        },
      ],
    },
    'serengeti-calving-season-safari': {
      name: 'Serengeti: safari nella stagione delle nascite',
      description: [
        '<p>Da gennaio a marzo le mandrie di gnu si radunano nelle pianure a erba corta del <strong>Serengeti</strong> meridionale e nella zona di Ndutu per partorire: in poche settimane nascono centinaia di migliaia di piccoli. È la migrazione nel suo momento più intimo, e le pianure brulicano di predatori attirati dalla caccia facile.</p>',
        '<p>Questo safari di cinque giorni ti offre tre notti a Ndutu, proprio dove nascono i piccoli, con giornate intere per esplorare sia i boschi di Ndutu sia le pianure aperte del Serengeti. Poi scendi nel <strong>cratere di Ngorongoro</strong> per un game drive e concludi con una mattinata al <strong>Lago Manyara</strong>, sulla via del ritorno ad Arusha.</p>',
        '<p>Di solito il picco delle nascite è a febbraio. La pioggia, se arriva, cade per lo più in brevi rovesci pomeridiani, che lasciano il paesaggio verde e una luce splendida per le fotografie.</p>',
      ].join(''),
      days: [
        {
          title: 'Da Arusha a Ndutu',
          description:
            '<p>Partenza da Arusha alle 7:30 attraverso Karatu e gli altopiani di Ngorongoro fino alla zona di <strong>Ndutu</strong>, al margine delle pianure del Serengeti meridionale. Il viaggio dura circa cinque-sei ore, compresa la sosta per il pranzo, e l’ultimo tratto è già un game drive, mentre compaiono le prime mandrie. Tre notti in un campo tendato a Ndutu.</p>',
        },
        {
          title: 'Dove nascono i piccoli',
          description:
            '<p>Una giornata intera tra le mandrie intorno ai laghi Ndutu e Masek. I piccoli nascono nelle pianure aperte, spesso di primo mattino, e si reggono sulle zampe in pochi minuti. Leoni, ghepardi, iene e sciacalli non sono mai lontani, e la tua guida posiziona il fuoristrada con cura perché tu possa osservare senza disturbare gli animali.</p>',
        },
        {
          title: 'Le pianure del Serengeti meridionale',
          description:
            '<p>Si parte verso le vaste pianure a erba corta del Serengeti meridionale, in direzione di Naabi Hill e dei <strong>Gol Kopjes</strong>, seguendo le mandrie ovunque si siano spostate. Questi spazi aperti sono ideali per i ghepardi e per cogliere le vere dimensioni della migrazione. Pranzo picnic nelle pianure e rientro al campo nel tardo pomeriggio.</p>',
        },
        {
          title: 'Cratere di Ngorongoro',
          description:
            '<p>Circa due ore di strada fino al cratere e discesa sul fondo per un game drive di mezza giornata tra leoni, bufali, elefanti, zebre e il raro rinoceronte nero, mentre sul lago Magadi ci sono spesso i fenicotteri. Dopo il pranzo vicino alla pozza degli ippopotami risali e prosegui verso un lodge a Karatu per la notte.</p>',
        },
        {
          title: 'Lago Manyara e Arusha',
          description:
            '<p>Game drive mattutino nel <strong>Parco Nazionale del Lago Manyara</strong>, a circa 40 minuti da Karatu, alla ricerca di babbuini, elefanti, ippopotami e uccelli acquatici lungo le rive del lago. Dopo il pranzo picnic, le ultime due ore di strada fino ad Arusha, con arrivo nel tardo pomeriggio.</p>',
        },
      ],
    },
    'kilimanjaro-machame-route-7-days-6-nights': {
      name: 'Kilimangiaro, via Machame – 7 giorni / 6 notti',
      description: [
        '<p>La <strong>via Machame</strong>, spesso chiamata via Whiskey, è a ragione il percorso più amato per salire sul Kilimangiaro. Sale attraverso la foresta pluviale e le eriche fino all’altopiano di Shira, corre sotto i ghiacciai del Kibo e raggiunge la vetta da sud-est, con paesaggi sempre diversi e un profilo ben studiato che ti permette di salire in alto e dormire più in basso.</p>',
        '<p>Sette giorni danno al tuo corpo il tempo di acclimatarsi prima dell’attacco finale a <strong>Uhuru Peak</strong>, a 5.895 metri, il punto più alto dell’Africa. Sali con guide di montagna esperte, formate nel primo soccorso e nella gestione del mal di montagna, e con il supporto di uno staff completo di portatori e di un cuoco che prepara pasti caldi in ogni campo.</p>',
        '<p>Il trekking è impegnativo ma non richiede tecnica alpinistica: contano soprattutto un buon allenamento, l’attrezzatura giusta e un atteggiamento positivo. Molti escursionisti aggiungono poi un safari o qualche giorno di riposo.</p>',
      ].join(''),
      days: [
        {
          title: 'Da Machame Gate a Machame Camp',
          description:
            '<p>Circa un’ora di strada da Moshi, o due da Arusha, fino a <strong>Machame Gate</strong>, a 1.800 metri, dove ti registri e conosci il tuo staff. Il sentiero sale costante nella rigogliosa foresta pluviale montana, dove vivono cercopitechi dal diadema e colobi, fino a <strong>Machame Camp</strong>, a circa 2.835 metri. Da cinque a sette ore di cammino. Cena e pernottamento in tenda.</p>',
        },
        {
          title: 'Da Machame Camp a Shira Camp',
          description:
            '<p>Lasciata la foresta, sali tra eriche giganti e brughiera fino a una cresta rocciosa, con le prime vedute nitide del Kibo e, a ovest, del monte Meru. Dopo quattro-sei ore raggiungi <strong>Shira Camp</strong>, al margine dell’altopiano di Shira, a circa 3.750 metri. Da qui le notti si fanno fredde: vestiti a strati.</p>',
        },
        {
          title: 'Da Shira Camp a Barranco Camp passando per la Lava Tower',
          description:
            '<p>Una giornata importante per l’acclimatamento. Sali verso est attraverso il deserto alpino fino alla <strong>Lava Tower</strong>, un antico camino vulcanico a 4.630 metri dove ci si ferma per il pranzo, poi scendi nella valle del Barranco, tra i senecio giganti, fino a <strong>Barranco Camp</strong>, a circa 3.960 metri. Salire in alto e dormire più in basso aiuta il corpo ad adattarsi. Da sei a sette ore di cammino.</p>',
        },
        {
          title: 'Dalla Barranco Wall a Karanga Camp',
          description:
            '<p>Si comincia con la famosa <strong>Barranco Wall</strong>, una parete ripida da superare in circa un’ora: a vederla intimorisce, ma non servono corde né esperienza di arrampicata, solo attenzione e ogni tanto l’aiuto delle mani. Il sentiero attraversa poi una serie di creste e valli fino a <strong>Karanga Camp</strong>, a circa 3.995 metri, l’ultimo punto d’acqua del percorso. Da quattro a cinque ore.</p>',
        },
        {
          title: 'Da Karanga Camp a Barafu Camp',
          description:
            '<p>Una salita breve ma costante, di tre-quattro ore, su un terreno roccioso e spoglio fino a <strong>Barafu Camp</strong>, a 4.673 metri, il campo base per la vetta. Arrivi verso l’ora di pranzo, riposi, ceni presto e prepari l’attrezzatura per la vetta. Le guide fanno il briefing al gruppo e controllano lo stato di salute di tutti prima che tu provi a dormire qualche ora.</p>',
        },
        {
          title: 'Giorno della vetta: Uhuru Peak e discesa a Mweka Camp',
          description:
            '<p>Sveglia verso le 23:00 e salita notturna alla luce della frontale: raggiungi Stella Point, sul bordo del cratere, verso l’alba e <strong>Uhuru Peak</strong>, a 5.895 metri, circa un’ora dopo. Dopo le foto accanto al cartello della vetta scendi a Barafu per riposare e mangiare, poi prosegui fino a <strong>Mweka Camp</strong>, a circa 3.100 metri. In tutto da dodici a quattordici ore di cammino.</p>',
        },
        {
          title: 'Da Mweka Camp a Mweka Gate',
          description:
            '<p>Un’ultima discesa di tre-quattro ore nella foresta pluviale fino a <strong>Mweka Gate</strong>, a 1.640 metri, dove firmi il registro d’uscita e ricevi il certificato di vetta. Saluti il tuo staff e rientri in hotel a Moshi o ad Arusha per una lunga doccia calda e un festeggiamento più che meritato.</p>',
        },
      ],
    },
    'southern-circuit-nyerere-ruaha-safari': {
      name: 'Circuito sud: safari a Nyerere e Ruaha',
      description: [
        '<p>I parchi del sud della Tanzania sono immensi, remoti e molto meno frequentati del celebre circuito nord, ed è proprio questo il loro fascino. Questo safari via terra unisce il <strong>Parco Nazionale Nyerere</strong>, nato dalla parte settentrionale dell’ex Riserva faunistica del Selous, all’aspra boscaglia del <strong>Ruaha</strong>, così in un solo viaggio scopri due angoli di natura selvaggia molto diversi.</p>',
        '<p>A Nyerere tutto ruota intorno al fiume Rufiji e ai suoi laghi: esplori in fuoristrada, in barca tra ippopotami e coccodrilli e a piedi con un ranger armato. Il Ruaha, più a ovest, è una terra arida di baobab lungo il fiume Great Ruaha, nota per i grandi branchi di leoni, le numerose mandrie di elefanti e la presenza sia del kudu maggiore sia del kudu minore. Entrambi i parchi sono roccaforti del licaone, una specie in pericolo.</p>',
        '<p>Ottobre è la fine della stagione secca, quando gli animali si concentrano vicino all’acqua. Il trasferimento tra i due parchi è lungo, quindi lo spezziamo con una notte vicino a Mikumi.</p>',
      ].join(''),
      days: [
        {
          title: 'Da Dar es Salaam a Nyerere',
          description:
            '<p>Partenza di buon mattino dal tuo hotel di Dar es Salaam per circa sei ore di strada fino al <strong>Parco Nazionale Nyerere</strong>, tra campi coltivati e boschi di miombo. Arrivi in tempo per un pranzo tardivo al campo affacciato sui laghi, poi parti per il primo game drive quando il caldo del pomeriggio si attenua. Tre notti a Nyerere.</p>',
        },
        {
          title: 'Laghi e boschi di Nyerere',
          description:
            '<p>Una giornata intera di game drive intorno al <strong>lago Manze</strong> e agli altri laghi a nord del Rufiji, dove elefanti, bufali, giraffe, leoni e grandi branchi di impala vengono ad abbeverarsi. Tieni gli occhi aperti per i licaoni, che in questa zona hanno le loro tane, e per la ricca avifauna lungo le rive. Pranzo picnic all’ombra di un palmeto di borassi.</p>',
        },
        {
          title: 'Safari sul fiume e a piedi',
          description:
            '<p>Al mattino safari in barca sul <strong>fiume Rufiji</strong>, scivolando accanto a gruppi di ippopotami, coccodrilli che si crogiolano al sole e colonie di gruccioni carminio che nidificano negli argini. Nel pomeriggio parti per un safari a piedi con un ranger armato e impari a leggere le tracce e i piccoli dettagli della savana. Rientro al campo per un aperitivo al tramonto in riva all’acqua.</p>',
        },
        {
          title: 'Da Nyerere a Mikumi',
          description:
            '<p>Dopo colazione lasci Nyerere e prosegui verso ovest passando per Morogoro fino a Mikumi, in circa sei-sette ore tra sterrato e asfalto. Pernottamento in un lodge vicino al Parco Nazionale di Mikumi: la statale che attraversa il parco regala spesso avvistamenti di elefanti, giraffe e zebre direttamente dalla strada.</p>',
        },
        {
          title: 'Attraverso Iringa fino al Ruaha',
          description:
            '<p>Si prosegue verso ovest attraverso Mikumi e la gola di Kitonga, punteggiata di baobab, fino a Iringa, cittadina degli altopiani, poi si imbocca la strada sterrata per il <strong>Parco Nazionale del Ruaha</strong>, circa tre ore più in là. In tutto sono circa sette ore di strada, che si concludono con un game drive fino al campo, affacciato sul fiume Great Ruaha. Tre notti nel Ruaha.</p>',
        },
        {
          title: 'Il fiume e i baobab del Ruaha',
          description:
            '<p>Una giornata intera alla scoperta del <strong>fiume Great Ruaha</strong> e dei suoi letti sabbiosi, l’ancora di salvezza del parco nella stagione secca. Gli elefanti scavano nel letto dei fiumi in cerca d’acqua, leoni e leopardi pattugliano le rive e sulle colline coperte di baobab vivono kudu maggiori e minori, antilopi roane e, con un po’ di fortuna, antilopi nere. Pranzo picnic nella savana.</p>',
        },
        {
          title: 'Nel cuore del Ruaha',
          description:
            '<p>Un’altra giornata intera: lungo il fiume verso il letto sabbioso del <strong>Mwagusi</strong>, una delle zone migliori del parco per i grandi felini, oppure, se preferisci esplorare a piedi, una passeggiata guidata nella savana. La tua guida organizza la giornata in base agli avvistamenti più recenti. L’ultima sera la passi intorno al fuoco, sotto un cielo pieno di stelle.</p>',
        },
        {
          title: 'Dal Ruaha a Iringa',
          description:
            '<p>Un ultimo game drive di buon mattino mentre esci dal parco, poi circa tre ore di strada fino a Iringa, dove il safari termina verso mezzogiorno. Da Iringa puoi raggiungere Dar es Salaam in auto o in aereo, oppure proseguire verso sud, negli altopiani meridionali: saremo felici di aiutarti a organizzare il resto del viaggio, con un supplemento.</p>',
        },
      ],
    },
    'family-safari-elephants-crater-treetops': {
      name: 'Safari in famiglia: elefanti, cratere e foresta',
      description: [
        '<p>Un safari pensato tanto per la soglia di attenzione dei bambini quanto per i desideri degli adulti. I game drive durano poche ore alla volta, i lodge sono scelti per le piscine e le camere familiari e in cinque giorni l’itinerario offre tantissima varietà: gli elefanti del <strong>Tarangire</strong>, il <strong>cratere di Ngorongoro</strong>, una passerella tra le chiome degli alberi al <strong>Lago Manyara</strong> e una visita da vivere con le mani in una piantagione di caffè.</p>',
        '<p>La tua guida è abituata a viaggiare con le famiglie e porta binocoli e schede di avvistamento per i piccoli esploratori, e con il fuoristrada privato puoi fermarti per uno spuntino, una pausa o una domanda ogni volta che vuoi. Di solito questo viaggio piace ai bambini dai cinque anni circa in su; al momento della prenotazione parliamo insieme di età ed esigenze.</p>',
        '<p>Dicembre è un periodo bellissimo per viaggiare, con i paesaggi verdi dopo le piogge brevi e tanti cuccioli nelle pianure.</p>',
      ].join(''),
      days: [
        {
          title: 'Da Arusha al Tarangire',
          description:
            '<p>Partenza da Arusha con calma alle 9:00 per le due ore di strada fino al <strong>Tarangire</strong>. Pranzo picnic nel parco, poi un game drive di circa tre ore per incontrare i branchi di elefanti e cercare giraffe, zebre e leoni. Sistemazione in un lodge con piscina vicino all’ingresso del parco, in tempo per un tuffo prima di cena.</p>',
        },
        {
          title: 'Vita di villaggio e caffè a Karatu',
          description:
            '<p>Un breve game drive al mattino, poi si prosegue verso <strong>Mto wa Mbu</strong>, dove una guida locale ti accompagna in una tranquilla passeggiata o in bicicletta tra piantagioni di banane e botteghe artigiane. Si sale poi lungo la scarpata fino a Karatu, in circa 45 minuti, e il pomeriggio lo passi in una piantagione di caffè a raccogliere, tostare e assaggiare, con la cioccolata calda per i più piccoli.</p>',
        },
        {
          title: 'Nel cratere di Ngorongoro',
          description:
            '<p>Partenza presto per la discesa nel <strong>cratere di Ngorongoro</strong>, una delle più grandi caldere vulcaniche intatte al mondo. Circa cinque ore di game drive alla ricerca di leoni, ippopotami, bufali e magari di un rinoceronte nero, con pranzo picnic vicino a una pozza di ippopotami, prima di rientrare al lodge di Karatu per rilassarti.</p>',
        },
        {
          title: 'Tra le chiome del Lago Manyara',
          description:
            '<p>Circa 40 minuti di strada fino al <strong>Parco Nazionale del Lago Manyara</strong>. I bambini adorano la passerella tra le chiome, una serie di ponti sospesi tra le cime degli alberi della foresta (con un piccolo supplemento), e i branchi di babbuini e i cercopitechi dal diadema lungo la pista nella foresta. Si prosegue fino alla riva del lago per ippopotami e uccelli acquatici, poi rientro a Karatu per un pomeriggio libero in piscina.</p>',
        },
        {
          title: 'Ritorno ad Arusha',
          description:
            '<p>Colazione con calma e circa due ore e mezza di strada per tornare ad <strong>Arusha</strong>. Lungo il percorso ci fermiamo in un mercato dell’artigianato per i souvenir, poi pranzo in città prima di accompagnarti in hotel o al Kilimanjaro International Airport, circa un’ora più in là.</p>',
        },
      ],
    },
    'rift-valley-lakes-crater-birding-safari': {
      name: 'Birdwatching: laghi del Rift e cratere',
      description: [
        '<p>Il nord della Tanzania è una delle regioni più ricche d’Africa per il birdwatching, e da novembre ad aprile alle specie stanziali si aggiungono i migratori provenienti dall’Europa e dall’Asia. Questo safari di quattro giorni segue un itinerario scelto per la varietà degli habitat, dal lago alcalino e dalla foresta di falda alle praterie del cratere, ai boschi di acacie e ai laghi del Parco Nazionale di Arusha, con una guida che riconosce i canti tanto quanto i piumaggi.</p>',
        '<p>Tra i momenti più belli possono esserci i fenicotteri sul <strong>Lago Manyara</strong> e nel <strong>cratere di Ngorongoro</strong>, le gru coronate grigie e le otarde kori sul fondo del cratere, e gli inseparabili mascherati e gli storni cenerini del <strong>Tarangire</strong>, entrambi endemici della Tanzania. Lungo il percorso non mancano i grandi mammiferi, quindi anche chi viaggia con te senza essere appassionato di uccelli non si annoierà.</p>',
        '<p>Il ritmo è più lento di quello di un safari classico, con il tempo per fermarsi, scrutare con calma e fotografare.</p>',
      ].join(''),
      days: [
        {
          title: 'Da Arusha al Lago Manyara',
          description:
            '<p>Partenza da Arusha alle 8:00 per le due ore di strada fino al <strong>Parco Nazionale del Lago Manyara</strong>. Dedichi la giornata al birdwatching, dalla foresta alle rive del lago: buceri guanceargentate tra le chiome, pellicani e cicogne sull’acqua e, quando il livello del lago è quello giusto, fenicotteri. Pernottamento in un lodge sulla scarpata vicino a Karatu.</p>',
        },
        {
          title: 'Cratere di Ngorongoro',
          description:
            '<p>Discesa nel <strong>cratere di Ngorongoro</strong> per un game drive di mezza giornata tra praterie, paludi e il lago Magadi. Cerca otarde kori, gru coronate grigie, unghielunghe golarosa e fenicotteri, accanto a leoni, bufali e rinoceronti neri. Il pomeriggio è dedicato al birdwatching nella foresta d’altura sul bordo del cratere, prima del rientro a Karatu.</p>',
        },
        {
          title: 'Tarangire',
          description:
            '<p>Circa due ore di strada fino al <strong>Parco Nazionale del Tarangire</strong>, dove sono state censite oltre 500 specie di uccelli. Trascorri una giornata intera tra baobab e acacie alla ricerca di due endemismi, l’inseparabile mascherato e lo storno cenerino, oltre a buceri, barbetti e rapaci, e naturalmente dei famosi branchi di elefanti del parco. Pernottamento in un lodge vicino al parco.</p>',
        },
        {
          title: 'Parco Nazionale di Arusha e laghi Momella',
          description:
            '<p>Circa due ore e mezza di strada fino al <strong>Parco Nazionale di Arusha</strong>, ai piedi del monte Meru. Birdwatching sui laghi Momella, tra fenicotteri e uccelli acquatici, e nella foresta montana, alla ricerca del turaco di Hartlaub e dei colobi bianchi e neri, poi si prosegue per Arusha, a circa un’ora, dove il safari termina nel tardo pomeriggio.</p>',
        },
      ],
    },
    'stone-town-heritage-walk': {
      name: 'Stone Town, passeggiata nella storia',
      description: [
        '<p><strong>Stone Town</strong> è il cuore antico di Zanzibar City e Patrimonio dell’Umanità UNESCO: un labirinto di vicoli stretti dove influssi swahili, arabi, indiani ed europei si incontrano tra case in pietra corallina, porte in legno intagliato e mercati vivaci. Questa passeggiata senza fretta con una guida locale ti aiuta a leggerne le storie.</p>',
        '<p>In circa quattro ore visiti l’Old Fort, il lungomare intorno alla House of Wonders (chiusa per restauro), il mercato di Darajani e la Cattedrale anglicana, costruita dove sorgeva l’ultimo mercato degli schiavi a cielo aperto, dove una piccola mostra racconta con onestà quella storia dolorosa. Lungo il percorso la guida ti mostra le porte più belle, gli antichi bagni persiani di Hamamni e gli angoli dove i vicini si ritrovano per un caffè e una partita a domino.</p>',
        '<p>La passeggiata termina vicino ai Forodhani Gardens, il posto ideale per fermarsi al tramonto e cenare alle bancarelle della sera.</p>',
      ].join(''),
      days: [
        {
          title: 'Vicoli, mercati e memoria',
          description:
            '<p>Ci incontriamo alle 9:00 nel tuo hotel di Stone Town e partiamo a piedi. Tra i momenti più belli: l’<strong>Old Fort</strong>, il lungomare davanti alla House of Wonders, i padiglioni delle spezie e del pesce del <strong>mercato di Darajani</strong>, i bagni persiani di Hamamni e la <strong>Cattedrale anglicana</strong> con il memoriale e la mostra sul mercato degli schiavi. Calcola circa quattro ore di camminata tranquilla, con soste per un succo fresco o un caffè. Il tour termina verso le 13:00 vicino ai Forodhani Gardens.</p>',
        },
      ],
    },
    'nakupenda-sandbank-prison-island-dhow-day': {
      name: 'In dhow a Nakupenda e Prison Island',
      description: [
        '<p>È la classica giornata di relax in mare davanti a Stone Town. Un dhow tradizionale in legno ti porta prima a <strong>Prison Island</strong> (Changuu), a circa 30 minuti dal lungomare, e poi a <strong>Nakupenda</strong>, un banco di sabbia bianchissima che emerge e cambia forma con le maree.</p>',
        '<p>A Prison Island incontri le tartarughe giganti di Aldabra, alcune ben oltre i cent’anni, e passeggi tra gli edifici di un carcere costruito negli anni Novanta dell’Ottocento ma poi usato come stazione di quarantena. Poi è il momento di nuotare e fare snorkeling sui coralli intorno all’isola, prima di veleggiare verso il banco di sabbia per un pranzo di pesce alla griglia e frutta.</p>',
        '<p>La giornata è perfetta per le famiglie e per chi vuole l’acqua turchese senza lunghi trasferimenti. Gli orari cambiano un po’ con la marea, e il tuo skipper organizza tutto di conseguenza.</p>',
      ].join(''),
      days: [
        {
          title: 'Tartarughe, reef e banco di sabbia',
          description:
            '<p>Ritrovo verso le 9:30 sulla spiaggia di Stone Town vicino a Forodhani e imbarco sul dhow per la traversata di 30 minuti fino a <strong>Prison Island</strong>. Trascorri un’ora tra le tartarughe giganti e i vecchi edifici della quarantena, poi fai snorkeling sul reef vicino. Si prosegue verso il <strong>banco di sabbia di Nakupenda</strong> per un bagno, un pranzo di pesce servito all’ombra e tutto il tempo per lasciarti galleggiare nell’acqua bassa. Rientro a Stone Town verso le 16:00.</p>',
        },
      ],
    },
    'spice-farm-jozani-forest-day-tour': {
      name: 'Spezie e foresta di Jozani in giornata',
      description: [
        '<p>Zanzibar si è guadagnata il nome di Isola delle Spezie nell’Ottocento, quando le piantagioni di chiodi di garofano coprivano gran parte delle campagne. Questa escursione di un giorno unisce quella storia al lembo di foresta originaria più famoso dell’isola.</p>',
        '<p>Al mattino percorri circa 30 minuti di strada da Stone Town fino alle piantagioni di spezie di <strong>Kizimbani</strong>, dove un contadino ti guida tra le piante ad annusare, assaggiare e indovinare chiodi di garofano, noce moscata, cannella, pepe nero, vaniglia e citronella, per finire con la frutta di stagione. Dopo pranzo prosegui verso la <strong>foresta di Jozani</strong>, casa del colobo rosso di Zanzibar, una scimmia che non vive in nessun altro luogo al mondo. Una guida locale ti accompagna in una breve passeggiata nella foresta e lungo la passerella che si snoda tra le mangrovie.</p>',
        '<p>È una giornata facile e varia, ideale come prima uscita sull’isola.</p>',
      ].join(''),
      days: [
        {
          title: 'Spezie al mattino, scimmie nel pomeriggio',
          description:
            '<p>Partenza da Stone Town alle 9:00 e 30 minuti di strada fino a <strong>Kizimbani</strong> per una passeggiata guidata tra le spezie con degustazione, e la possibilità di acquistare le spezie direttamente dalla piantagione. Il pranzo è un semplice pasto swahili alla fattoria. Verso le 13:30 ci spostiamo per circa un’ora verso sud-est fino alla <strong>foresta di Jozani</strong>, per una passeggiata guidata tra i colobi rossi e i cercopitechi di Sykes e lungo la passerella tra le mangrovie. Rientro a Stone Town verso le 17:00.</p>',
        },
      ],
    },
    'mnemba-atoll-snorkelling-day': {
      name: 'Snorkeling all’atollo di Mnemba',
      description: [
        '<p>L’<strong>atollo di Mnemba</strong>, al largo della costa nord-orientale di Zanzibar, è un’area marina protetta e offre alcuni dei fondali più belli dell’isola per lo snorkeling. L’isoletta è privata, ma i giardini di corallo che la circondano sono aperti a tutti, con acqua limpida, pesci di barriera a non finire, tartarughe verdi e, abbastanza spesso, gruppi di delfini.</p>',
        '<p>La nostra barca parte da Nungwi, sulla punta settentrionale, e impiega circa un’ora per raggiungere l’atollo. Fai due soste di snorkeling con una guida in acqua insieme a te, e tra l’una e l’altra c’è frutta fresca a bordo. Gli avvistamenti di delfini sono frequenti ma mai garantiti, e manteniamo una distanza rispettosa invece di inseguirli.</p>',
        '<p>Una volta rientrati a Nungwi c’è tempo per pranzare in riva al mare e fare un bagno su una spiaggia dove l’acqua resta abbastanza profonda con qualsiasi marea.</p>',
      ].join(''),
      days: [
        {
          title: 'Snorkeling all’atollo di Mnemba',
          description:
            '<p>Ritrovo sulla spiaggia di Nungwi alle 8:00, quando il mare di solito è più calmo, e prova di maschera e pinne. In barca fino a <strong>Mnemba</strong> ci vuole circa un’ora. Fai snorkeling in due punti del reef con la tua guida, alla ricerca di tartarughe, razze e delfini. Rientro a Nungwi verso le 13:00 per il pranzo in un ristorante sulla spiaggia e pomeriggio libero. Il trasferimento da Kendwa si organizza facilmente; da Stone Town calcola circa 75 minuti per tratta.</p>',
        },
      ],
    },
    'southeast-coast-lagoon-escape-4-days-3-nights': {
      name: 'Laguna della costa sud-est – 4 giorni / 3 notti',
      description: [
        '<p>La costa sud-orientale è la Zanzibar più rilassata: lunghe spiagge bianche, una laguna poco profonda protetta dalla barriera corallina e villaggi dove la coltivazione delle alghe scandisce ancora il ritmo della giornata. Questa breve fuga divide il tempo tra <strong>Paje</strong>, la capitale del kitesurf dell’isola, e la più tranquilla <strong>Jambiani</strong>, poco più a sud.</p>',
        '<p>Qui le maree sono forti. Con la bassa marea il mare si ritira per centinaia di metri, lasciando banchi di sabbia, pozze e donne che curano i loro appezzamenti di alghe, poi qualche ora dopo torna a riempire tutto di turchese. Organizziamo ogni giornata seguendo questo ritmo: passeggiate nella laguna e visita al villaggio con la bassa marea, bagni e pagaiate con l’alta marea e un’uscita in barca fino al reef.</p>',
        '<p><em>Buono a sapersi:</em> lezioni di kitesurf e trattamenti in spa si aggiungono facilmente sul posto, ma non sono compresi nel prezzo.</p>',
      ].join(''),
      days: [
        {
          title: 'Arrivo e strada per Paje',
          description:
            '<p>Il nostro autista ti accoglie all’Abeid Amani Karume International Airport per circa un’ora di strada attraverso l’isola fino a <strong>Paje</strong>. Sistemazione in una piccola guesthouse sulla spiaggia, poi una passeggiata tranquilla sulla sabbia mentre cambia la marea. La sera scegli per cena uno dei ristoranti informali che si affacciano sulla spiaggia.</p>',
        },
        {
          title: 'Laguna e barriera esterna',
          description:
            '<p>Con la marea giusta una barca locale, spesso una tradizionale <em>ngalawa</em> a bilanciere, ti porta attraverso la laguna fino al margine del reef per fare snorkeling tra coralli e pesci di barriera. Il pomeriggio è libero per nuotare, leggere o provare una lezione introduttiva in una delle scuole di kitesurf di Paje (facoltativa, da pagare sul posto). Il tramonto si gode al meglio dalla spiaggia, mentre i kite rientrano.</p>',
        },
        {
          title: 'Il villaggio di Jambiani e la grotta di Kuza',
          description:
            '<p>Un breve tragitto verso sud fino a <strong>Jambiani</strong>, dove una guida del villaggio ti mostra le coltivazioni di alghe, una scuola e una casa di famiglia, spiegandoti come la comunità vive al ritmo delle maree. Nel pomeriggio visiti la <strong>grotta di Kuza</strong>, una grotta calcarea con una limpida pozza d’acqua dolce dove fare il bagno, poi ti trasferisci in una guesthouse sulla spiaggia di Jambiani per l’ultima notte.</p>',
        },
        {
          title: 'Arrivederci alla costa',
          description:
            '<p>Goditi un’ultima colazione e un’ultima passeggiata sulla sabbia con la bassa marea prima del check-out. A seconda dell’orario del tuo volo ti riportiamo all’aeroporto, a circa un’ora, oppure ti accompagniamo a Stone Town o alle spiagge del nord se prosegui la vacanza (i trasferimenti oltre l’aeroporto hanno un prezzo a parte).</p>',
        },
      ],
    },
    'stone-town-spice-island-culture-3-days-2-nights': {
      name: 'Stone Town e l’Isola delle Spezie – 3 giorni / 2 notti',
      description: [
        '<p>Tre giorni senza fretta a Stone Town e dintorni, pensati per chi da Zanzibar vuole qualcosa di più delle spiagge. Soggiorni in una casa storica restaurata nella città vecchia ed esplori con una guida locale che sa spiegarti non solo che cosa stai guardando, ma anche perché è importante.</p>',
        '<p>Il primo giorno intero è dedicato a <strong>Stone Town</strong>: l’Old Fort, l’Old Dispensary, il mercato di Darajani e la Cattedrale anglicana con la sua toccante mostra sulla tratta degli schiavi in Africa orientale. L’ultimo giorno ti porta fuori città, in barca fino a <strong>Prison Island</strong> e alle sue tartarughe giganti e in auto fino alle piantagioni di spezie di <strong>Kizimbani</strong>, dove prende vita il commercio dei chiodi di garofano che ha segnato la storia dell’isola.</p>',
        '<p>Le serate sono libere per una cena su una terrazza, le bancarelle di Forodhani o una passeggiata al tramonto sul lungomare.</p>',
      ].join(''),
      days: [
        {
          title: 'Arrivo a Stone Town',
          description:
            '<p>Trasferimento dall’aeroporto al tuo hotel di Stone Town, a circa 20 minuti. Dopo la sistemazione, nel tardo pomeriggio la tua guida ti raggiunge per una tranquilla passeggiata di orientamento tra i vicoli fino al lungomare, che termina ai <strong>Forodhani Gardens</strong> mentre le bancarelle della sera accendono le griglie. Un buon modo per orientarti prima della giornata intera che ti aspetta.</p>',
        },
        {
          title: 'Il cuore della città vecchia',
          description:
            '<p>Una giornata intera a piedi con la tua guida. Visiti l’<strong>Old Fort</strong> e l’<strong>Old Dispensary</strong> con i suoi balconi intagliati, poi attraversi il mercato di Darajani con i padiglioni delle spezie e del pesce. Dopo pranzo ti fermi alla <strong>Cattedrale anglicana</strong>, al memoriale e alla mostra sul mercato degli schiavi, e concludi con i bagni persiani di Hamamni e le porte intagliate dei quartieri di Kiponda e Shangani.</p>',
        },
        {
          title: 'Prison Island e le piantagioni di spezie',
          description:
            '<p>Al mattino circa 30 minuti di barca fino a <strong>Prison Island</strong> per incontrare le tartarughe giganti di Aldabra e vedere la vecchia stazione di quarantena, con il tempo per un bagno. Una volta a terra, circa 30 minuti di strada fino a <strong>Kizimbani</strong> per una passeggiata nella piantagione di spezie e un pranzo con degustazione. Nel tardo pomeriggio ti accompagniamo all’aeroporto o al tuo prossimo hotel sull’isola.</p>',
        },
      ],
    },
    'zanzibar-island-highlights': {
      name: 'Zanzibar: il meglio dell’isola',
      description: [
        '<p>Se hai una settimana e vuoi vedere tutta l’isola, non solo un suo angolo, questo è il viaggio giusto. Si comincia con due notti a <strong>Stone Town</strong>, si prosegue tra le piantagioni di spezie e la <strong>foresta di Jozani</strong> fino alla costa sud-orientale a <strong>Jambiani</strong> e si finisce sulle spiagge del nord a <strong>Nungwi</strong>, con un autista e una guida che si occupano di tutta l’organizzazione.</p>',
        '<p>Il ritmo è voluto: raramente più di due ore in auto al giorno, e pomeriggi liberi una volta raggiunta la costa. A Stone Town scopri la storia dei sultani omaniti e dei commerci di spezie e di schiavi, a Jozani incontri i colobi rossi, cammini tra le coltivazioni di alghe con gli abitanti di Jambiani e a Nungwi guardi costruire a mano i dhow sulla spiaggia.</p>',
        '<p>Si alloggia in hotel confortevoli a gestione locale, con colazione inclusa.</p>',
      ].join(''),
      days: [
        {
          title: 'Karibu Zanzibar',
          description:
            '<p>All’arrivo all’Abeid Amani Karume International Airport il tuo autista ti porta a Stone Town in appena 20 minuti. Sistemazione in un hotel ricavato in una casa storica restaurata nella città vecchia. Nel tardo pomeriggio scendi ai <strong>Forodhani Gardens</strong>, sul lungomare, per guardare il tramonto e assaggiare la pizza di Zanzibar e il pesce alla griglia alle bancarelle della sera.</p>',
        },
        {
          title: 'Stone Town, una giornata nella storia',
          description:
            '<p>Una passeggiata guidata nella città vecchia, Patrimonio dell’Umanità UNESCO: l’Old Fort, l’Old Dispensary, il mercato di Darajani, i bagni persiani di Hamamni e la Cattedrale anglicana con il memoriale e la mostra sul mercato degli schiavi. La tua guida ti racconta come, sotto i sultani omaniti, Stone Town sia diventata il grande porto commerciale della costa dell’Africa orientale. Il pomeriggio è libero per lo shopping, un caffè su una terrazza o un po’ di riposo.</p>',
        },
        {
          title: 'Spezie, scimmie e la costa orientale',
          description:
            '<p>Circa 30 minuti di strada fino a <strong>Kizimbani</strong> per una passeggiata nella piantagione di spezie con degustazione, poi si prosegue verso sud-est fino alla <strong>foresta di Jozani</strong> per una passeggiata guidata tra i colobi rossi e lungo la passerella tra le mangrovie. Da Jozani sono circa 40 minuti fino a <strong>Jambiani</strong>, dove ti sistemi per due notti in una guesthouse sulla spiaggia.</p>',
        },
        {
          title: 'A Jambiani, al ritmo delle maree',
          description:
            '<p>Trascorri la mattinata con una guida del villaggio, visitando con la bassa marea le coltivazioni di alghe nella laguna e scoprendo come le donne di Jambiani coltivano, essiccano e vendono il loro raccolto. Dopo pranzo rinfrescati nella pozza d’acqua dolce della grotta di Kuza o goditi semplicemente la spiaggia mentre torna la marea. La sera puoi prenotare una cena swahili cucinata in una casa del villaggio.</p>',
        },
        {
          title: 'A nord, fino a Nungwi',
          description:
            '<p>Dopo colazione risali la costa orientale fino a <strong>Nungwi</strong>, sulla punta settentrionale, in circa un’ora e mezza. Nel pomeriggio cammini lungo la spiaggia fino ai cantieri dove i dhow si costruiscono ancora a mano e visiti la vasca delle tartarughe di Mnarani, un progetto della comunità che si prende cura delle tartarughe marine salvate dalle reti da pesca. La giornata si chiude con una crociera in dhow al tramonto.</p>',
        },
        {
          title: 'Partenza',
          description:
            '<p>Mattinata libera per nuotare a Nungwi, dove l’acqua resta abbastanza profonda per fare il bagno con qualsiasi marea, a differenza di gran parte della costa orientale. Dopo il check-out il tuo autista ti accompagna all’aeroporto, a circa 75 minuti, in tempo per il volo successivo. Su richiesta si possono aggiungere facilmente altre notti al mare.</p>',
        },
      ],
    },
    'nungwi-kendwa-beach-escape': {
      name: 'Mare e relax a Nungwi e Kendwa',
      description: [
        '<p>La punta settentrionale di Zanzibar ha le spiagge dell’isola dove si nuota meglio. A differenza della costa orientale, dove con la bassa marea il mare si ritira lontano, <strong>Nungwi</strong> e la vicina <strong>Kendwa</strong> conservano un’acqua profonda e limpida vicino a riva per gran parte della giornata: l’ideale per una vacanza al mare con un pizzico di avventura.</p>',
        '<p>Questa fuga di cinque giorni è pensata per coppie e amici che vogliono avere il tempo di fare pochissimo, con qualche uscita ben scelta: una mattinata di snorkeling all’<strong>atollo di Mnemba</strong>, una visita ai costruttori di dhow e alla vasca delle tartarughe di Nungwi e una veleggiata al tramonto su un dhow tradizionale. Da Nungwi si arriva a Kendwa con una piacevole passeggiata sulla sabbia, e nei due villaggi non mancano i posti dove mangiare.</p>',
        '<p>Prenotiamo hotel confortevoli direttamente sulla spiaggia; su richiesta, per chi è in viaggio di nozze, è possibile passare a un resort boutique.</p>',
      ].join(''),
      days: [
        {
          title: 'Arrivo e trasferimento al nord',
          description:
            '<p>Il tuo autista ti accoglie all’aeroporto per circa 75 minuti di strada fino a <strong>Nungwi</strong>, tra villaggi e campi coltivati. Sistemazione nel tuo hotel sulla spiaggia e resto della giornata per ambientarti. I tramonti sul lato occidentale della punta sono famosi: verso le 18:00 fatti trovare sulla sabbia con una bibita fresca in mano.</p>',
        },
        {
          title: 'Snorkeling all’atollo di Mnemba',
          description:
            '<p>Partenza presto per circa un’ora di barca fino all’<strong>atollo di Mnemba</strong>, un’area marina protetta. Fai snorkeling in due punti del reef con la tua guida, alla ricerca di tartarughe verdi, pesci di barriera e, spesso, delfini. Rientro a Nungwi nel primo pomeriggio per il pranzo e un pomeriggio pigro in piscina o in spiaggia.</p>',
        },
        {
          title: 'Costruttori di dhow e tartarughe',
          description:
            '<p>Una tranquilla passeggiata mattutina con una guida locale fino ai cantieri di Nungwi, dove gli artigiani modellano ancora i dhow nel legno duro con metodi in gran parte tradizionali, e poi alla vasca delle tartarughe di Mnarani. Nel tardo pomeriggio sali a bordo di un dhow tradizionale per una veleggiata al tramonto lungo la costa, con frutta e bibite a bordo.</p>',
        },
        {
          title: 'Una giornata a Kendwa',
          description:
            '<p>Cammina verso sud lungo la riva fino a <strong>Kendwa</strong>, circa 30 minuti con la bassa marea, oppure prendi un taxi per un breve tragitto. La lunga spiaggia di Kendwa è calma e riparata, e si nuota bene tutto il giorno. Passa la giornata come preferisci: bagni, stand up paddle, un massaggio o semplicemente un lettino e un libro. Possiamo anche organizzarti un’immersione con un diving center locale (facoltativa, da pagare sul posto).</p>',
        },
        {
          title: 'Partenza',
          description:
            '<p>Colazione e un ultimo bagno mattutino prima del check-out. Il tuo autista ti riporta all’aeroporto, a circa 75 minuti, oppure a Stone Town se prosegui lì il soggiorno. I voli serali non sono un problema: al momento della prenotazione chiedici del check-out posticipato.</p>',
        },
      ],
    },
    'nungwi-sunset-dhow-cruise-turtle-pond': {
      name: 'Nungwi: dhow al tramonto e tartarughe',
      description: [
        '<p>Un’uscita pomeridiana tranquilla per chi soggiorna sulla costa nord. Si comincia alla <strong>vasca delle tartarughe di Mnarani</strong> a Nungwi, un piccolo progetto gestito dalla comunità che si prende cura delle tartarughe marine salvate dalle reti da pesca e le restituisce all’oceano, e si prosegue lungo la spiaggia fino ai cantieri dove i dhow si costruiscono ancora a mano.</p>',
        '<p>Quando il caldo della giornata si attenua sali a bordo di un dhow tradizionale in legno con vela latina e scivoli lungo la costa verso <strong>Kendwa</strong> mentre il sole si tuffa nel mare. A bordo vengono servite bibite e frutta fresca, e se il mare è calmo di solito c’è una sosta per un bagno.</p>',
        '<p>Il trasferimento dagli hotel di Nungwi e Kendwa è incluso; dal resto dell’isola possiamo organizzarlo su richiesta.</p>',
      ].join(''),
      days: [
        {
          title: 'Tartarughe, cantieri e veleggiata al tramonto',
          description:
            '<p>Partenza alle 15:00 dal tuo hotel a Nungwi o a Kendwa. Trascorri circa un’ora alla vasca delle tartarughe di Mnarani e passi accanto al faro sulla punta settentrionale, poi passeggi tra i cantieri sulla spiaggia. Imbarco sul dhow verso le 17:00 per due ore di navigazione lungo la costa occidentale, con una sosta per il bagno quando le condizioni lo permettono. Rientro a terra dopo il tramonto, verso le 19:00.</p>',
        },
      ],
    },
    'pemba-island-diving-expedition': {
      name: 'Spedizione subacquea a Pemba',
      description: [
        '<p>Una spedizione per subacquei brevettati che parte dalla costa nord di Zanzibar e si conclude a <strong>Pemba</strong>, l’isola sorella più a nord, più tranquilla e collinosa, famosa per le ripide pareti di corallo e l’acqua eccezionalmente limpida.</p>',
        '<p>I primi giorni ti immergi da <strong>Nungwi</strong>, anche nei giardini di corallo dell’<strong>atollo di Mnemba</strong>, per scrollarti di dosso il viaggio e controllare l’attrezzatura. Poi prendi il breve volo, di circa 30 minuti, per Pemba, dove le immersioni dalla barca si svolgono intorno all’isola di Misali e sui reef della costa occidentale: pareti a strapiombo, grandi gorgonie e la possibilità di incontrare grossi pesci pelagici attirano i subacquei esperti.</p>',
        '<p>Pacchetti di immersioni, noleggio dell’attrezzatura e volo per Pemba sono quotati a parte, in base al tuo livello di brevetto e al numero di immersioni che desideri.</p>',
      ].join(''),
      days: [
        {
          title: 'Arrivo a Nungwi',
          description:
            '<p>Trasferimento dall’aeroporto a <strong>Nungwi</strong>, in circa 75 minuti, e sistemazione vicino al diving center. Nel pomeriggio sbrighi le pratiche, fai controllare brevetto e logbook e fai una facile immersione di prova su un reef vicino per regolare zavorra e attrezzatura. Serata libera.</p>',
        },
        {
          title: 'Atollo di Mnemba',
          description:
            '<p>Due immersioni dalla barca intorno all’<strong>atollo di Mnemba</strong>, un’area marina protetta a circa un’ora di navigazione da Nungwi. Ti aspettano coralli duri e molli in ottima salute, tartarughe verdi, murene e grandi banchi di pesci di barriera, e durante la traversata si vedono spesso i delfini. Intervallo di superficie con frutta e bevande a bordo; rientro a Nungwi a metà pomeriggio.</p>',
        },
        {
          title: 'Volo per Pemba',
          description:
            '<p>Mattinata libera, poi trasferimento all’aeroporto per il breve volo per Pemba, di circa 30 minuti. Un autista ti accoglie alla pista d’atterraggio e ti accompagna al lodge sulla costa occidentale. Riposati, sistemati con calma e a cena partecipa al briefing sulle immersioni del giorno dopo.</p>',
        },
        {
          title: 'I reef dell’isola di Misali',
          description:
            '<p>Una giornata di immersioni intorno all’<strong>isola di Misali</strong>, un’area marina protetta al largo della costa occidentale di Pemba, con due immersioni su reef in pendenza e pareti. Tra un’immersione e l’altra il pranzo è servito sulla spiaggia dell’isola disabitata, dove un breve sentiero naturalistico attraversa la foresta costiera. L’ultima immersione termina presto, così che passino 24 ore piene prima del volo.</p>',
        },
        {
          title: 'Partenza',
          description:
            '<p>Un’ultima mattinata libera a Pemba, senza immersioni in programma, per poter volare in sicurezza. Dopo pranzo trasferimento alla pista d’atterraggio per il volo di ritorno a Zanzibar, dove il nostro autista ti accoglie per la coincidenza successiva o per una notte in più a Stone Town.</p>',
        },
      ],
    },
  },
  destinations: {
    tarangire: {
      description: [
        '<p>Il <strong>Parco Nazionale del Tarangire</strong> si estende per circa 2.850 km² a sud-est del Lago Manyara, a circa due ore d’auto da Arusha. Prende il nome dal fiume Tarangire, che lo attraversa e resta una fonte d’acqua preziosa quando il territorio circostante si inaridisce.</p>',
        '<p>Più o meno da giugno a ottobre gli animali di una vasta area si spostano verso il fiume, e il Tarangire diventa famoso per alcuni dei branchi di elefanti più numerosi della Tanzania settentrionale, insieme a zebre, gnu, bufali, giraffe, leoni e leopardi. Il paesaggio è dominato da enormi baobab, molti dei quali secolari, sparsi tra boschi di acacie e paludi stagionali. Qui sono state censite oltre 500 specie di uccelli, e per questo il parco regala soddisfazioni agli appassionati di birdwatching in ogni stagione.</p>',
        '<p><em>Informazioni pratiche:</em> la stagione secca è la migliore per i grandi mammiferi, mentre da novembre a maggio trovi paesaggi verdi, uccelli migratori e meno fuoristrada in giro. In alcune zone boscose ci sono le mosche tse-tse, attratte dal blu scuro e dal nero: meglio vestirsi con colori neutri. Il Tarangire si abbina in modo naturale al Lago Manyara e al Ngorongoro in un itinerario del circuito nord.</p>',
      ].join(''),
      facts: [
        'Superficie: circa 2.850 km²',
        'Parco nazionale dal 1970',
        'Periodo migliore: da giugno a ottobre (stagione secca)',
        'Da Arusha: circa 2 ore d’auto',
        'Oltre 500 specie di uccelli censite',
      ],
      activities: [
        'Game drive',
        'Osservazione degli elefanti',
        'Birdwatching',
        'Passeggiate guidate nella savana',
        'Fotografia dei baobab',
      ],
    },
    'lake-manyara': {
      name: 'Lago Manyara',
      description: [
        '<p>Il <strong>Parco Nazionale del Lago Manyara</strong> si trova ai piedi della scarpata della Rift Valley, a circa due ore d’auto a ovest di Arusha, accanto alla cittadina di Mto wa Mbu. Gran parte del parco è occupata dal Lago Manyara, poco profondo e alcalino, la cui estensione varia molto con le piogge; dal 1981 l’area fa parte di una Riserva della Biosfera UNESCO.</p>',
        '<p>In uno spazio raccolto il parco concentra una foresta di falda alimentata dalle sorgenti della scarpata, boschi di acacie, praterie aperte e una riva con sorgenti termali. Quando le condizioni sono quelle giuste, sul lago si radunano fenicotteri, pellicani e cicogne, e sono state censite oltre 400 specie di uccelli. Si vedono regolarmente babbuini anubi, elefanti, giraffe, bufali e ippopotami. I leoni del parco sono noti per riposare sugli alberi, ma gli avvistamenti dei leoni arrampicatori sono imprevedibili e tutt’altro che garantiti.</p>',
        '<p><em>Informazioni pratiche:</em> basta un game drive di mezza giornata o di una giornata intera, e spesso il parco si visita lungo la strada per il Ngorongoro. La stagione secca, da giugno a ottobre, è la migliore per i mammiferi; nei mesi delle piogge gli uccelli sono di più.</p>',
      ].join(''),
      facts: [
        'Parco nazionale dal 1960',
        'Parte di una Riserva della Biosfera UNESCO dal 1981',
        'Lago alcalino della Rift Valley, con fenicotteri in certe stagioni',
        'Oltre 400 specie di uccelli censite',
        'Punto di accesso: Mto wa Mbu',
      ],
      activities: [
        'Game drive',
        'Fenicotteri e birdwatching',
        'Visita alla pozza degli ippopotami',
        'Passerella tra le chiome degli alberi',
        'Visita al villaggio di Mto wa Mbu',
      ],
    },
    'stone-town': {
      description: [
        '<p><strong>Stone Town</strong> è il quartiere storico di Zanzibar City, sulla costa occidentale di Unguja, l’isola principale dell’arcipelago di Zanzibar. Patrimonio dell’Umanità UNESCO dal 2000, è una città mercantile swahili i cui vicoli stretti, le case in pietra corallina e le porte in legno intagliato raccontano secoli di influssi africani, arabi, persiani, indiani ed europei.</p>',
        '<p>Una visita guidata di solito comprende l’Old Fort, la House of Wonders sul lungomare (chiusa per restauro dopo un crollo parziale nel 2020), il mercato di Darajani e la Cattedrale anglicana, costruita dove sorgeva l’ultimo mercato degli schiavi a cielo aperto, chiuso nel 1873. Il memoriale e le vicine celle in cui venivano rinchiusi gli schiavi rendono la visita toccante. La sera i Forodhani Gardens si riempiono di bancarelle di cibo e di gente che aspetta il tramonto, e una crociera in dhow lungo il lungomare è uno dei modi più amati per chiudere la giornata.</p>',
        '<p><em>Informazioni pratiche:</em> i mesi più secchi vanno da giugno a ottobre e da dicembre a febbraio; le grandi piogge cadono da marzo a maggio. Stone Town è una comunità in gran parte musulmana: quando passeggi in città copri spalle e ginocchia, e usa particolare discrezione durante il Ramadan.</p>',
      ].join(''),
      facts: [
        'Patrimonio dell’Umanità UNESCO dal 2000',
        'Periodo migliore: da giugno a ottobre e da dicembre a febbraio',
        'Grandi piogge: da marzo a maggio',
        'Aeroporto: circa 20 minuti in auto',
        'Abbigliamento: spalle e ginocchia coperte in città',
      ],
      activities: [
        'Visita guidata a piedi',
        'Visita al memoriale del mercato degli schiavi',
        'Mercato serale di Forodhani',
        'Crociera in dhow al tramonto',
        'Visita al mercato di Darajani',
        'Corso di cucina swahili',
      ],
    },
    'prison-island': {
      description: [
        '<p><strong>Prison Island</strong>, in swahili <em>Changuu</em>, è un’isoletta a circa 5 km da Stone Town, che si raggiunge in barca in 20-30 minuti circa. Negli anni Novanta dell’Ottocento vi fu costruito un carcere che però non ospitò mai detenuti; in seguito l’isola fu usata come stazione di quarantena, e alcuni edifici sono ancora in piedi.</p>',
        '<p>Oggi la maggior parte dei visitatori viene per le tartarughe giganti di Aldabra. Le prime furono un dono delle Seychelles nel 1919, e oggi la colonia vive in un’area protetta dove puoi vedere esemplari di età molto diverse, alcuni dei quali avrebbero più di cent’anni. Oltre alle tartarughe ci sono una breve passeggiata tra i vecchi edifici, una piccola spiaggia e macchie di corallo vicino a riva, ottime per lo snorkeling.</p>',
        '<p><em>Informazioni pratiche:</em> basta una gita di mezza giornata da Stone Town. L’ingresso all’area delle tartarughe si paga sull’isola, a parte rispetto alla barca. Di solito l’acqua è più limpida nelle mattine calme, e le scarpette da scoglio sono utili sulla riva rocciosa.</p>',
      ].join(''),
      facts: [
        'Nome swahili: Changuu',
        'In barca: circa 20–30 minuti da Stone Town',
        'Tartarughe giganti di Aldabra, le prime giunte dalle Seychelles nel 1919',
        'Carcere degli anni Novanta dell’Ottocento, poi stazione di quarantena',
        'Durata della visita: mezza giornata',
      ],
      activities: [
        'Visita al santuario delle tartarughe giganti',
        'Snorkeling',
        'Gita in barca',
        'Passeggiata tra le rovine storiche',
        'Relax in spiaggia',
      ],
    },
    serengeti: {
      description: [
        '<p>Il <strong>Parco Nazionale del Serengeti</strong> si estende per 14.763 km² di pianure erbose, savana di acacie e kopje di granito nel nord della Tanzania. Istituito nel 1951 e Patrimonio dell’Umanità UNESCO dal 1981, è famoso soprattutto per la Grande Migrazione: il movimento continuo, per tutto l’anno, di ben oltre un milione di gnu che, insieme a zebre e gazzelle, seguono le piogge e l’erba fresca.</p>',
        '<p>Il calendario delle mandrie è più o meno questo: le nascite nelle pianure a erba corta del sud, intorno a Ndutu, all’incirca da gennaio a marzo; lo spostamento verso nord e verso ovest da aprile a giugno, con i guadi del fiume Grumeti nel Corridoio occidentale; e i guadi del fiume Mara, nel nord, all’incirca da luglio a ottobre, prima che le mandrie tornino verso sud con le piogge brevi. I tempi esatti cambiano di anno in anno a seconda delle piogge.</p>',
        '<p>Lontano dalle mandrie, la zona centrale di Seronera è nota per i leoni, i leopardi e i ghepardi che ci vivono stabilmente, quindi i game drive danno soddisfazione tutto l’anno, e un volo in mongolfiera all’alba regala una prospettiva diversa sulle pianure.</p>',
        '<p><em>Informazioni pratiche:</em> da Arusha il viaggio in auto richiede quasi una giornata intera, ma puoi anche volare su una delle piste d’atterraggio del parco. Nei mesi secchi, da giugno a ottobre, avvistare gli animali è più facile.</p>',
      ].join(''),
      facts: [
        'Superficie: 14.763 km²',
        'Parco nazionale dal 1951',
        'Patrimonio dell’Umanità UNESCO dal 1981',
        'Stagione delle nascite: all’incirca da gennaio a marzo, nel sud',
        'Guadi del fiume Mara: all’incirca da luglio a ottobre',
      ],
      activities: [
        'Game drive',
        'Osservazione della Grande Migrazione',
        'Safari in mongolfiera',
        'Sulle tracce dei grandi felini',
        'Fotografia della fauna selvatica',
        'Colazione nella savana',
      ],
    },
    'ngorongoro-crater': {
      name: 'Cratere di Ngorongoro',
      description: [
        '<p>Il <strong>cratere di Ngorongoro</strong> è una caldera vulcanica di circa 260 km², profonda circa 600 m, nata quando un grande vulcano collassò su sé stesso. Si trova all’interno della Ngorongoro Conservation Area, Patrimonio dell’Umanità UNESCO dal 1979, dove i pastori masai vivono accanto alla fauna selvatica.</p>',
        '<p>Il fondo del cratere riunisce praterie, paludi, la foresta di acacie della febbre di Lerai e il lago Magadi, un lago alcalino poco profondo, e le sue pareti ripide fanno sì che molti animali vi restino tutto l’anno. Durante i game drive si vedono regolarmente leoni, iene maculate, elefanti, bufali, gnu, zebre e ippopotami, e il cratere è uno dei posti migliori della Tanzania per vedere il rinoceronte nero, una specie in pericolo. Quando il livello dell’acqua è quello giusto, sul lago si radunano i fenicotteri.</p>',
        '<p><em>Informazioni pratiche:</em> i fuoristrada scendono di primo mattino e il tempo sul fondo è limitato dalle regole del parco, quindi di solito la giornata si organizza intorno a un’unica discesa con pranzo picnic. I lodge sul bordo si trovano a circa 2.300 m e le notti possono essere fredde: porta con te qualcosa di caldo. Il cratere si può visitare tutto l’anno.</p>',
      ].join(''),
      facts: [
        'Fondo della caldera: circa 260 km²',
        'Profondità del cratere: circa 600 m',
        'Ngorongoro Conservation Area: Patrimonio dell’Umanità UNESCO dal 1979',
        'Altitudine del bordo: circa 2.300 m, con serate fresche',
        'Uno dei posti migliori della Tanzania per vedere il rinoceronte nero',
      ],
      activities: [
        'Game drive sul fondo del cratere',
        'Avvistamento del rinoceronte nero',
        'Pranzo picnic alla pozza degli ippopotami',
        'Visita a un villaggio masai',
        'Passeggiata sul bordo del cratere',
      ],
    },
    kilimanjaro: {
      name: 'Kilimangiaro',
      description: [
        '<p>Il <strong>Kilimangiaro</strong> è la montagna più alta dell’Africa: raggiunge i 5.895 m a Uhuru Peak, sul bordo del cono del Kibo. È un vulcano quiescente formato da tre coni, Kibo, Mawenzi e Shira, ed è tutelato dal Parco Nazionale del Kilimangiaro, Patrimonio dell’Umanità UNESCO dal 1987.</p>',
        '<p>Sulle vie principali non servono capacità alpinistiche, ma l’altitudine rende la salita un’impresa seria. Il percorso attraversa fasce ben distinte: dai campi coltivati e dalla foresta pluviale montana alla brughiera e alle eriche, poi il deserto alpino e infine la zona sommitale coperta dai ghiacciai. Tra le vie più note ci sono la Marangu, con pernottamento nei rifugi, e le vie con pernottamento in tenda Machame, Lemosho e Rongai. La maggior parte delle salite dura da cinque a nove giorni, e gli itinerari più lunghi permettono un acclimatamento migliore e maggiori probabilità di arrivare in vetta. L’attacco finale parte di solito verso mezzanotte, per raggiungere la cima intorno all’alba.</p>',
        '<p><em>Informazioni pratiche:</em> le stagioni più secche e più richieste vanno da gennaio all’inizio di marzo e da giugno a ottobre. Tutti gli escursionisti devono essere accompagnati da una guida autorizzata, e uno staff di portatori con un cuoco trasporta l’attrezzatura e prepara i pasti. Le città di Moshi e Arusha sono i punti di partenza abituali.</p>',
      ].join(''),
      facts: [
        'Vetta: Uhuru Peak, 5.895 m',
        'Patrimonio dell’Umanità UNESCO dal 1987',
        'Durata della salita: di solito 5–9 giorni, a seconda della via',
        'Periodo migliore: da gennaio all’inizio di marzo e da giugno a ottobre',
        'Guida autorizzata obbligatoria su tutte le vie',
      ],
      activities: [
        'Trekking fino alla vetta',
        'Escursione di un giorno nella foresta pluviale',
        'Cascate di Materuni',
        'Visita a una piantagione di caffè',
        'Escursioni di acclimatamento',
      ],
    },
    arusha: {
      description: [
        '<p><strong>Arusha</strong> è una città vivace ai piedi del monte Meru (4.566 m), nel nord della Tanzania, ed è il principale punto di partenza per i safari del circuito nord. A circa 1.400 m sul livello del mare gode di un clima mite, e il Kilimanjaro International Airport si trova a circa un’ora d’auto verso est.</p>',
        '<p>Molti visitatori si fermano qui una sola notte, ma la zona merita un soggiorno più lungo. Il Parco Nazionale di Arusha, a breve distanza dalla città, offre game drive e safari a piedi guidati tra giraffe, bufali e colobi bianchi e neri, uscite in canoa sui laghi Momella e panorami sul Meru e, nelle giornate limpide, sul Kilimangiaro. In città e nei dintorni puoi visitare le piantagioni di caffè sulle pendici del Meru, curiosare al Maasai Market e al mercato centrale e partecipare ai tour culturali organizzati dalle comunità dei villaggi vicini.</p>',
        '<p><em>Informazioni pratiche:</em> Arusha è un buon posto per riposare dopo un lungo volo e per cambiare denaro o fare provviste prima di un safari. La salita al monte Meru richiede tre-quattro giorni e spesso serve come acclimatamento per il Kilimangiaro. I mesi secchi, da giugno a ottobre e da gennaio a febbraio, sono i più piacevoli per la visita.</p>',
      ].join(''),
      facts: [
        'Altitudine: circa 1.400 m',
        'Monte Meru: 4.566 m',
        'Kilimanjaro International Airport: circa 1 ora d’auto',
        'Porta d’accesso al circuito nord dei safari',
      ],
      activities: [
        'Gita di un giorno al Parco Nazionale di Arusha',
        'Safari a piedi',
        'Canoa sui laghi Momella',
        'Visita a una piantagione di caffè',
        'Shopping al Maasai Market',
        'Trekking sul monte Meru',
      ],
    },
    nyerere: {
      description: [
        '<p>Il <strong>Parco Nazionale Nyerere</strong>, nel sud della Tanzania, è stato istituito nel 2019 con la parte settentrionale della Riserva faunistica del Selous e, con circa 30.900 km², è il parco nazionale più grande del paese. Porta il nome di Julius Nyerere, primo presidente della Tanzania, e l’ecosistema del Selous nel suo insieme è Patrimonio dell’Umanità UNESCO dal 1982.</p>',
        '<p>La sua linfa vitale è il fiume Rufiji, i cui canali, laghi e banchi di sabbia ospitano ippopotami e coccodrilli, elefanti, bufali, giraffe e leoni, oltre ai licaoni. A differenza della maggior parte dei parchi tanzaniani, a Nyerere sono permessi sia i safari in barca sul fiume e sui laghi sia i safari a piedi guidati, così una visita unisce i game drive al tempo trascorso sull’acqua e a piedi. Lungo il fiume l’avifauna è ricchissima, con aquile pescatrici, martin pescatori, aironi e cicogne.</p>',
        '<p><em>Informazioni pratiche:</em> la maggior parte dei visitatori arriva con un piccolo aereo da Dar es Salaam o da Zanzibar, e per questo il parco si abbina facilmente a un soggiorno al mare. Il periodo migliore è la stagione secca, da giugno a ottobre; molti campi chiudono durante le grandi piogge, intorno ad aprile e maggio.</p>',
      ].join(''),
      facts: [
        'Superficie: circa 30.900 km²',
        'Istituito nel 2019 con parte della Riserva faunistica del Selous',
        'Riserva faunistica del Selous: Patrimonio dell’Umanità UNESCO dal 1982',
        'Periodo migliore: da giugno a ottobre',
        'Accesso: piccoli aerei da Dar es Salaam o da Zanzibar',
      ],
      activities: [
        'Game drive',
        'Safari in barca sul fiume Rufiji',
        'Safari a piedi',
        'Sulle tracce dei licaoni',
        'Birdwatching',
      ],
    },
    ruaha: {
      description: [
        '<p>Il <strong>Parco Nazionale del Ruaha</strong>, nella Tanzania centro-meridionale, si estende per circa 20.000 km² ed è tra i parchi nazionali più grandi del paese. Prende il nome dal fiume Great Ruaha, che ne segue il lato orientale e attira gli animali per tutta la stagione secca. Essendo così remoto, riceve molti meno visitatori dei parchi del nord.</p>',
        '<p>Il suo paesaggio di colline ondulate, affioramenti rocciosi e boschi punteggiati di baobab si trova dove si incontrano gli habitat dell’Africa orientale e di quella australe, per questo il kudu maggiore e minore, l’antilope nera e l’antilope roana si possono vedere accanto ad animali più familiari. Il Ruaha è noto per i suoi elefanti e per i grandi branchi di leoni, e qui vivono anche ghepardi, leopardi e licaoni. Sono state censite oltre 500 specie di uccelli.</p>',
        '<p><em>Informazioni pratiche:</em> la stagione secca, da giugno a ottobre, è la migliore per gli avvistamenti, perché gli animali si radunano lungo il fiume; i mesi delle piogge, da novembre, portano paesaggi verdi e uccelli migratori. La maggior parte dei visitatori arriva in aereo sulle piste del parco da Dar es Salaam, Arusha o Zanzibar; in auto, il parco dista circa tre ore dalla città di Iringa.</p>',
      ].join(''),
      facts: [
        'Superficie: circa 20.000 km²',
        'Parco nazionale dal 1964',
        'Periodo migliore: da giugno a ottobre',
        'Oltre 500 specie di uccelli censite',
        'Accesso: voli di linea, oppure circa 3 ore d’auto da Iringa',
      ],
      activities: [
        'Game drive',
        'Safari a piedi',
        'Osservazione degli elefanti',
        'Birdwatching',
        'Fotografia della fauna selvatica',
      ],
    },
    nungwi: {
      description: [
        '<p><strong>Nungwi</strong> è un villaggio di pescatori sulla punta settentrionale di Unguja, a circa 60 km da Stone Town. È una delle località balneari di più lunga tradizione dell’isola, con hotel e ristoranti lungo la riva occidentale, mentre il villaggio vive ancora in buona parte del mare.</p>',
        '<p>Nungwi è famosa per la costruzione tradizionale dei dhow: sulla spiaggia gli artigiani modellano gli scafi in legno in gran parte a mano, e puoi osservare il lavoro mentre procede. Lì vicino, l’acquario delle tartarughe di Mnarani, gestito dalla comunità, si prende cura delle tartarughe marine in una pozza naturale di marea e poi le restituisce all’oceano. Tra le attività preferite ci sono anche le crociere in dhow al tramonto, le uscite di snorkeling e immersioni all’atollo di Mnemba e la pesca d’altura.</p>',
        '<p><em>Informazioni pratiche:</em> su questo tratto di costa l’escursione di marea è minore che sulla costa orientale, quindi si può nuotare con quasi ogni marea. Il tempo migliore va da giugno a ottobre e da dicembre a febbraio, e da Stone Town ci vuole circa un’ora e mezza d’auto.</p>',
      ].join(''),
      facts: [
        'Distanza: circa 60 km a nord di Stone Town',
        'In auto da Stone Town: circa 1,5 ore',
        'Famosa per: la costruzione tradizionale dei dhow',
        'Acquario delle tartarughe di Mnarani nel villaggio',
        'Periodo migliore: da giugno a ottobre e da dicembre a febbraio',
      ],
      activities: [
        'Crociera in dhow al tramonto',
        'Visita al cantiere dei dhow',
        'Acquario delle tartarughe di Mnarani',
        'Snorkeling',
        'Immersioni subacquee',
        'Pesca d’altura',
      ],
    },
    kendwa: {
      description: [
        '<p><strong>Kendwa</strong> è una spiaggia esposta a ovest, pochi chilometri a sud-ovest di Nungwi, sulla costa nord-occidentale di Zanzibar. La sua ampia striscia di sabbia bianca è costeggiata da piccoli hotel e bar sulla spiaggia, ma l’atmosfera è più tranquilla che nella vicina Nungwi.</p>',
        '<p>Il grande pregio di Kendwa è che la sua spiaggia risente poco delle maree. Sulla costa orientale, con la bassa marea, il mare può ritirarsi molto lontano, mentre qui l’acqua resta a portata di mano per tutta la giornata, quindi si può nuotare quasi a qualsiasi ora. Poiché la spiaggia guarda a ovest, il sole tramonta sul mare, e dalla riva partono le crociere in dhow al tramonto. Le uscite di snorkeling e immersioni all’atollo di Mnemba e sui reef vicini si organizzano facilmente, e qui si tengono regolarmente feste in spiaggia nelle notti di luna piena.</p>',
        '<p><em>Informazioni pratiche:</em> il tempo migliore per il mare va da giugno a ottobre e da dicembre a febbraio; durante le grandi piogge di aprile e maggio alcuni hotel chiudono. Nungwi è a pochi minuti d’auto, oppure a una passeggiata lungo la spiaggia con la bassa marea.</p>',
      ].join(''),
      facts: [
        'Posizione: pochi chilometri a sud-ovest di Nungwi',
        'Maree: poco sensibili, si nuota quasi a ogni ora del giorno',
        'Spiaggia esposta a ovest, con il tramonto sul mare',
        'Periodo migliore: da giugno a ottobre e da dicembre a febbraio',
      ],
      activities: ['Nuoto', 'Crociera in dhow al tramonto', 'Snorkeling', 'Immersioni subacquee', 'Stand up paddle'],
    },
    mnemba: {
      description: [
        '<p><strong>Mnemba</strong> è un atollo corallino a circa 3 km dalla costa nord-orientale di Unguja, vicino a Matemwe. L’isoletta al centro è data in concessione a un lodge privato e solo i suoi ospiti possono sbarcarvi, ma il reef che la circonda, protetto dal 2002 come Mnemba Island Marine Conservation Area, è aperto a tutti i visitatori ed è uno dei siti di snorkeling e immersione più famosi di Zanzibar.</p>',
        '<p>Nelle acque basse intorno all’atollo chi fa snorkeling vede pesci di barriera, stelle marine e coralli, e spesso si avvistano tartarughe verdi. Nella zona si vedono di frequente stenelle e tursiopi, mentre le pareti più profonde e i giardini di corallo si prestano a subacquei di ogni livello. Le barche partono da Matemwe, Nungwi e Kendwa, e molte uscite abbinano lo snorkeling alla possibilità di vedere i delfini.</p>',
        '<p><em>Informazioni pratiche:</em> si paga una tassa di conservazione a persona, che contribuisce a finanziare l’area protetta. Non toccare il corallo e non appoggiarti sopra, mantieni una distanza rispettosa da delfini e tartarughe e usa una crema solare che non danneggi la barriera corallina. Le condizioni del mare variano con i monsoni; con le partenze di primo mattino di solito l’acqua è più calma.</p>',
      ].join(''),
      facts: [
        'Mnemba Island Marine Conservation Area, istituita nel 2002',
        'Distanza: circa 3 km dalla costa nord-orientale',
        'L’isola è privata: sbarco consentito solo agli ospiti del lodge',
        'Uscite in barca da Matemwe, Nungwi e Kendwa',
        'Tassa di conservazione da pagare a persona',
      ],
      activities: [
        'Snorkeling',
        'Immersioni subacquee',
        'Osservazione dei delfini',
        'Gita in barca',
        'Avvistamento delle tartarughe',
      ],
    },
    paje: {
      description: [
        '<p><strong>Paje</strong> è un villaggio sulla costa sud-orientale di Zanzibar, a circa un’ora d’auto da Stone Town. La sua lunga spiaggia bianca si affaccia su una laguna ampia e poco profonda, riparata da una barriera corallina al largo, ed è la località di kitesurf più famosa di Zanzibar.</p>',
        '<p>Per buona parte dell’anno sulla laguna soffiano alisei costanti, soprattutto all’incirca da giugno a ottobre e da dicembre a marzo, e con la bassa marea l’acqua, alta fino al ginocchio, è perfetta per imparare. Le scuole di kitesurf lungo la spiaggia offrono lezioni per principianti e noleggio dell’attrezzatura per chi è già esperto. Lontano dall’acqua, Paje offre un mix rilassato di guesthouse, caffè e bar sulla spiaggia, ed è una base comoda per visitare la foresta di Jozani e le coltivazioni di alghe della vicina Jambiani.</p>',
        '<p><em>Informazioni pratiche:</em> qui l’escursione di marea è ampia. Con la bassa marea il mare si ritira molto lontano, oltre banchi di sabbia e distese di alghe, quindi il momento migliore per nuotare è intorno all’alta marea. Quando cammini nella laguna indossa scarpette da scoglio: i ricci di mare sono frequenti.</p>',
      ].join(''),
      facts: [
        'Distanza: circa 50 km da Stone Town (circa 1 ora)',
        'Stagioni principali per il kitesurf: da giugno a ottobre e da dicembre a marzo',
        'Forte escursione di marea: con la bassa marea la laguna si svuota quasi del tutto',
        'Villaggi vicini: Bwejuu e Jambiani',
      ],
      activities: [
        'Lezioni di kitesurf',
        'Noleggio attrezzatura da kitesurf',
        'Passeggiate nella laguna con la bassa marea',
        'Snorkeling sul reef',
        'Stand up paddle',
      ],
    },
    jambiani: {
      description: [
        '<p><strong>Jambiani</strong> è un villaggio che si allunga per chilometri sulla costa sud-orientale di Unguja, appena a sud di Paje. La vita quotidiana segue ancora la marea: i pescatori escono in mare su canoe di legno a bilanciere (<em>ngalawa</em>) e, con la bassa marea, le donne curano i filari di alghe piantati sulla sabbia scoperta.</p>',
        '<p>Da quando è stata introdotta a Zanzibar, alla fine degli anni Ottanta, la coltivazione delle alghe è qui un’importante fonte di reddito. Durante una passeggiata guidata nel villaggio puoi vedere le coltivazioni, scoprire come le alghe vengono coltivate ed essiccate e acquistare sapone e altri prodotti ricavati da esse. Tra le altre attività ci sono un’uscita in barca su una ngalawa, lo snorkeling sul reef e la visita alla grotta di Kuza, una grotta calcarea con una pozza d’acqua dolce ai margini del villaggio.</p>',
        '<p><em>Informazioni pratiche:</em> come altrove sulla costa orientale, con la bassa marea il mare si ritira molto lontano, quindi controlla gli orari delle maree prima di programmare un bagno. Vesti in modo sobrio quando attraversi il villaggio e chiedi il permesso prima di fotografare le persone. Il tempo migliore va da giugno a ottobre e da dicembre a febbraio.</p>',
      ].join(''),
      facts: [
        'Posizione: costa sud-orientale, appena a sud di Paje',
        'Attività locali: pesca e coltivazione delle alghe',
        'Nelle vicinanze: grotta di Kuza',
        'Forte escursione di marea su questa costa',
        'Periodo migliore: da giugno a ottobre e da dicembre a febbraio',
      ],
      activities: [
        'Visita alle coltivazioni di alghe',
        'Passeggiata nel villaggio',
        'Uscita in barca su una ngalawa',
        'Snorkeling',
        'Bagno nella grotta di Kuza',
      ],
    },
    'jozani-forest': {
      name: 'Foresta di Jozani',
      description: [
        '<p>La <strong>foresta di Jozani</strong> è il cuore del Parco Nazionale di Jozani-Chwaka Bay, l’unico parco nazionale di Zanzibar, a circa 35 km a sud-est di Stone Town. Protegge una delle ultime aree di foresta di falda dell’isola, insieme alle mangrovie e alla boscaglia su roccia corallina intorno alla baia di Chwaka.</p>',
        '<p>La maggior parte dei visitatori viene per vedere il colobo rosso di Zanzibar, una scimmia che vive soltanto qui. I gruppi che vivono ai margini della foresta sono abituati alle persone, quindi spesso si possono osservare da vicino mentre mangiano e giocano. Una passeggiata guidata lungo i sentieri passa anche tra alberi altissimi, palme e felci, cercopitechi di Sykes e tanti uccelli, e una passerella tra le mangrovie ne spiega il ruolo di nursery per i pesci e di protezione della costa.</p>',
        '<p><em>Informazioni pratiche:</em> la visita dura da una a due ore e si abbina bene a una gita sulla costa sud-orientale. Resta a qualche metro di distanza dalle scimmie, non dar loro da mangiare ed evita il flash. La foresta si può visitare tutto l’anno; le ore più fresche sono il primo mattino e il tardo pomeriggio.</p>',
      ].join(''),
      facts: [
        'Parte del Parco Nazionale di Jozani-Chwaka Bay, istituito nel 2004',
        'L’unico parco nazionale di Zanzibar',
        'Specie endemica: colobo rosso di Zanzibar',
        'Distanza: circa 35 km a sud-est di Stone Town',
        'Durata della visita: 1–2 ore',
      ],
      activities: [
        'Passeggiata guidata nella foresta',
        'Osservazione dei colobi rossi',
        'Passerella tra le mangrovie',
        'Birdwatching',
        'Fotografia naturalistica',
      ],
    },
    'kizimbani-spice-farms': {
      name: 'Piantagioni di spezie di Kizimbani',
      description: [
        '<p><strong>Kizimbani</strong> è una zona agricola nel centro di Unguja, a breve distanza in auto da Stone Town, dove si coltivano spezie dall’Ottocento, quando i sultani omaniti di Zanzibar crearono piantagioni di chiodi di garofano in tutta l’isola. I chiodi di garofano fecero di Zanzibar uno dei maggiori produttori al mondo, e ancora oggi Zanzibar e Pemba sono conosciute come le Isole delle Spezie.</p>',
        '<p>Durante un tour guidato delle spezie cammini tra appezzamenti ombreggiati e scopri come crescono spezie che conosci bene: chiodi di garofano, noce moscata, cannella, pepe nero, cardamomo, vaniglia, citronella e curcuma, accanto a frutti tropicali come il jackfruit, la carambola e il rambutan. Le guide ti invitano ad annusare e assaggiare lungo il percorso e spesso intrecciano con le foglie di palma piccoli cestini, cappelli o anelli, e a volte un lavoratore della piantagione si arrampica su una palma da cocco. Molti tour si concludono con un assaggio di frutta di stagione e tè speziato, e puoi acquistare spezie da portare a casa.</p>',
        '<p><em>Informazioni pratiche:</em> un tour dura di solito due-tre ore e si abbina facilmente a una mattinata a Stone Town. Indossa scarpe chiuse, perché dopo la pioggia i sentieri possono essere fangosi, porta un repellente per insetti e tieni a portata di mano qualche banconota di piccolo taglio per mance e acquisti.</p>',
      ].join(''),
      facts: [
        'Distanza: circa 30 minuti d’auto da Stone Town',
        'Durata del tour: di solito 2–3 ore',
        'Qui si coltivano: chiodi di garofano, noce moscata, cannella, vaniglia, pepe nero',
        'Piantagioni di chiodi di garofano dal XIX secolo',
        'Aperte tutto l’anno',
      ],
      activities: [
        'Tour guidato delle spezie',
        'Degustazione di spezie',
        'Degustazione di frutta tropicale',
        'Dimostrazione di arrampicata sulla palma da cocco',
        'Intreccio di foglie di palma',
      ],
    },
  },
  categories: {
    Wildlife: 'Fauna selvatica',
    Beach: 'Mare',
    Culture: 'Cultura',
    History: 'Storia',
    Adventure: 'Avventura',
    'Marine Life': 'Vita marina',
    Nature: 'Natura',
    Mountain: 'Montagna',
    Birdwatching: 'Birdwatching',
    Photography: 'Fotografia',
    Family: 'Famiglia',
    Honeymoon: 'Viaggio di nozze',
    'Airport transfers': 'Trasferimenti aeroportuali',
    'Park entrance fees': 'Ingressi ai parchi',
    'Professional English-speaking guide': 'Guida professionista di lingua inglese',
    Accommodation: 'Alloggio',
    'All meals on safari': 'Pensione completa durante il safari',
    Breakfast: 'Colazione',
    'Bottled drinking water': 'Acqua in bottiglia',
    '4x4 safari vehicle with pop-up roof': 'Fuoristrada 4x4 con tetto apribile',
    'Boat trips': 'Gite in barca',
    'Snorkelling equipment': 'Attrezzatura da snorkeling',
    'Entrance tickets': 'Biglietti d’ingresso',
    'Porters, cook and mountain crew': 'Portatori, cuoco e staff di montagna',
    'Climbing permits and rescue fees': 'Permessi di salita e tasse di soccorso',
    'International flights': 'Voli internazionali',
    'Visa fees': 'Costo del visto',
    'Travel insurance': 'Assicurazione di viaggio',
    'Tips and gratuities': 'Mance',
    'Alcoholic drinks': 'Bevande alcoliche',
    'Personal expenses': 'Spese personali',
    'Hot-air balloon safari': 'Safari in mongolfiera',
    'Optional activities': 'Attività facoltative',
  },
};
