// French translations of the demo catalogue (trips, destinations, categories), seeded as the 'fr' texts.
import type { SeedTranslations } from '#server/db/seed/data/types.js';

export const FRENCH: SeedTranslations = {
  trips: {
    'tarangire-lake-manyara-short-safari': {
      name: 'Court safari : Tarangire et lac Manyara',
      description: [
        '<p>Vous avez peu de temps, mais tenez à voir la faune de Tanzanie ? Ce safari de trois jours au départ d’Arusha vous emmène dans deux des plus beaux parcs du circuit nord, sans longues journées de route.</p>',
        '<p>Le <strong>Tarangire</strong> est célèbre pour ses éléphants, qui se rassemblent en grands troupeaux le long de la rivière Tarangire à la saison sèche, et pour les baobabs géants qui se dressent dans ses plaines. Vous y passez un jour et demi en safari, avec de bonnes chances de voir lions, girafes et zèbres, et une grande variété d’oiseaux. Le dernier jour, vous rejoignez le <strong>lac Manyara</strong>, où la forêt alimentée par la nappe phréatique cède la place à une plaine inondable et à un lac alcalin au pied de l’escarpement du Rift, domaine des troupes de babouins, des hippopotames et, à certaines saisons, des flamants roses.</p>',
        '<p>Vous voyagez en 4x4 privé à toit ouvrant, avec un chauffeur-guide expérimenté.</p>',
      ].join(''),
      days: [
        {
          title: 'D’Arusha au Tarangire',
          description:
            '<p>Prise en charge à votre hôtel d’Arusha à 8 h, puis environ deux heures de route jusqu’au <strong>parc national du Tarangire</strong>. Déjeuner pique-nique à l’entrée du parc et après-midi de safari le long de la rivière, où éléphants, buffles et girafes viennent boire. Nuit dans un lodge sous toile juste à l’extérieur du parc, dîner compris.</p>',
        },
        {
          title: 'Une journée entière au Tarangire',
          description:
            '<p>Départ matinal, quand les prédateurs sont les plus actifs, pour explorer le cœur du parc jusqu’au <strong>marais de Silale</strong>, où l’on croise presque à coup sûr éléphants, buffles et grandes volées d’oiseaux. Déjeuner pique-nique sous un baobab. Votre guide cherche les lions qui se reposent dans les arbres et les léopards du parc, même si rien n’est jamais garanti. Retour au lodge pour un verre au coucher du soleil.</p>',
        },
        {
          title: 'Lac Manyara et retour à Arusha',
          description:
            '<p>Environ une heure de route jusqu’au <strong>parc national du lac Manyara</strong> pour un safari matinal dans la forêt alimentée par la nappe phréatique, à l’affût des singes bleus et des troupes de babouins, puis dans la plaine inondable pour les hippopotames, les buffles et les oiseaux d’eau. Après un déjeuner pique-nique, retour à Arusha, à environ deux heures, en fin d’après-midi.</p>',
        },
      ],
    },
    'northern-circuit-classic-6-days-5-nights': {
      name: 'Grand classique du Nord – 6 jours / 5 nuits',
      description: [
        '<p>Notre safari le plus demandé relie les quatre grands parcs du nord de la Tanzanie en une seule boucle au départ d’Arusha, à un rythme bien pensé. En six jours, vous découvrez les éléphants et les baobabs du <strong>Tarangire</strong>, les immenses plaines du <strong>Serengeti</strong>, le fond du <strong>cratère du Ngorongoro</strong> qui grouille d’animaux, ainsi que la forêt et les eaux alcalines du <strong>lac Manyara</strong>.</p>',
        '<p>L’itinéraire limite les trajets et vous place au bon endroit au bon moment de la journée : deux nuits dans le centre du Serengeti, autour de Seronera, où lions, guépards et léopards vivent toute l’année, et une nuit au bord du cratère pour y descendre tôt le matin. En juillet, les troupeaux de la migration traversent généralement l’ouest et le nord du Serengeti ; depuis une base centrale, on ne les atteint pas toujours, alors n’hésitez pas à nous demander d’ajouter une nuit plus au nord.</p>',
        '<p>Droits d’entrée dans les parcs, repas, eau potable, lodges et camps de toile confortables : tout est compris.</p>',
      ].join(''),
      days: [
        {
          title: 'D’Arusha au Tarangire',
          description:
            '<p>Prise en charge à Arusha à 8 h et environ deux heures de route jusqu’au <strong>parc national du Tarangire</strong>. Après-midi de safari parmi les baobabs et le long de la rivière Tarangire, où de grands troupeaux d’éléphants se rassemblent à la saison sèche. Nuit dans un lodge près du parc.</p>',
        },
        {
          title: 'Par les hautes terres jusqu’au Serengeti',
          description:
            '<p>Une longue journée, mais spectaculaire. La route traverse Karatu et les hautes terres boisées du Ngorongoro, avec un arrêt au belvédère sur le bord du cratère, puis descend vers les plaines du Serengeti par la porte de Naabi Hill. Environ six heures de route au total, entrecoupées d’un déjeuner pique-nique et d’un safari en chemin jusqu’à <strong>Seronera</strong>, au centre du Serengeti, où vous passez deux nuits.</p>',
        },
        {
          title: 'Centre du Serengeti',
          description:
            '<p>Une journée entière pour explorer la <strong>vallée de la rivière Seronera</strong> et les kopjes alentour, l’un des meilleurs secteurs d’Afrique pour les grands félins. Partez tôt pour trouver lions et guépards en mouvement, faites une pause pour le déjeuner, puis repartez l’après-midi quand la lumière s’adoucit. Un vol en montgolfière à l’aube peut être réservé en supplément.</p>',
        },
        {
          title: 'Du Serengeti au bord du cratère',
          description:
            '<p>Un dernier safari matinal dans le Serengeti, puis retour par Naabi Hill et montée dans la zone de conservation du Ngorongoro, soit trois à quatre heures de route environ. Installation dans un lodge sur le <strong>bord du cratère</strong> ou à proximité, à environ 2 300 mètres d’altitude, où les soirées sont assez fraîches pour faire un feu.</p>',
        },
        {
          title: 'Cratère du Ngorongoro',
          description:
            '<p>Descente matinale de quelque 600 mètres jusqu’au fond du cratère pour un safari pouvant durer six heures, la limite habituelle par visite. La caldeira fermée abrite lions, éléphants, buffles, hyènes, de grands troupeaux de zèbres et de gnous, et l’une des rares populations de <strong>rhinocéros noirs</strong> encore présentes en Tanzanie. Déjeuner pique-nique près d’une mare aux hippopotames, puis remontée et route vers Karatu pour la nuit.</p>',
        },
        {
          title: 'Lac Manyara et retour à Arusha',
          description:
            '<p>Environ 40 minutes de route jusqu’au <strong>parc national du lac Manyara</strong> pour un safari matinal dans la forêt et le long des rives du lac, où vivent babouins, singes bleus, hippopotames et de nombreux oiseaux d’eau. Après le déjeuner, continuation vers Arusha, à environ deux heures, où nous vous déposons à votre hôtel ou à l’aéroport international du Kilimandjaro, une heure plus loin environ.</p>',
        },
      ],
    },
    'great-migration-river-crossings-safari': {
      name: 'Grande Migration : les traversées de la Mara',
      description: [
        '<p>Entre juillet et octobre, la Grande Migration atteint le nord du <strong>Serengeti</strong>, et avec elle le spectacle animalier le plus saisissant d’Afrique de l’Est : des colonnes de gnous et de zèbres se massent sur les rives de la rivière Mara, puis se jettent à l’eau sous l’œil des crocodiles à l’affût. Ce safari est entièrement conçu pour vous donner les meilleures chances d’y assister.</p>',
        '<p>Après deux nuits dans le centre du Serengeti, vous passez trois nuits dans le nord, près de la rivière, afin que votre guide puisse suivre les troupeaux et attendre patiemment aux points de passage. Les traversées dépendent entièrement des animaux et personne ne peut en promettre une un jour donné, mais plusieurs jours dans le bon secteur en août vous offrent de très bonnes chances. Le voyage se termine par une nuit sur le bord du <strong>cratère du Ngorongoro</strong> et un safari au fond du cratère.</p>',
      ].join(''),
      days: [
        {
          title: 'D’Arusha au Serengeti',
          description:
            '<p>Départ matinal d’Arusha pour la longue route jusqu’au <strong>Serengeti</strong>, par Karatu et les hautes terres du Ngorongoro, avec un arrêt au belvédère sur le bord du cratère. Comptez sept à huit heures de route, avec un déjeuner pique-nique et un safari depuis la porte de Naabi Hill jusqu’à <strong>Seronera</strong>, où vous passez deux nuits.</p>',
        },
        {
          title: 'Centre du Serengeti',
          description:
            '<p>Une journée entière de safari autour de Seronera, où lions, léopards et guépards vivent toute l’année. Votre guide reste aussi en contact avec les autres guides pour connaître la position de la migration : vous partez ainsi vers le nord le lendemain en sachant où les troupeaux se rassemblent le long de la rivière.</p>',
        },
        {
          title: 'Cap au nord, vers la rivière Mara',
          description:
            '<p>Route vers le nord par la région de Lobo et ses kopjes de granit jusqu’au nord du Serengeti, un trajet de quatre à cinq heures ponctué d’observations en chemin. Installation pour trois nuits dans un camp de toile près de Kogatu, à proximité de la <strong>rivière Mara</strong>, et safari en fin de journée si les troupeaux sont dans les parages.</p>',
        },
        {
          title: 'Les traversées de la Mara',
          description:
            '<p>Une journée entière à suivre les troupeaux le long de la rivière Mara. Les traversées peuvent se produire à toute heure : vous emportez donc un pique-nique et restez sur le terrain, en passant d’un point de passage connu à l’autre à mesure que les gnous s’amassent sur les rives. Guettez aussi les crocodiles du Nil, ainsi que les lions et les léopards qui suivent la migration.</p>',
        },
        {
          title: 'Une deuxième journée dans le nord',
          description:
            '<p>Une autre journée entière dans le nord du Serengeti, de nouveau au bord de la rivière ou dans le <strong>triangle de Lamai</strong>, sur l’autre rive, selon l’endroit où se trouvent les troupeaux. Plus tranquille, le nord compte aussi de nombreux éléphants, girafes et buffles, et bien moins de véhicules que les plaines du centre.</p>',
        },
        {
          title: 'Retour au centre du Serengeti',
          description:
            '<p>Une dernière matinée au bord de la rivière, puis route vers le sud jusqu’à Seronera, environ quatre heures avec des safaris en chemin. Votre guide s’arrête dès que quelque chose mérite le coup d’œil : le trajet fait donc pleinement partie du safari. Nuit dans le centre du Serengeti, avec un dernier coucher de soleil sur les plaines.</p>',
        },
        {
          title: 'Du Serengeti au bord du cratère',
          description:
            '<p>Départ de Seronera après le petit-déjeuner et sortie par la porte de Naabi Hill, avec un arrêt aux <strong>gorges d’Olduvai</strong> et à leur petit musée consacré aux origines de l’humanité, puis montée jusqu’au bord du cratère du Ngorongoro, soit quatre à cinq heures au total. Après-midi libre à votre lodge sur le bord du cratère, à environ 2 300 mètres d’altitude.</p>',
        },
        {
          title: 'Cratère du Ngorongoro et Arusha',
          description:
            '<p>Descente matinale pour un safari d’une demi-journée au <strong>fond du cratère</strong>, domaine des lions, des éléphants, des buffles, des hyènes et du rare rhinocéros noir. Après un déjeuner pique-nique, remontée et route vers Arusha, environ quatre heures, pour une arrivée en début de soirée. Nous pouvons vous déposer à l’aéroport international du Kilimandjaro si vous prenez un vol tardif.</p>',
        },
      ],
    },
    'serengeti-calving-season-safari': {
      name: 'Serengeti : safari à la saison des naissances',
      description: [
        '<p>De janvier à mars, les troupeaux de gnous se rassemblent sur les plaines d’herbe rase du sud du <strong>Serengeti</strong> et de la région de Ndutu pour mettre bas : des centaines de milliers de petits y naissent en quelques semaines. C’est la migration dans ce qu’elle a de plus intime, et les plaines grouillent de prédateurs attirés par ces proies faciles.</p>',
        '<p>Ce safari de cinq jours vous installe trois nuits à Ndutu, au cœur même des zones de mise bas, avec des journées entières pour explorer aussi bien les bois de Ndutu que les grandes plaines ouvertes du Serengeti. Vous descendez ensuite dans le <strong>cratère du Ngorongoro</strong> pour un safari, avant de terminer par une matinée au <strong>lac Manyara</strong> sur la route du retour vers Arusha.</p>',
        '<p>Le pic des naissances a généralement lieu en février. Quand la pluie tombe, c’est le plus souvent sous forme de courtes averses l’après-midi, qui laissent des paysages verts et une lumière superbe pour la photo.</p>',
      ].join(''),
      days: [
        {
          title: 'D’Arusha à Ndutu',
          description:
            '<p>Départ d’Arusha à 7 h 30 et route par Karatu et les hautes terres du Ngorongoro jusqu’à la région de <strong>Ndutu</strong>, en lisière des plaines du sud du Serengeti. Le trajet prend cinq à six heures environ, pause déjeuner comprise, et la dernière partie se fait en safari, à mesure que les premiers troupeaux apparaissent. Trois nuits dans un camp de toile à Ndutu.</p>',
        },
        {
          title: 'Les zones de mise bas',
          description:
            '<p>Une journée entière parmi les troupeaux autour des lacs Ndutu et Masek. Les petits naissent dans les plaines ouvertes, souvent tôt le matin, et tiennent debout en quelques minutes. Lions, guépards, hyènes et chacals ne sont jamais loin, et votre guide place le véhicule avec soin pour que vous puissiez observer sans déranger les animaux.</p>',
        },
        {
          title: 'Les plaines du sud du Serengeti',
          description:
            '<p>Cap sur les immenses plaines d’herbe rase du sud du Serengeti, vers Naabi Hill et les <strong>kopjes de Gol</strong>, en suivant les troupeaux là où ils se sont déplacés. Ces grands espaces ouverts sont parfaits pour les guépards et pour prendre la mesure de l’ampleur de la migration. Déjeuner pique-nique dans les plaines et retour au camp en fin d’après-midi.</p>',
        },
        {
          title: 'Cratère du Ngorongoro',
          description:
            '<p>Environ deux heures de route jusqu’au cratère, puis descente au fond pour un safari d’une demi-journée parmi les lions, les buffles, les éléphants, les zèbres et le rare rhinocéros noir, avec souvent des flamants roses sur le lac Magadi. Après le déjeuner près de la mare aux hippopotames, remontée et route vers un lodge de Karatu pour la nuit.</p>',
        },
        {
          title: 'Lac Manyara et Arusha',
          description:
            '<p>Safari matinal dans le <strong>parc national du lac Manyara</strong>, à environ 40 minutes de Karatu, à l’affût des babouins, des éléphants, des hippopotames et des oiseaux d’eau le long des rives. Après un déjeuner pique-nique, deux dernières heures de route jusqu’à Arusha, où vous arrivez en fin d’après-midi.</p>',
        },
      ],
    },
    'kilimanjaro-machame-route-7-days-6-nights': {
      name: 'Kilimandjaro, voie Machame – 7 jours / 6 nuits',
      description: [
        '<p>La <strong>voie Machame</strong>, souvent surnommée la « Whiskey route », est à juste titre l’itinéraire le plus emprunté pour gravir le Kilimandjaro. Elle traverse la forêt tropicale et les bruyères jusqu’au plateau de Shira, passe au pied des glaciers du Kibo et atteint le sommet par le sud-est, avec des paysages sans cesse renouvelés et un profil bien pensé qui permet de monter haut et de dormir plus bas.</p>',
        '<p>Sept jours laissent à votre corps le temps de s’acclimater avant l’ascension finale vers le <strong>pic Uhuru</strong>, à 5 895 mètres, le point culminant de l’Afrique. Vous montez avec des guides de montagne expérimentés, formés aux premiers secours et au mal aigu des montagnes, épaulés par une équipe complète de porteurs et par un cuisinier qui prépare des repas chauds à chaque camp.</p>',
        '<p>Le trek est exigeant mais ne demande aucune technique d’escalade : une bonne condition physique, un équipement adapté et un bon état d’esprit comptent avant tout. Beaucoup de randonneurs le prolongent ensuite par un safari ou quelques jours de repos.</p>',
      ].join(''),
      days: [
        {
          title: 'De Machame Gate à Machame Camp',
          description:
            '<p>Environ une heure de route depuis Moshi, ou deux depuis Arusha, jusqu’à <strong>Machame Gate</strong>, à 1 800 mètres, où vous vous enregistrez et rencontrez votre équipe. Le sentier monte régulièrement dans une forêt tropicale de montagne luxuriante, peuplée de singes bleus et de colobes, jusqu’à <strong>Machame Camp</strong>, à environ 2 835 mètres. Cinq à sept heures de marche. Dîner et nuit sous tente.</p>',
        },
        {
          title: 'De Machame Camp à Shira Camp',
          description:
            '<p>Vous laissez la forêt derrière vous et montez parmi les bruyères géantes et la lande jusqu’à une crête rocheuse, avec les premières vues dégagées sur le Kibo et, à l’ouest, sur le mont Meru. Après quatre à six heures, vous atteignez <strong>Shira Camp</strong>, en bordure du plateau de Shira, à environ 3 750 mètres. Les nuits froides commencent ici : superposez les couches.</p>',
        },
        {
          title: 'De Shira Camp à Barranco Camp par la Lava Tower',
          description:
            '<p>Une journée essentielle pour l’acclimatation. Vous montez vers l’est à travers le désert alpin jusqu’à la <strong>Lava Tower</strong>, un piton volcanique à 4 630 mètres où vous faites halte pour le déjeuner, puis redescendez dans la vallée de Barranco, parmi les séneçons géants, jusqu’à <strong>Barranco Camp</strong>, à environ 3 960 mètres. Monter haut et dormir bas aide votre organisme à s’adapter. Six à sept heures de marche.</p>',
        },
        {
          title: 'Du Barranco Wall à Karanga Camp',
          description:
            '<p>La journée commence par le célèbre <strong>Barranco Wall</strong>, une montée raide d’environ une heure qui impressionne au premier regard mais ne demande ni corde ni expérience de l’escalade : seulement de la prudence, et parfois l’aide des mains. Le sentier franchit ensuite une succession de crêtes et de vallons jusqu’à <strong>Karanga Camp</strong>, à environ 3 995 mètres, le dernier point d’eau de l’itinéraire. Quatre à cinq heures de marche.</p>',
        },
        {
          title: 'De Karanga Camp à Barafu Camp',
          description:
            '<p>Une montée courte mais soutenue de trois à quatre heures, sur un terrain rocailleux et aride, jusqu’à <strong>Barafu Camp</strong>, à 4 673 mètres, camp de base de l’ascension finale. Arrivée vers l’heure du déjeuner, repos, dîner de bonne heure et préparation de votre équipement pour le sommet. Vos guides font le point avec le groupe et vérifient l’état de santé de chacun avant que vous tentiez de dormir quelques heures.</p>',
        },
        {
          title: 'Jour du sommet : le pic Uhuru, puis descente à Mweka Camp',
          description:
            '<p>Réveil vers 23 h et ascension de nuit à la lampe frontale : vous atteignez Stella Point, sur le bord du cratère, vers l’aube, puis le <strong>pic Uhuru</strong>, à 5 895 mètres, environ une heure plus tard. Après les photos devant le panneau du sommet, vous redescendez à Barafu pour vous reposer et vous restaurer, puis continuez jusqu’à <strong>Mweka Camp</strong>, à environ 3 100 mètres. Douze à quatorze heures de marche au total.</p>',
        },
        {
          title: 'De Mweka Camp à Mweka Gate',
          description:
            '<p>Une dernière descente de trois à quatre heures à travers la forêt tropicale jusqu’à <strong>Mweka Gate</strong>, à 1 640 mètres, où vous signez le registre de sortie et recevez votre certificat d’ascension. Vous dites au revoir à votre équipe, puis rejoignez votre hôtel à Moshi ou à Arusha pour une longue douche chaude et une célébration bien méritée.</p>',
        },
      ],
    },
    'southern-circuit-nyerere-ruaha-safari': {
      name: 'Circuit sud : safari Nyerere et Ruaha',
      description: [
        '<p>Les parcs du sud de la Tanzanie sont immenses, isolés et bien moins fréquentés que le célèbre circuit nord, et c’est précisément ce qui fait leur charme. Ce safari par la route relie le <strong>parc national de Nyerere</strong>, créé à partir de la partie nord de l’ancienne réserve de gibier du Selous, à la brousse sauvage et accidentée du <strong>Ruaha</strong> : deux mondes très différents en un seul voyage.</p>',
        '<p>À Nyerere, tout s’organise autour du fleuve Rufiji et de ses lacs : vous explorez le parc en 4x4, en bateau parmi les hippopotames et les crocodiles, et à pied avec un ranger armé. Plus à l’ouest, le Ruaha est un pays sec de baobabs qui s’étend le long de la rivière Grande Ruaha, réputé pour ses grandes troupes de lions, ses nombreux éléphants et la présence du grand comme du petit koudou. Les deux parcs sont des bastions du lycaon, une espèce menacée.</p>',
        '<p>Octobre marque la fin de la saison sèche, quand la faune se concentre près des points d’eau. La route entre les deux parcs est longue : nous la coupons par une nuit près de Mikumi.</p>',
      ].join(''),
      days: [
        {
          title: 'De Dar es Salaam à Nyerere',
          description:
            '<p>Prise en charge tôt le matin à votre hôtel de Dar es Salaam et environ six heures de route jusqu’au <strong>parc national de Nyerere</strong>, à travers les terres agricoles et la forêt claire de miombo. Arrivée à temps pour un déjeuner tardif à votre camp, qui domine les lacs, puis premier safari quand la chaleur de l’après-midi retombe. Trois nuits à Nyerere.</p>',
        },
        {
          title: 'Lacs et forêts de Nyerere',
          description:
            '<p>Une journée entière de safari autour du <strong>lac Manze</strong> et des autres lacs au nord du Rufiji, où éléphants, buffles, girafes, lions et grands troupeaux d’impalas viennent boire. Ouvrez l’œil pour repérer les lycaons, qui ont leurs tanières dans ce secteur, ainsi que les nombreux oiseaux des rives. Déjeuner pique-nique à l’ombre d’un bosquet de rôniers.</p>',
        },
        {
          title: 'Safari en bateau et à pied',
          description:
            '<p>Le matin, safari en bateau sur le <strong>fleuve Rufiji</strong> : vous glissez devant des groupes d’hippopotames, des crocodiles qui se chauffent au soleil et des colonies de guêpiers carmin nichant dans les berges. L’après-midi, safari à pied guidé avec un ranger armé, pour apprendre à lire les empreintes et les petits détails de la brousse. Retour au camp pour un verre au coucher du soleil au bord de l’eau.</p>',
        },
        {
          title: 'De Nyerere à Mikumi',
          description:
            '<p>Départ de Nyerere après le petit-déjeuner et route vers l’ouest par Morogoro en direction de Mikumi, soit six à sept heures entre pistes et routes goudronnées. Nuit dans un lodge près du parc national de Mikumi, où la route nationale qui traverse le parc permet souvent d’apercevoir éléphants, girafes et zèbres depuis la chaussée.</p>',
        },
        {
          title: 'Par Iringa jusqu’au Ruaha',
          description:
            '<p>Poursuite vers l’ouest par Mikumi et les gorges de Kitonga, parsemées de baobabs, jusqu’à Iringa, ville des hautes terres, puis bifurcation sur la piste du <strong>parc national du Ruaha</strong>, à environ trois heures de là. Environ sept heures de route au total, qui se terminent par un safari jusqu’à votre camp dominant la rivière Grande Ruaha. Trois nuits au Ruaha.</p>',
        },
        {
          title: 'La rivière et les baobabs du Ruaha',
          description:
            '<p>Une journée entière pour explorer la <strong>rivière Grande Ruaha</strong> et ses rivières de sable, artères vitales du parc à la saison sèche. Les éléphants creusent le lit des rivières pour trouver de l’eau, lions et léopards patrouillent sur les berges, et les collines couvertes de baobabs abritent grands et petits koudous, antilopes rouannes et, avec de la chance, hippotragues noirs. Déjeuner pique-nique en pleine nature.</p>',
        },
        {
          title: 'Au cœur du Ruaha',
          description:
            '<p>Encore une journée entière : vous longez la rivière jusqu’à la <strong>Mwagusi</strong>, une rivière de sable qui compte parmi les meilleurs secteurs du parc pour les grands félins, ou partez pour une marche guidée dans la brousse si vous préférez explorer à pied. Votre guide adapte la journée aux dernières observations. Dernière soirée autour du feu de camp, sous un ciel constellé d’étoiles.</p>',
        },
        {
          title: 'Du Ruaha à Iringa',
          description:
            '<p>Un dernier safari matinal en quittant le parc, puis environ trois heures de route jusqu’à Iringa, où le safari se termine vers midi. D’Iringa, vous pouvez rejoindre Dar es Salaam par la route ou en avion, ou poursuivre vers le sud et les hautes terres du Sud ; nous vous aidons volontiers à organiser la suite de votre voyage, en supplément.</p>',
        },
      ],
    },
    'family-safari-elephants-crater-treetops': {
      name: 'Safari en famille : éléphants, cratère et canopée',
      description: [
        '<p>Un safari pensé autant pour la capacité d’attention des enfants que pour les envies des adultes. Les trajets ne durent jamais plus de quelques heures d’affilée, les lodges sont choisis pour leur piscine et leurs chambres familiales, et l’itinéraire offre beaucoup de variété en cinq jours : les éléphants du <strong>Tarangire</strong>, le <strong>cratère du Ngorongoro</strong>, une passerelle dans la canopée au <strong>lac Manyara</strong> et une visite très concrète dans une plantation de café.</p>',
        '<p>Votre guide a l’habitude des familles et apporte jumelles et listes d’animaux à cocher pour les jeunes observateurs ; grâce au véhicule privé, vous pouvez vous arrêter pour un goûter, une pause ou une question aussi souvent que vous le souhaitez. Les enfants apprécient généralement ce voyage à partir de cinq ans environ ; nous parlerons avec vous de leur âge et de leurs besoins lors de la réservation.</p>',
        '<p>Décembre est une très belle période pour voyager : les paysages sont verts après les petites pluies et les plaines regorgent de jeunes animaux.</p>',
      ].join(''),
      days: [
        {
          title: 'D’Arusha au Tarangire',
          description:
            '<p>Départ d’Arusha à 9 h, sans précipitation, pour deux heures de route jusqu’au <strong>Tarangire</strong>. Déjeuner pique-nique dans le parc, puis safari d’environ trois heures à la rencontre des troupeaux d’éléphants, en cherchant aussi girafes, zèbres et lions. Installation dans un lodge avec piscine près de l’entrée du parc, à temps pour une baignade avant le dîner.</p>',
        },
        {
          title: 'Vie de village et café à Karatu',
          description:
            '<p>Court safari matinal, puis route vers <strong>Mto wa Mbu</strong>, où un guide local vous emmène pour une balade tranquille à pied ou à vélo parmi les bananeraies et les ateliers d’artisans. Montée ensuite par l’escarpement jusqu’à Karatu, à environ 45 minutes, et après-midi dans une plantation de café : cueillette, torréfaction et dégustation, avec un chocolat chaud pour les plus jeunes.</p>',
        },
        {
          title: 'Dans le cratère du Ngorongoro',
          description:
            '<p>Départ matinal pour la descente dans le <strong>cratère du Ngorongoro</strong>, l’une des plus grandes caldeiras volcaniques intactes du monde. Environ cinq heures de safari à la recherche des lions, des hippopotames, des buffles et peut-être d’un rhinocéros noir, avec un déjeuner pique-nique près d’une mare aux hippopotames, avant de rentrer vous détendre à votre lodge de Karatu.</p>',
        },
        {
          title: 'Dans la canopée du lac Manyara',
          description:
            '<p>Environ 40 minutes de route jusqu’au <strong>parc national du lac Manyara</strong>. Les enfants adorent la passerelle dans la canopée, une série de ponts suspendus à travers la cime des arbres (petit supplément), ainsi que les troupes de babouins et les singes bleus le long de la piste forestière. Continuation jusqu’aux rives du lac pour les hippopotames et les oiseaux d’eau, puis retour à Karatu pour un après-midi libre au bord de la piscine.</p>',
        },
        {
          title: 'Retour à Arusha',
          description:
            '<p>Petit-déjeuner sans se presser, puis environ deux heures et demie de route jusqu’à <strong>Arusha</strong>. Arrêt en chemin dans un marché d’artisanat pour les souvenirs, puis déjeuner en ville avant que nous vous déposions à votre hôtel ou à l’aéroport international du Kilimandjaro, à environ une heure de là.</p>',
        },
      ],
    },
    'rift-valley-lakes-crater-birding-safari': {
      name: 'Safari oiseaux : lacs du Rift et cratère',
      description: [
        '<p>Le nord de la Tanzanie est l’une des régions d’Afrique les plus riches en oiseaux, et de novembre à avril, les espèces résidentes y sont rejointes par des migrateurs venus d’Europe et d’Asie. Ce safari de quatre jours suit un itinéraire choisi pour la variété de ses milieux, du lac alcalin et de la forêt alimentée par la nappe phréatique aux prairies du cratère, aux forêts d’acacias et aux lacs du parc national d’Arusha, avec un guide qui connaît les chants aussi bien que les plumages.</p>',
        '<p>Parmi les temps forts possibles : les flamants roses du <strong>lac Manyara</strong> et du <strong>cratère du Ngorongoro</strong>, les grues royales et les outardes kori au fond du cratère, ainsi que les inséparables masqués et les choucadors unicolores du <strong>Tarangire</strong>, deux espèces endémiques de Tanzanie. La grande faune reste bien présente tout au long du parcours : vos compagnons de voyage moins passionnés d’oiseaux ne s’ennuieront pas.</p>',
        '<p>Le rythme est plus lent que lors d’un safari classique, avec le temps de s’arrêter, d’observer et de photographier.</p>',
      ].join(''),
      days: [
        {
          title: 'D’Arusha au lac Manyara',
          description:
            '<p>Départ d’Arusha à 8 h pour deux heures de route jusqu’au <strong>parc national du lac Manyara</strong>. Une journée d’observation, de la forêt jusqu’aux rives du lac : calaos à joues argentées dans la canopée, pélicans et cigognes sur l’eau et, quand le niveau du lac leur convient, flamants roses. Nuit dans un lodge sur l’escarpement, près de Karatu.</p>',
        },
        {
          title: 'Cratère du Ngorongoro',
          description:
            '<p>Descente dans le <strong>cratère du Ngorongoro</strong> pour un safari d’une demi-journée à travers ses prairies, ses marais et le lac Magadi. Cherchez outardes kori, grues royales, sentinelles à gorge rose et flamants roses, aux côtés des lions, des buffles et des rhinocéros noirs. L’après-midi, observation des oiseaux dans la forêt d’altitude sur le bord du cratère, avant le retour à Karatu.</p>',
        },
        {
          title: 'Tarangire',
          description:
            '<p>Environ deux heures de route jusqu’au <strong>parc national du Tarangire</strong>, où plus de 500 espèces d’oiseaux ont été recensées. Une journée entière parmi les baobabs et les acacias, à la recherche de l’inséparable masqué et du choucador unicolore, tous deux endémiques, ainsi que des calaos, des barbicans et des rapaces, sans oublier les célèbres troupeaux d’éléphants du parc. Nuit dans un lodge près du parc.</p>',
        },
        {
          title: 'Parc national d’Arusha et lacs Momella',
          description:
            '<p>Environ deux heures et demie de route jusqu’au <strong>parc national d’Arusha</strong>, au pied du mont Meru. Observation des flamants roses et des oiseaux d’eau sur les lacs Momella, puis du touraco de Hartlaub et des colobes noir et blanc dans la forêt de montagne, avant de rejoindre Arusha, à environ une heure, où le safari se termine en fin d’après-midi.</p>',
        },
      ],
    },
    'stone-town-heritage-walk': {
      name: 'Balade historique dans Stone Town',
      description: [
        '<p><strong>Stone Town</strong> est le cœur historique de Zanzibar City, inscrit au patrimoine mondial de l’UNESCO : un dédale de ruelles étroites où les influences swahilies, arabes, indiennes et européennes se mêlent dans les maisons en pierre de corail, les portes en bois sculpté et les marchés animés. Cette balade tranquille avec un guide local vous aide à en saisir toute la richesse.</p>',
        '<p>En quatre heures environ, vous découvrez le Vieux Fort, le front de mer autour de la House of Wonders (fermée pour restauration), le marché de Darajani et la cathédrale anglicane, bâtie sur le site du dernier marché aux esclaves à ciel ouvert, où une petite exposition retrace sans détour cette histoire douloureuse. En chemin, votre guide vous montre les plus belles portes, les anciens bains persans de Hamamni et les recoins où les voisins se retrouvent autour d’un café et d’une partie de dominos.</p>',
        '<p>La balade se termine près des jardins de Forodhani, l’endroit idéal pour rester jusqu’au coucher du soleil et profiter des stands de cuisine du soir.</p>',
      ].join(''),
      days: [
        {
          title: 'Ruelles, marchés et mémoire',
          description:
            '<p>Rendez-vous à 9 h à votre hôtel de Stone Town, puis départ à pied. Au programme : le <strong>Vieux Fort</strong>, le front de mer près de la House of Wonders, les halles aux épices et aux poissons du <strong>marché de Darajani</strong>, les bains persans de Hamamni et la <strong>cathédrale anglicane</strong>, avec son mémorial et son exposition sur le marché aux esclaves. Comptez environ quatre heures de marche tranquille, avec des pauses pour un jus frais ou un café. La visite se termine vers 13 h près des jardins de Forodhani.</p>',
        },
      ],
    },
    'nakupenda-sandbank-prison-island-dhow-day': {
      name: 'En boutre à Nakupenda et Prison Island',
      description: [
        '<p>La grande classique des journées farniente en mer au large de Stone Town. Un boutre traditionnel en bois vous conduit d’abord à <strong>Prison Island</strong> (Changuu), à environ 30 minutes du front de mer, puis à <strong>Nakupenda</strong>, un banc de sable d’un blanc éclatant qui apparaît et se déplace au gré des marées.</p>',
        '<p>Sur Prison Island, vous rencontrez les tortues géantes d’Aldabra, dont certaines ont largement dépassé cent ans, et passez devant les bâtiments d’une prison construite dans les années 1890, qui a finalement servi de station de quarantaine. Place ensuite à la baignade et au snorkeling sur les coraux autour de l’île, avant de mettre le cap sur le banc de sable pour un déjeuner de fruits de mer grillés et de fruits frais.</p>',
        '<p>Cette journée convient aux familles et à tous ceux qui rêvent d’eaux turquoise sans long trajet en voiture. Les horaires varient un peu selon la marée, et votre capitaine organise la journée en conséquence.</p>',
      ].join(''),
      days: [
        {
          title: 'Tortues, récif et banc de sable',
          description:
            '<p>Rendez-vous vers 9 h 30 sur la plage de Stone Town près de Forodhani, puis embarquement à bord du boutre pour une traversée de 30 minutes jusqu’à <strong>Prison Island</strong>. Vous passez une heure avec les tortues géantes et parmi les anciens bâtiments de quarantaine, puis faites du snorkeling sur le récif voisin. Cap ensuite sur le <strong>banc de sable de Nakupenda</strong> pour la baignade, un déjeuner de fruits de mer servi à l’ombre et le plaisir de simplement flotter dans les eaux peu profondes. Retour à Stone Town vers 16 h.</p>',
        },
      ],
    },
    'spice-farm-jozani-forest-day-tour': {
      name: 'Épices et forêt de Jozani à la journée',
      description: [
        '<p>Zanzibar doit son surnom d’île aux épices au XIXe siècle, lorsque les plantations de girofliers couvraient une grande partie de la campagne. Cette excursion d’une journée associe cette histoire au coin de forêt indigène le plus célèbre de l’île.</p>',
        '<p>Le matin, environ 30 minutes de route vous mènent de Stone Town aux plantations d’épices de <strong>Kizimbani</strong>, où un cultivateur vous guide à travers la plantation pour sentir, goûter et deviner clou de girofle, noix de muscade, cannelle, poivre noir, vanille et citronnelle, avant de terminer par des fruits de saison. Après le déjeuner, vous continuez vers la <strong>forêt de Jozani</strong>, refuge du colobe rouge de Zanzibar, un singe que l’on ne trouve nulle part ailleurs au monde. Un guide local vous emmène pour une courte balade en forêt, puis sur la passerelle en bois qui serpente à travers la mangrove.</p>',
        '<p>Une journée facile et variée, idéale pour une première sortie sur l’île.</p>',
      ].join(''),
      days: [
        {
          title: 'Les épices le matin, les singes l’après-midi',
          description:
            '<p>Prise en charge à Stone Town à 9 h et 30 minutes de route jusqu’à <strong>Kizimbani</strong> pour une visite guidée des épices avec dégustation, et la possibilité d’acheter des épices directement à la plantation. Le déjeuner est un repas swahili simple servi sur place. Vers 13 h 30, environ une heure de route vers le sud-est jusqu’à la <strong>forêt de Jozani</strong>, pour une balade guidée parmi les colobes rouges et les singes de Sykes, puis sur la passerelle de la mangrove. Retour à Stone Town vers 17 h.</p>',
        },
      ],
    },
    'mnemba-atoll-snorkelling-day': {
      name: 'Journée snorkeling à l’atoll de Mnemba',
      description: [
        '<p>L’<strong>atoll de Mnemba</strong>, au large de la côte nord-est de Zanzibar, est une aire marine protégée qui offre certains des plus beaux sites de snorkeling de l’île. La petite île elle-même est privée, mais les jardins de corail qui l’entourent sont ouverts à tous, avec une eau limpide, des poissons de récif par milliers, des tortues vertes et, assez souvent, des groupes de dauphins.</p>',
        '<p>Notre bateau part de Nungwi, à la pointe nord, et rejoint l’atoll en une heure environ. Vous faites deux arrêts snorkeling, avec un guide dans l’eau et des fruits frais à bord entre les deux. Les dauphins sont souvent au rendez-vous, sans que ce soit jamais garanti, et nous gardons une distance respectueuse plutôt que de les poursuivre.</p>',
        '<p>De retour à Nungwi, vous avez le temps de déjeuner face à la mer et de vous baigner sur une plage où l’eau reste assez profonde quelle que soit la marée.</p>',
      ].join(''),
      days: [
        {
          title: 'Snorkeling à l’atoll de Mnemba',
          description:
            '<p>Rendez-vous sur la plage de Nungwi à 8 h, quand la mer est généralement la plus calme, pour essayer masque et palmes. La traversée jusqu’à <strong>Mnemba</strong> dure environ une heure. Vous explorez deux sites du récif avec votre guide, à l’affût des tortues, des raies et des dauphins. Retour à Nungwi vers 13 h pour un déjeuner dans un restaurant en bord de plage, puis après-midi libre. Une prise en charge à Kendwa s’organise facilement ; depuis Stone Town, comptez environ 75 minutes de trajet dans chaque sens.</p>',
        },
      ],
    },
    'southeast-coast-lagoon-escape-4-days-3-nights': {
      name: 'Lagon de la côte sud-est – 4 jours / 3 nuits',
      description: [
        '<p>La côte sud-est, c’est Zanzibar dans ce qu’elle a de plus décontracté : de longues plages blanches, un lagon peu profond abrité par le récif et des villages où la culture des algues rythme encore la journée. Cette courte escapade partage son temps entre <strong>Paje</strong>, le haut lieu du kitesurf sur l’île, et <strong>Jambiani</strong>, plus paisible, juste au sud.</p>',
        '<p>Les marées sont ici de grande amplitude. À marée basse, la mer se retire sur des centaines de mètres, découvrant bancs de sable et flaques où les femmes entretiennent leurs parcelles d’algues, puis revient, turquoise, quelques heures plus tard. Nous organisons chaque journée autour de ce rythme : balades dans le lagon et visite du village à marée basse, baignade et jeux dans l’eau à marée haute, et une sortie en bateau jusqu’au récif.</p>',
        '<p><em>Bon à savoir :</em> cours de kitesurf et soins au spa s’ajoutent facilement sur place, mais ne sont pas compris dans le prix.</p>',
      ].join(''),
      days: [
        {
          title: 'Arrivée et route vers Paje',
          description:
            '<p>Notre chauffeur vous accueille à l’aéroport international Abeid Amani Karume pour environ une heure de route à travers l’île jusqu’à <strong>Paje</strong>. Installation dans une petite maison d’hôtes en bord de plage, puis balade tranquille sur le sable quand la marée tourne. Le soir, choisissez pour dîner l’un des restaurants décontractés qui bordent la plage.</p>',
        },
        {
          title: 'Lagon et récif extérieur',
          description:
            '<p>Quand la marée s’y prête, un bateau local, souvent une pirogue à balancier traditionnelle, la <em>ngalawa</em>, vous emmène à travers le lagon jusqu’au bord du récif pour du snorkeling parmi les coraux et les poissons de récif. L’après-midi est libre pour la baignade, la lecture ou une séance d’initiation dans l’une des écoles de kitesurf de Paje (en option, à régler sur place). Le coucher du soleil se savoure depuis la plage, quand les kitesurfeurs regagnent le rivage.</p>',
        },
        {
          title: 'Le village de Jambiani et la grotte de Kuza',
          description:
            '<p>Court trajet vers le sud jusqu’à <strong>Jambiani</strong>, où un guide du village vous fait découvrir les cultures d’algues, une école et une maison familiale, en vous expliquant comment la communauté vit au rythme des marées. L’après-midi, visite de la <strong>grotte de Kuza</strong>, une grotte calcaire dont le bassin d’eau douce limpide invite à la baignade, puis installation dans une maison d’hôtes sur la plage de Jambiani pour votre dernière nuit.</p>',
        },
        {
          title: 'Au revoir à la côte',
          description:
            '<p>Profitez d’un dernier petit-déjeuner et d’une ultime balade sur le sable à marée basse avant de libérer la chambre. Selon l’heure de votre vol, nous vous reconduisons à l’aéroport, à environ une heure de route, ou vers Stone Town ou les plages du nord si vous prolongez vos vacances (les transferts au-delà de l’aéroport sont facturés à part).</p>',
        },
      ],
    },
    'stone-town-spice-island-culture-3-days-2-nights': {
      name: 'Stone Town et île aux épices – 3 jours / 2 nuits',
      description: [
        '<p>Trois jours sans hâte à Stone Town et dans ses environs, pensés pour les voyageurs qui attendent de Zanzibar davantage que ses plages. Vous séjournez dans une maison de ville restaurée de la vieille ville et partez à sa découverte avec un guide local, capable de vous expliquer non seulement ce que vous voyez, mais aussi pourquoi c’est important.</p>',
        '<p>La première journée complète est consacrée à <strong>Stone Town</strong> elle-même : le Vieux Fort, l’Old Dispensary, le marché de Darajani et la cathédrale anglicane, avec sa bouleversante exposition sur la traite des esclaves en Afrique de l’Est. Le dernier jour vous emmène hors de la ville, en bateau jusqu’à <strong>Prison Island</strong> et ses tortues géantes, puis par la route jusqu’aux plantations d’épices de <strong>Kizimbani</strong>, où revit le commerce du clou de girofle qui a façonné l’histoire de l’île.</p>',
        '<p>Les soirées sont libres : dîner sur un toit-terrasse, stands de cuisine de Forodhani ou balade au coucher du soleil sur le front de mer.</p>',
      ].join(''),
      days: [
        {
          title: 'Arrivée à Stone Town',
          description:
            '<p>Transfert de l’aéroport à votre hôtel de Stone Town, à environ 20 minutes. Après votre installation, votre guide vous retrouve en fin d’après-midi pour une première promenade tranquille à travers les ruelles jusqu’au front de mer, qui se termine aux <strong>jardins de Forodhani</strong> au moment où les stands de cuisine du soir allument leurs grils. Une bonne façon de prendre vos repères avant la journée complète du lendemain.</p>',
        },
        {
          title: 'Au cœur de la vieille ville',
          description:
            '<p>Une journée entière à pied avec votre guide. Visite du <strong>Vieux Fort</strong> et de l’<strong>Old Dispensary</strong> aux balcons sculptés, puis traversée du marché de Darajani et de ses halles aux épices et aux poissons. Après le déjeuner, prenez le temps de découvrir la <strong>cathédrale anglicane</strong> ainsi que le mémorial et l’exposition consacrés au marché aux esclaves, avant de terminer par les bains persans de Hamamni et les portes sculptées des quartiers de Kiponda et de Shangani.</p>',
        },
        {
          title: 'Prison Island et les plantations d’épices',
          description:
            '<p>Le matin, environ 30 minutes de bateau jusqu’à <strong>Prison Island</strong> pour rencontrer les tortues géantes d’Aldabra et découvrir l’ancienne station de quarantaine, avec le temps de vous baigner. De retour à terre, environ 30 minutes de route jusqu’à <strong>Kizimbani</strong> pour une balade dans une plantation d’épices et un déjeuner-dégustation. En fin d’après-midi, nous vous conduisons à l’aéroport ou à votre prochain hôtel sur l’île.</p>',
        },
      ],
    },
    'zanzibar-island-highlights': {
      name: 'Zanzibar : l’essentiel de l’île',
      description: [
        '<p>Si vous disposez d’une semaine et voulez découvrir toute l’île plutôt qu’un seul de ses recoins, ce voyage est fait pour vous. Il commence par deux nuits à <strong>Stone Town</strong>, passe par les plantations d’épices et la <strong>forêt de Jozani</strong> pour rejoindre la côte sud-est à <strong>Jambiani</strong>, et se termine sur les plages du nord à <strong>Nungwi</strong>, avec un chauffeur et un guide qui s’occupent de toute la logistique.</p>',
        '<p>Le rythme est volontairement posé : rarement plus de deux heures de route par jour, et des après-midi libres une fois sur la côte. À Stone Town, vous découvrez l’histoire des sultans omanais, du commerce des épices et de la traite des esclaves ; à Jozani, vous rencontrez les colobes rouges ; à Jambiani, vous parcourez les cultures d’algues avec les villageois ; et sur la plage de Nungwi, vous regardez des artisans construire des boutres à la main.</p>',
        '<p>Vous logez dans des hôtels confortables tenus par des gens du pays, petit-déjeuner compris.</p>',
      ].join(''),
      days: [
        {
          title: 'Karibu : bienvenue à Zanzibar',
          description:
            '<p>À votre arrivée à l’aéroport international Abeid Amani Karume, votre chauffeur vous conduit à Stone Town, à 20 minutes seulement. Installation dans un hôtel aménagé dans une maison restaurée de la vieille ville. En fin d’après-midi, descendez jusqu’aux <strong>jardins de Forodhani</strong>, sur le front de mer, pour admirer le coucher du soleil et goûter la pizza de Zanzibar et les fruits de mer grillés des stands du soir.</p>',
        },
        {
          title: 'Stone Town, une journée d’histoire',
          description:
            '<p>Une visite guidée à pied de la vieille ville inscrite au patrimoine mondial de l’UNESCO : le Vieux Fort, l’Old Dispensary, le marché de Darajani, les bains persans de Hamamni et la cathédrale anglicane, avec son mémorial et son exposition sur le marché aux esclaves. Votre guide vous explique comment Stone Town est devenue, sous les sultans omanais, le grand port marchand de la côte est-africaine. L’après-midi est libre pour le shopping, un café sur un toit-terrasse ou un moment de repos.</p>',
        },
        {
          title: 'Épices, singes et côte est',
          description:
            '<p>Environ 30 minutes de route jusqu’à <strong>Kizimbani</strong> pour une balade dans une plantation d’épices avec dégustation, puis continuation vers le sud-est jusqu’à la <strong>forêt de Jozani</strong> pour une marche guidée parmi les colobes rouges et sur la passerelle de la mangrove. De Jozani, une quarantaine de minutes suffisent pour rejoindre <strong>Jambiani</strong>, où vous vous installez pour deux nuits dans une maison d’hôtes en bord de plage.</p>',
        },
        {
          title: 'Au rythme des marées à Jambiani',
          description:
            '<p>Matinée avec un guide du village : vous visitez les cultures d’algues du lagon à marée basse et découvrez comment les femmes de Jambiani cultivent, font sécher et vendent leur récolte. Après le déjeuner, rafraîchissez-vous dans le bassin d’eau douce de la grotte de Kuza, ou profitez simplement de la plage quand la mer remonte. Le soir, vous pouvez réserver un dîner swahili préparé chez l’habitant.</p>',
        },
        {
          title: 'Cap au nord, vers Nungwi',
          description:
            '<p>Après le petit-déjeuner, route vers le nord le long de la côte est jusqu’à <strong>Nungwi</strong>, à la pointe nord de l’île, soit environ une heure et demie. L’après-midi, longez la plage jusqu’aux chantiers où l’on construit encore les boutres à la main, et visitez le bassin de conservation des tortues de Mnarani, un projet communautaire qui soigne des tortues marines sauvées des filets de pêche. La journée se termine par une croisière en boutre au coucher du soleil.</p>',
        },
        {
          title: 'Départ',
          description:
            '<p>Matinée libre pour vous baigner à Nungwi, où l’eau reste assez profonde pour nager quelle que soit la marée, contrairement à une grande partie de la côte est. Une fois la chambre libérée, votre chauffeur vous conduit à l’aéroport, à environ 75 minutes, à temps pour votre vol. Des nuits supplémentaires à la plage peuvent facilement être ajoutées sur demande.</p>',
        },
      ],
    },
    'nungwi-kendwa-beach-escape': {
      name: 'Escapade plage à Nungwi et Kendwa',
      description: [
        '<p>La pointe nord de Zanzibar offre les plages de l’île les plus propices à la baignade. Contrairement à la côte est, où la mer se retire loin à marée basse, <strong>Nungwi</strong> et sa voisine <strong>Kendwa</strong> gardent une eau profonde et limpide près du rivage presque toute la journée : l’idéal pour des vacances à la plage agrémentées d’un peu d’aventure.</p>',
        '<p>Cette escapade de cinq jours s’adresse aux couples et aux amis qui veulent prendre le temps de ne presque rien faire, avec quelques sorties bien choisies : une matinée de snorkeling à l’<strong>atoll de Mnemba</strong>, une visite des constructeurs de boutres et du bassin de conservation des tortues de Nungwi, et une navigation au coucher du soleil à bord d’un boutre traditionnel. Kendwa n’est qu’à une agréable promenade sur le sable depuis Nungwi, et les deux villages ne manquent pas d’endroits où manger.</p>',
        '<p>Nous réservons des hôtels confortables en bord de plage ; pour les jeunes mariés, un surclassement dans un hôtel de charme est possible sur demande.</p>',
      ].join(''),
      days: [
        {
          title: 'Arrivée et transfert vers le nord',
          description:
            '<p>Votre chauffeur vous accueille à l’aéroport pour environ 75 minutes de route jusqu’à <strong>Nungwi</strong>, à travers villages et terres agricoles. Installation à votre hôtel en bord de plage et reste de la journée pour prendre vos marques. Les couchers de soleil sur le côté ouest de la pointe sont célèbres : soyez sur le sable vers 18 h, une boisson fraîche à la main.</p>',
        },
        {
          title: 'Snorkeling à l’atoll de Mnemba',
          description:
            '<p>Départ matinal pour environ une heure de bateau jusqu’à l’<strong>atoll de Mnemba</strong>, une aire marine protégée. Vous explorez deux sites coralliens avec votre guide, à l’affût des tortues vertes, des poissons de récif et, souvent, des dauphins. Retour à Nungwi en début d’après-midi pour le déjeuner et un après-midi paresseux au bord de la piscine ou sur la plage.</p>',
        },
        {
          title: 'Constructeurs de boutres et tortues',
          description:
            '<p>Balade matinale tranquille avec un guide local jusqu’aux chantiers navals de Nungwi, où des artisans façonnent encore des boutres en bois dur selon des méthodes largement traditionnelles, puis jusqu’au bassin de conservation des tortues de Mnarani. En fin d’après-midi, embarquement à bord d’un boutre traditionnel pour une navigation le long de la côte au coucher du soleil, avec fruits et boissons sans alcool à bord.</p>',
        },
        {
          title: 'Une journée à Kendwa',
          description:
            '<p>Rejoignez <strong>Kendwa</strong> en longeant le rivage vers le sud, environ 30 minutes à pied à marée basse, ou en quelques minutes de taxi. La longue plage de Kendwa est calme et abritée, et l’on peut s’y baigner toute la journée. Passez la journée comme il vous plaît : baignade, paddle, massage ou simplement un transat et un livre. Nous pouvons aussi organiser une plongée avec un centre de plongée local (en option, à régler sur place).</p>',
        },
        {
          title: 'Départ',
          description:
            '<p>Petit-déjeuner et dernière baignade matinale avant de libérer la chambre. Votre chauffeur vous reconduit à l’aéroport, à environ 75 minutes, ou à Stone Town si vous y prolongez votre séjour. Un vol tardif ne pose aucun problème : pensez à nous demander un départ tardif de la chambre lors de la réservation.</p>',
        },
      ],
    },
    'nungwi-sunset-dhow-cruise-turtle-pond': {
      name: 'Nungwi : boutre au couchant et tortues',
      description: [
        '<p>Une sortie d’après-midi tout en douceur pour ceux qui séjournent sur la côte nord. Elle commence au <strong>bassin de conservation des tortues de Mnarani</strong>, à Nungwi, un petit projet communautaire qui recueille des tortues marines sauvées des filets de pêche avant de les relâcher dans l’océan, et se poursuit le long de la plage jusqu’aux chantiers où l’on construit encore les boutres à la main.</p>',
        '<p>Quand la chaleur retombe, vous embarquez à bord d’un boutre traditionnel en bois à voile latine et descendez doucement la côte vers <strong>Kendwa</strong> tandis que le soleil plonge dans la mer. Boissons sans alcool et fruits frais sont servis à bord, et une halte baignade est généralement prévue si la mer est calme.</p>',
        '<p>La prise en charge dans les hôtels de Nungwi et de Kendwa est comprise ; depuis le reste de l’île, nous pouvons organiser un transfert.</p>',
      ].join(''),
      days: [
        {
          title: 'Tortues, chantiers navals et voile au couchant',
          description:
            '<p>Prise en charge à 15 h à votre hôtel de Nungwi ou de Kendwa. Environ une heure au bassin des tortues de Mnarani, passage devant le phare de la pointe nord, puis flânerie parmi les chantiers navals de la plage. Embarquement sur le boutre vers 17 h pour deux heures de navigation le long de la côte ouest, avec une halte baignade quand les conditions le permettent. Retour à terre après le coucher du soleil, vers 19 h.</p>',
        },
      ],
    },
    'pemba-island-diving-expedition': {
      name: 'Expédition plongée à Pemba',
      description: [
        '<p>Une expédition pour plongeurs certifiés qui commence sur la côte nord de Zanzibar et se termine à <strong>Pemba</strong>, l’île sœur plus calme et plus vallonnée située au nord, réputée pour ses tombants coralliens abrupts et son eau d’une clarté exceptionnelle.</p>',
        '<p>Les premiers jours, vous plongez au départ de <strong>Nungwi</strong>, notamment dans les jardins de corail de l’<strong>atoll de Mnemba</strong>, pour vous remettre du voyage et vérifier votre équipement. Un court vol d’environ 30 minutes vous emmène ensuite à Pemba pour des plongées en bateau autour de l’île de Misali et sur les récifs de la côte ouest, où tombants, grandes gorgones et chances de croiser de gros poissons du large attirent les plongeurs expérimentés.</p>',
        '<p>Les forfaits plongée, la location d’équipement et le vol pour Pemba font l’objet d’un devis séparé, selon votre niveau de certification et le nombre de plongées souhaité.</p>',
      ].join(''),
      days: [
        {
          title: 'Arrivée à Nungwi',
          description:
            '<p>Transfert de l’aéroport à <strong>Nungwi</strong>, environ 75 minutes, et installation près du centre de plongée. L’après-midi, formalités administratives, vérification de votre carte de certification et de votre carnet de plongée, puis plongée de réadaptation facile sur un récif voisin pour ajuster lestage et équipement. Soirée libre.</p>',
        },
        {
          title: 'Atoll de Mnemba',
          description:
            '<p>Deux plongées en bateau autour de l’<strong>atoll de Mnemba</strong>, une aire marine protégée à environ une heure de bateau de Nungwi. Au programme : coraux durs et mous en bonne santé, tortues vertes, murènes et grands bancs de poissons de récif, avec souvent des dauphins pendant la traversée. Intervalle de surface avec fruits et boissons à bord ; retour à Nungwi en milieu d’après-midi.</p>',
        },
        {
          title: 'Vol pour Pemba',
          description:
            '<p>Matinée libre, puis transfert à l’aéroport pour le court vol jusqu’à Pemba, environ 30 minutes. Un chauffeur vous attend sur la piste d’atterrissage pour vous conduire à votre lodge de la côte ouest. Repos, installation et briefing de la plongée du lendemain pendant le dîner.</p>',
        },
        {
          title: 'Les récifs de l’île de Misali',
          description:
            '<p>Une journée de plongée autour de l’<strong>île de Misali</strong>, une aire marine protégée au large de la côte ouest de Pemba, avec deux plongées sur des récifs en pente et des tombants. Entre les plongées, le déjeuner est servi sur la plage de cette île inhabitée, où un court sentier nature traverse la forêt côtière. La dernière plongée se termine tôt afin que 24 heures pleines s’écoulent avant votre vol.</p>',
        },
        {
          title: 'Départ',
          description:
            '<p>Dernière matinée libre à Pemba, sans plongée prévue, pour que vous puissiez prendre l’avion en toute sécurité. Après le déjeuner, transfert à la piste d’atterrissage pour le vol retour vers Zanzibar, où notre chauffeur vous attend pour votre correspondance ou une nuit supplémentaire à Stone Town.</p>',
        },
      ],
    },
  },
  destinations: {
    'stone-town': {
      description: [
        '<p><strong>Stone Town</strong> est la vieille ville de Zanzibar City, sur la côte ouest d’Unguja, l’île principale de l’archipel de Zanzibar. Inscrite au patrimoine mondial de l’UNESCO depuis 2000, cette ville marchande swahilie, avec ses ruelles étroites, ses maisons en pierre de corail et ses portes en bois sculpté, porte l’empreinte de siècles d’influences africaines, arabes, persanes, indiennes et européennes.</p>',
        '<p>Une visite guidée passe généralement par le Vieux Fort, la House of Wonders sur le front de mer (fermée pour restauration après un effondrement partiel en 2020), le marché de Darajani et la cathédrale anglicane, bâtie sur le site du dernier marché aux esclaves à ciel ouvert, fermé en 1873. Le mémorial et les cachots voisins où l’on enfermait les esclaves rendent la visite poignante. Le soir, les jardins de Forodhani se remplissent de stands de cuisine et de promeneurs venus admirer le coucher du soleil, et une croisière en boutre le long du front de mer est une façon très prisée de terminer la journée.</p>',
        '<p><em>Conseils pratiques :</em> les mois les plus secs vont de juin à octobre et de décembre à février ; les grandes pluies tombent de mars à mai. Stone Town est une communauté majoritairement musulmane : couvrez vos épaules et vos genoux lorsque vous vous promenez, et faites preuve d’une discrétion particulière pendant le ramadan.</p>',
      ].join(''),
      facts: [
        'Patrimoine mondial de l’UNESCO depuis 2000',
        'Meilleure période : de juin à octobre et de décembre à février',
        'Grandes pluies : de mars à mai',
        'Aéroport : environ 20 minutes en voiture',
        'Tenue : épaules et genoux couverts en ville',
      ],
      activities: [
        'Visite guidée à pied',
        'Visite du mémorial du marché aux esclaves',
        'Marché de nuit de Forodhani',
        'Croisière en boutre au coucher du soleil',
        'Visite du marché de Darajani',
        'Cours de cuisine swahilie',
      ],
    },
    'prison-island': {
      description: [
        '<p><strong>Prison Island</strong>, appelée <em>Changuu</em> en swahili, est une petite île située à environ 5 km de Stone Town, à 20 à 30 minutes de bateau. Une prison y a été construite dans les années 1890, mais n’a jamais accueilli de détenus ; l’île a ensuite servi de station de quarantaine, et certains bâtiments sont encore debout.</p>',
        '<p>Aujourd’hui, la plupart des visiteurs viennent pour ses tortues géantes d’Aldabra. Les premières ont été offertes par les Seychelles en 1919, et la colonie vit désormais dans un enclos protégé où l’on peut observer des animaux d’âges très variés, dont certains auraient plus d’un siècle. Outre les tortues, l’île offre une courte balade parmi les anciens bâtiments, une petite plage et des massifs coralliens près du rivage, parfaits pour le snorkeling.</p>',
        '<p><em>Conseils pratiques :</em> une demi-journée au départ de Stone Town suffit. L’entrée de l’enclos des tortues se paie sur l’île, en plus du bateau. Les matinées calmes offrent généralement l’eau la plus claire, et des chaussures aquatiques sont utiles sur le rivage rocheux.</p>',
      ].join(''),
      facts: [
        'Nom swahili : Changuu',
        'Bateau : environ 20–30 minutes depuis Stone Town',
        'Tortues géantes d’Aldabra, arrivées des Seychelles dès 1919',
        'Prison construite dans les années 1890, puis station de quarantaine',
        'Durée de la visite : une demi-journée',
      ],
      activities: [
        'Visite de l’enclos des tortues géantes',
        'Snorkeling',
        'Excursion en bateau',
        'Balade parmi les ruines historiques',
        'Détente à la plage',
      ],
    },
    nungwi: {
      description: [
        '<p><strong>Nungwi</strong> est un village de pêcheurs situé à la pointe nord d’Unguja, à environ 60 km de Stone Town. C’est l’un des plus anciens secteurs balnéaires de l’île, avec des hôtels et des restaurants le long de sa côte ouest, tandis que le village lui-même vit encore en grande partie de la mer.</p>',
        '<p>Nungwi est réputé pour la construction traditionnelle de ses boutres : sur la plage, des artisans façonnent des coques en bois en grande partie à la main, et vous pouvez observer le travail en cours. Tout près, l’aquarium des tortues de Mnarani, géré par la communauté, soigne des tortues marines dans un bassin naturel alimenté par la marée avant de les relâcher dans l’océan. Parmi les autres incontournables : les croisières en boutre au coucher du soleil, les sorties snorkeling et plongée vers l’atoll de Mnemba, et la pêche au gros.</p>',
        '<p><em>Conseils pratiques :</em> l’amplitude des marées est plus faible sur cette portion de côte que sur la côte est, si bien que la baignade est possible à presque toute heure. La meilleure météo s’observe de juin à octobre et de décembre à février, et la route depuis Stone Town prend environ une heure et demie.</p>',
      ].join(''),
      facts: [
        'Distance : environ 60 km au nord de Stone Town',
        'Trajet depuis Stone Town : environ 1 h 30',
        'Réputé pour : la construction traditionnelle de boutres',
        'Aquarium des tortues de Mnarani dans le village',
        'Meilleure période : de juin à octobre et de décembre à février',
      ],
      activities: [
        'Croisière en boutre au coucher du soleil',
        'Visite d’un chantier de boutres',
        'Aquarium des tortues de Mnarani',
        'Snorkeling',
        'Plongée sous-marine',
        'Pêche au gros',
      ],
    },
    kendwa: {
      description: [
        '<p><strong>Kendwa</strong> est une plage orientée à l’ouest, à quelques kilomètres au sud-ouest de Nungwi, sur la côte nord-ouest de Zanzibar. Sa large bande de sable blanc est bordée de petits hôtels et de bars de plage, mais l’ambiance y est plus calme que chez sa voisine.</p>',
        '<p>Le grand atout de Kendwa, c’est une plage peu soumise aux marées. Sur la côte est, la mer peut se retirer très loin à marée basse ; ici, l’eau reste à portée de main tout au long de la journée, et l’on peut se baigner presque à toute heure. Comme la plage fait face à l’ouest, le soleil se couche sur la mer, et des croisières en boutre au coucher du soleil partent directement du rivage. Les sorties snorkeling et plongée vers l’atoll de Mnemba et les récifs voisins s’organisent facilement, et des fêtes de pleine lune se tiennent régulièrement sur la plage.</p>',
        '<p><em>Conseils pratiques :</em> la meilleure période pour profiter de la plage va de juin à octobre et de décembre à février ; pendant les grandes pluies d’avril et mai, certains hôtels ferment. Nungwi est à quelques minutes en voiture, ou à une promenade le long de la plage à marée basse.</p>',
      ].join(''),
      facts: [
        'Situation : à quelques kilomètres au sud-ouest de Nungwi',
        'Marées : peu marquées, baignade possible à presque toute heure',
        'Plage orientée à l’ouest, couchers de soleil sur la mer',
        'Meilleure période : de juin à octobre et de décembre à février',
      ],
      activities: [
        'Baignade',
        'Croisière en boutre au coucher du soleil',
        'Snorkeling',
        'Plongée sous-marine',
        'Stand-up paddle',
      ],
    },
    mnemba: {
      description: [
        '<p><strong>Mnemba</strong> est un atoll corallien situé à environ 3 km au large de la côte nord-est d’Unguja, près de Matemwe. La petite île en son centre est louée à un lodge privé et seuls ses clients peuvent y débarquer, mais le récif qui l’entoure, protégé depuis 2002 au sein de l’aire marine protégée de l’île de Mnemba, est ouvert à tous et compte parmi les sites de snorkeling et de plongée les plus connus de Zanzibar.</p>',
        '<p>Dans les eaux peu profondes autour de l’atoll, vous observez en snorkeling poissons de récif, étoiles de mer et coraux, et apercevez souvent des tortues vertes. Dauphins à long bec et grands dauphins fréquentent régulièrement le secteur, tandis que les tombants plus profonds et les jardins de corail conviennent aux plongeurs de tous niveaux. Les bateaux partent de Matemwe, de Nungwi et de Kendwa, et de nombreuses sorties associent snorkeling et chance de voir des dauphins.</p>',
        '<p><em>Conseils pratiques :</em> une taxe de conservation est perçue par visiteur et contribue au financement de l’aire protégée. Ne touchez pas les coraux et ne marchez pas dessus, gardez une distance respectueuse avec les dauphins et les tortues, et utilisez une crème solaire sans danger pour les récifs. L’état de la mer varie avec les vents de mousson ; un départ tôt le matin rime généralement avec une mer plus calme.</p>',
      ].join(''),
      facts: [
        'Aire marine protégée de l’île de Mnemba, créée en 2002',
        'Distance : environ 3 km au large de la côte nord-est',
        'L’île elle-même est privée : débarquement réservé aux clients du lodge',
        'Sorties en bateau depuis Matemwe, Nungwi et Kendwa',
        'Taxe de conservation à payer par visiteur',
      ],
      activities: [
        'Snorkeling',
        'Plongée sous-marine',
        'Observation des dauphins',
        'Excursion en bateau',
        'Observation des tortues',
      ],
    },
    paje: {
      description: [
        '<p><strong>Paje</strong> est un village de la côte sud-est de Zanzibar, à environ une heure de route de Stone Town. Sa longue plage blanche fait face à un vaste lagon peu profond, abrité par un récif au large, et c’est le haut lieu du kitesurf à Zanzibar.</p>',
        '<p>Des alizés réguliers soufflent sur le lagon une grande partie de l’année, surtout de juin à octobre et de décembre à mars environ, et l’eau qui arrive aux genoux à marée basse se prête parfaitement à l’apprentissage. Les écoles de kitesurf installées le long de la plage proposent des cours pour débutants et la location de matériel pour les pratiquants confirmés. Loin de l’eau, Paje offre un mélange décontracté de maisons d’hôtes, de cafés et de bars de plage, et constitue une base pratique pour visiter la forêt de Jozani et les cultures d’algues de Jambiani, le village voisin.</p>',
        '<p><em>Conseils pratiques :</em> l’amplitude des marées est forte ici. À marée basse, la mer se retire très loin, au-delà des bancs de sable et des champs d’algues : mieux vaut donc se baigner autour de la marée haute. Portez des chaussures aquatiques pour marcher dans le lagon, où les oursins sont nombreux.</p>',
      ].join(''),
      facts: [
        'Distance : environ 50 km de Stone Town (environ 1 heure)',
        'Principales saisons de kitesurf : de juin à octobre et de décembre à mars',
        'Forte amplitude des marées : le lagon se vide en grande partie à marée basse',
        'Villages voisins : Bwejuu et Jambiani',
      ],
      activities: [
        'Cours de kitesurf',
        'Location de matériel de kitesurf',
        'Balades dans le lagon à marée basse',
        'Snorkeling sur le récif',
        'Stand-up paddle',
      ],
    },
    jambiani: {
      description: [
        '<p><strong>Jambiani</strong> est un long village qui s’étire sur la côte sud-est d’Unguja, juste au sud de Paje. La vie quotidienne y suit toujours la marée : les pêcheurs prennent la mer à bord de pirogues à balancier en bois (<em>ngalawa</em>), et à marée basse, les femmes entretiennent les rangées d’algues plantées sur le sable découvert.</p>',
        '<p>La culture des algues est une source de revenus importante ici depuis son introduction à Zanzibar à la fin des années 1980. Lors d’une balade guidée dans le village, vous pouvez voir les cultures, découvrir comment les algues sont cultivées et séchées, et acheter du savon et d’autres produits qui en sont issus. Parmi les autres activités : naviguer à bord d’une ngalawa, faire du snorkeling sur le récif et visiter la grotte de Kuza, une grotte calcaire abritant un bassin d’eau douce, en bordure du village.</p>',
        '<p><em>Conseils pratiques :</em> comme ailleurs sur la côte est, la mer se retire très loin à marée basse : consultez les horaires des marées avant de prévoir une baignade. Portez une tenue couvrante pour traverser le village et demandez la permission avant de photographier les habitants. La meilleure météo s’observe de juin à octobre et de décembre à février.</p>',
      ].join(''),
      facts: [
        'Situation : côte sud-est, juste au sud de Paje',
        'Ressources locales : pêche et culture des algues',
        'À proximité : la grotte de Kuza',
        'Forte amplitude des marées sur cette côte',
        'Meilleure période : de juin à octobre et de décembre à février',
      ],
      activities: [
        'Visite des cultures d’algues',
        'Balade dans le village',
        'Navigation en ngalawa',
        'Snorkeling',
        'Baignade dans la grotte de Kuza',
      ],
    },
    'jozani-forest': {
      name: 'Forêt de Jozani',
      description: [
        '<p>La <strong>forêt de Jozani</strong> est le cœur du parc national de Jozani-Chwaka Bay, le seul parc national de Zanzibar, à environ 35 km au sud-est de Stone Town. Elle protège l’une des dernières zones de forêt de l’île alimentée par la nappe phréatique, ainsi que des mangroves et des fourrés sur corail fossile autour de la baie de Chwaka.</p>',
        '<p>La plupart des visiteurs viennent voir le colobe rouge de Zanzibar, un singe que l’on ne trouve qu’à Zanzibar. Les groupes qui vivent en lisière de forêt sont habitués à l’homme, si bien qu’on peut souvent les observer de près pendant qu’ils se nourrissent et jouent. Une balade guidée sur les sentiers de la forêt permet aussi de découvrir grands arbres, palmiers et fougères, singes de Sykes et nombreux oiseaux, et une passerelle à travers la mangrove explique son rôle de nurserie pour les poissons et de protection du littoral.</p>',
        '<p><em>Conseils pratiques :</em> une visite dure une à deux heures et se combine facilement avec un séjour sur la côte sud-est. Restez à quelques mètres des singes, ne les nourrissez pas et évitez le flash. La forêt se visite toute l’année ; tôt le matin et en fin d’après-midi, il fait plus frais.</p>',
      ].join(''),
      facts: [
        'Fait partie du parc national de Jozani-Chwaka Bay, classé en 2004',
        'Seul parc national de Zanzibar',
        'Espèce endémique : le colobe rouge de Zanzibar',
        'Distance : environ 35 km au sud-est de Stone Town',
        'Durée de la visite : 1 à 2 heures',
      ],
      activities: [
        'Balade guidée en forêt',
        'Observation des colobes rouges',
        'Passerelle dans la mangrove',
        'Observation des oiseaux',
        'Photo de nature',
      ],
    },
    'kizimbani-spice-farms': {
      name: 'Plantations d’épices de Kizimbani',
      description: [
        '<p><strong>Kizimbani</strong> est une zone agricole du centre d’Unguja, à quelques minutes de route de Stone Town, où l’on cultive des épices depuis le XIXe siècle, lorsque les sultans omanais de Zanzibar ont implanté des plantations de girofliers dans toute l’île. Le clou de girofle a fait de Zanzibar l’un des premiers producteurs mondiaux, et elle forme encore avec Pemba ce que l’on appelle « les îles aux épices ».</p>',
        '<p>Lors d’une visite guidée des épices, vous parcourez des parcelles ombragées et découvrez comment poussent des épices familières : clou de girofle, noix de muscade, cannelle, poivre noir, cardamome, vanille, citronnelle et curcuma, aux côtés de fruits tropicaux comme le jacquier, la carambole et le ramboutan. Les guides vous invitent à sentir et à goûter au fil de la balade et tressent souvent de petits paniers, des chapeaux ou des bagues en feuilles de palmier, et un employé de la plantation grimpe parfois à un cocotier. Beaucoup de visites se terminent par une dégustation de fruits de saison et de thé aux épices, et vous pouvez acheter des épices à rapporter chez vous.</p>',
        '<p><em>Conseils pratiques :</em> une visite dure généralement deux à trois heures et se combine facilement avec une matinée à Stone Town. Portez des chaussures fermées, car les sentiers peuvent être boueux après la pluie, emportez un répulsif anti-insectes et prévoyez un peu de monnaie pour les pourboires et les achats.</p>',
      ].join(''),
      facts: [
        'Distance : environ 30 minutes de route depuis Stone Town',
        'Durée de la visite : généralement 2 à 3 heures',
        'Cultures : clou de girofle, noix de muscade, cannelle, vanille, poivre noir',
        'Plantations de girofliers depuis le XIXe siècle',
        'Ouvert toute l’année',
      ],
      activities: [
        'Visite guidée des épices',
        'Dégustation d’épices',
        'Dégustation de fruits tropicaux',
        'Démonstration de grimpe au cocotier',
        'Tressage de feuilles de palmier',
      ],
    },
    serengeti: {
      description: [
        '<p>Le <strong>parc national du Serengeti</strong> couvre 14 763 km² de plaines herbeuses, de savane à acacias et de kopjes de granit dans le nord de la Tanzanie. Créé en 1951 et inscrit au patrimoine mondial de l’UNESCO depuis 1981, il est surtout connu pour la Grande Migration : le déplacement, tout au long de l’année, de bien plus d’un million de gnous, accompagnés de zèbres et de gazelles, qui suivent les pluies et l’herbe fraîche.</p>',
        '<p>Le calendrier des troupeaux se déroule à peu près ainsi : naissances sur les plaines d’herbe rase du sud, autour de Ndutu, de janvier à mars environ ; remontée vers le nord et l’ouest d’avril à juin, avec les traversées de la rivière Grumeti dans le corridor ouest ; puis traversées de la rivière Mara dans le nord, de juillet à octobre environ, avant que les troupeaux ne repartent vers le sud avec les petites pluies. Les dates exactes varient d’une année à l’autre selon les précipitations.</p>',
        '<p>Loin des troupeaux, le secteur central de Seronera est réputé pour ses lions, léopards et guépards résidents : les safaris y sont donc passionnants toute l’année, et un vol en montgolfière au lever du soleil offre un tout autre regard sur les plaines.</p>',
        '<p><em>Conseils pratiques :</em> la route depuis Arusha prend la plus grande partie d’une journée, mais vous pouvez aussi rejoindre en avion l’une des pistes d’atterrissage du parc. Les mois secs, de juin à octobre, sont les plus faciles pour observer la faune.</p>',
      ].join(''),
      facts: [
        'Superficie : 14 763 km²',
        'Parc national depuis 1951',
        'Patrimoine mondial de l’UNESCO depuis 1981',
        'Saison des naissances : de janvier à mars environ, dans le sud',
        'Traversées de la rivière Mara : de juillet à octobre environ',
      ],
      activities: [
        'Safaris en 4x4',
        'Observation de la Grande Migration',
        'Safari en montgolfière',
        'Pistage des grands félins',
        'Photo animalière',
        'Petit-déjeuner dans la brousse',
      ],
    },
    'ngorongoro-crater': {
      name: 'Cratère du Ngorongoro',
      description: [
        '<p>Le <strong>cratère du Ngorongoro</strong> est une caldeira volcanique d’environ 260 km² pour quelque 600 m de profondeur, née de l’effondrement d’un grand volcan sur lui-même. Il se trouve dans la zone de conservation du Ngorongoro, inscrite au patrimoine mondial de l’UNESCO depuis 1979, où les pasteurs massaïs vivent aux côtés de la faune sauvage.</p>',
        '<p>Le fond du cratère associe prairies, marais, la forêt d’acacias à écorce jaune de Lerai et le lac Magadi, un lac alcalin peu profond, et ses parois abruptes retiennent de nombreux animaux toute l’année. Les safaris y croisent régulièrement lions, hyènes tachetées, éléphants, buffles, gnous, zèbres et hippopotames, et le cratère est l’un des meilleurs endroits de Tanzanie pour voir le rhinocéros noir, une espèce menacée. Les flamants roses se rassemblent sur le lac quand le niveau de l’eau leur convient.</p>',
        '<p><em>Conseils pratiques :</em> les véhicules descendent tôt le matin et le temps passé au fond est limité par le règlement du parc : une journée s’organise donc généralement autour d’une seule descente, avec un déjeuner pique-nique. Les lodges du bord du cratère se trouvent à environ 2 300 m d’altitude et les nuits peuvent être froides : prévoyez une couche chaude. Le cratère se visite toute l’année.</p>',
      ].join(''),
      facts: [
        'Fond de la caldeira : environ 260 km²',
        'Profondeur du cratère : environ 600 m',
        'Zone de conservation du Ngorongoro : patrimoine mondial de l’UNESCO depuis 1979',
        'Altitude du bord : environ 2 300 m, soirées fraîches',
        'L’un des meilleurs endroits de Tanzanie pour voir le rhinocéros noir',
      ],
      activities: [
        'Safari au fond du cratère',
        'Observation du rhinocéros noir',
        'Déjeuner pique-nique près de la mare aux hippopotames',
        'Visite d’un village massaï',
        'Randonnée sur le bord du cratère',
      ],
    },
    tarangire: {
      description: [
        '<p>Le <strong>parc national du Tarangire</strong> couvre environ 2 850 km² au sud-est du lac Manyara, à environ deux heures de route d’Arusha. Il doit son nom à la rivière Tarangire, qui le traverse et reste un point d’eau essentiel lorsque les terres alentour s’assèchent.</p>',
        '<p>De juin à octobre environ, les animaux d’une vaste région convergent vers la rivière, et le Tarangire est alors réputé pour abriter certains des plus grands troupeaux d’éléphants du nord de la Tanzanie, aux côtés des zèbres, gnous, buffles, girafes, lions et léopards. Le paysage est marqué par d’immenses baobabs, souvent plusieurs fois centenaires, disséminés entre les forêts d’acacias et les marais saisonniers. Plus de 500 espèces d’oiseaux y ont été recensées, ce qui fait du parc une destination de choix pour les ornithologues en toute saison.</p>',
        '<p><em>Conseils pratiques :</em> la saison sèche est la meilleure pour la grande faune, tandis que de novembre à mai vous profitez de paysages verts, d’oiseaux migrateurs et de moins de véhicules. Des mouches tsé-tsé sont présentes dans certaines zones boisées ; elles sont attirées par le bleu foncé et le noir, d’où l’intérêt de vêtements aux couleurs neutres. Le Tarangire se combine naturellement avec le lac Manyara et le Ngorongoro dans un circuit nord.</p>',
      ].join(''),
      facts: [
        'Superficie : environ 2 850 km²',
        'Parc national depuis 1970',
        'Meilleure période : de juin à octobre (saison sèche)',
        'Depuis Arusha : environ 2 heures de route',
        'Plus de 500 espèces d’oiseaux recensées',
      ],
      activities: [
        'Safaris en 4x4',
        'Observation des éléphants',
        'Observation des oiseaux',
        'Marches guidées dans le bush',
        'Photo des baobabs',
      ],
    },
    'lake-manyara': {
      name: 'Lac Manyara',
      description: [
        '<p>Le <strong>parc national du lac Manyara</strong> s’étend au pied de l’escarpement de la vallée du Grand Rift, à environ deux heures de route à l’ouest d’Arusha, à côté du bourg de Mto wa Mbu. Une grande partie du parc est occupée par le lac Manyara, peu profond et alcalin, dont la superficie varie fortement selon les pluies ; la zone fait partie d’une réserve de biosphère de l’UNESCO désignée en 1981.</p>',
        '<p>Sur une surface réduite, le parc réunit une forêt alimentée par les sources de l’escarpement, des bois d’acacias, des prairies ouvertes et une rive ponctuée de sources chaudes. Quand les conditions s’y prêtent, flamants roses, pélicans et cigognes se rassemblent sur le lac, et plus de 400 espèces d’oiseaux ont été recensées. On y voit régulièrement des babouins olive, des éléphants, des girafes, des buffles et des hippopotames. Les lions du parc ont la réputation de se reposer dans les arbres, mais les observations de ces lions grimpeurs sont imprévisibles et loin d’être garanties.</p>',
        '<p><em>Conseils pratiques :</em> une demi-journée ou une journée de safari suffit, et le parc se visite souvent en route vers le Ngorongoro. La saison sèche, de juin à octobre, est la meilleure pour les mammifères ; les mois humides attirent davantage d’oiseaux.</p>',
      ].join(''),
      facts: [
        'Parc national depuis 1960',
        'Réserve de biosphère de l’UNESCO depuis 1981',
        'Lac alcalin du Rift, flamants roses selon la saison',
        'Plus de 400 espèces d’oiseaux recensées',
        'Ville d’accès : Mto wa Mbu',
      ],
      activities: [
        'Safaris en 4x4',
        'Flamants roses et observation des oiseaux',
        'Visite de la mare aux hippopotames',
        'Passerelle dans la canopée',
        'Visite du village de Mto wa Mbu',
      ],
    },
    kilimanjaro: {
      name: 'Kilimandjaro',
      description: [
        '<p>Le <strong>Kilimandjaro</strong> est le plus haut sommet d’Afrique : il culmine à 5 895 m au pic Uhuru, sur le bord de son cône principal, le Kibo. Ce volcan endormi, formé de trois cônes (Kibo, Mawenzi et Shira), est protégé au sein du parc national du Kilimandjaro, inscrit au patrimoine mondial de l’UNESCO depuis 1987.</p>',
        '<p>Aucune compétence technique d’escalade n’est nécessaire sur les principales voies, mais l’altitude fait de l’ascension une entreprise sérieuse. Les treks traversent des étages bien distincts, des terres cultivées et de la forêt tropicale de montagne à la bruyère et à la lande, puis au désert alpin et enfin à la zone sommitale couverte de glaciers. Parmi les voies les plus prisées figurent la voie Marangu, avec nuits en refuge, et les voies Machame, Lemosho et Rongai, en camping. La plupart des ascensions durent de cinq à neuf jours, et les itinéraires plus longs permettent une meilleure acclimatation et de meilleurs taux de réussite. L’ascension finale commence généralement vers minuit, pour atteindre le sommet aux alentours du lever du soleil.</p>',
        '<p><em>Conseils pratiques :</em> les saisons les plus sèches et les plus fréquentées vont de janvier à début mars et de juin à octobre. Tous les grimpeurs doivent être accompagnés d’un guide agréé, et une équipe de porteurs et un cuisinier transportent le matériel et préparent les repas. Les villes de Moshi et d’Arusha sont les points de départ habituels.</p>',
      ].join(''),
      facts: [
        'Sommet : pic Uhuru, 5 895 m',
        'Patrimoine mondial de l’UNESCO depuis 1987',
        'Durée de l’ascension : généralement 5 à 9 jours selon la voie',
        'Meilleure période : de janvier à début mars et de juin à octobre',
        'Guide agréé obligatoire sur toutes les voies',
      ],
      activities: [
        'Trek jusqu’au sommet',
        'Randonnée d’une journée en forêt tropicale',
        'Chutes de Materuni',
        'Visite d’une plantation de café',
        'Randonnées d’acclimatation',
      ],
    },
    arusha: {
      description: [
        '<p><strong>Arusha</strong> est une ville animée au pied du mont Meru (4 566 m), dans le nord de la Tanzanie, et le principal point de départ des safaris du circuit nord. À environ 1 400 m d’altitude, elle jouit d’un climat doux, et l’aéroport international du Kilimandjaro se trouve à environ une heure de route à l’est.</p>',
        '<p>Beaucoup de visiteurs n’y passent qu’une nuit, mais la région mérite un séjour plus long. Le parc national d’Arusha, à quelques minutes de route de la ville, propose des safaris en 4x4 et des safaris à pied guidés parmi les girafes, les buffles et les colobes noir et blanc, du canoë sur les lacs Momella, et des vues sur le Meru et, par temps clair, sur le Kilimandjaro. En ville et dans les environs, vous pouvez visiter des plantations de café sur les pentes du Meru, flâner au Maasai Market et au marché central, et participer à des circuits culturels organisés par les habitants des villages voisins.</p>',
        '<p><em>Conseils pratiques :</em> Arusha est une bonne étape pour se reposer après un long vol, changer de l’argent ou faire des provisions avant un safari. L’ascension du mont Meru prend trois à quatre jours et sert souvent d’acclimatation avant le Kilimandjaro. Les mois secs, de juin à octobre et de janvier à février, sont les plus agréables pour s’y rendre.</p>',
      ].join(''),
      facts: [
        'Altitude : environ 1 400 m',
        'Mont Meru : 4 566 m',
        'Aéroport international du Kilimandjaro : environ 1 heure de route',
        'Porte d’entrée du circuit nord des safaris',
      ],
      activities: [
        'Excursion d’une journée au parc national d’Arusha',
        'Safari à pied',
        'Canoë sur les lacs Momella',
        'Visite d’une plantation de café',
        'Shopping au Maasai Market',
        'Trek du mont Meru',
      ],
    },
    nyerere: {
      description: [
        '<p>Le <strong>parc national de Nyerere</strong>, dans le sud de la Tanzanie, a été créé en 2019 à partir de la partie nord de la réserve de gibier du Selous ; avec environ 30 900 km², c’est le plus grand parc national du pays. Il porte le nom de Julius Nyerere, premier président de la Tanzanie, et l’écosystème du Selous dans son ensemble est inscrit au patrimoine mondial de l’UNESCO depuis 1982.</p>',
        '<p>Sa source de vie est le fleuve Rufiji, dont les bras, les lacs et les bancs de sable font vivre hippopotames et crocodiles, éléphants, buffles, girafes et lions, ainsi que des lycaons. Contrairement à la plupart des parcs tanzaniens, Nyerere autorise les safaris en bateau sur le fleuve et les lacs ainsi que les safaris à pied guidés : une visite associe donc safaris en 4x4, moments sur l’eau et découvertes à pied. Les oiseaux abondent le long du fleuve, avec pygargues vocifères, martins-pêcheurs, hérons et cigognes.</p>',
        '<p><em>Conseils pratiques :</em> la plupart des visiteurs arrivent en petit avion depuis Dar es Salaam ou Zanzibar, ce qui permet de combiner facilement le parc avec un séjour balnéaire. La meilleure période est la saison sèche, de juin à octobre ; de nombreux camps ferment pendant les grandes pluies, vers avril et mai.</p>',
      ].join(''),
      facts: [
        'Superficie : environ 30 900 km²',
        'Créé en 2019 à partir d’une partie de la réserve de gibier du Selous',
        'Réserve de gibier du Selous : patrimoine mondial de l’UNESCO depuis 1982',
        'Meilleure période : de juin à octobre',
        'Accès : petit avion depuis Dar es Salaam ou Zanzibar',
      ],
      activities: [
        'Safaris en 4x4',
        'Safari en bateau sur le Rufiji',
        'Safari à pied',
        'Pistage des lycaons',
        'Observation des oiseaux',
      ],
    },
    ruaha: {
      description: [
        '<p>Le <strong>parc national du Ruaha</strong>, dans le centre-sud de la Tanzanie, couvre environ 20 000 km² et compte parmi les plus grands parcs nationaux du pays. Il doit son nom à la Grande Ruaha, une rivière qui longe sa bordure est et attire la faune pendant toute la saison sèche. Son isolement lui vaut de recevoir bien moins de visiteurs que les parcs du nord.</p>',
        '<p>Ses paysages de collines ondulantes, d’affleurements rocheux et de forêts claires parsemées de baobabs se trouvent à la rencontre des milieux d’Afrique de l’Est et d’Afrique australe : vous pouvez donc y voir grand et petit koudou, hippotrague noir et antilope rouanne aux côtés d’animaux plus familiers. Le Ruaha est réputé pour ses éléphants et ses grandes troupes de lions, et guépards, léopards et lycaons y vivent aussi. Plus de 500 espèces d’oiseaux y ont été recensées.</p>',
        '<p><em>Conseils pratiques :</em> la saison sèche, de juin à octobre, est la meilleure pour observer la faune, qui se rassemble alors le long de la rivière ; à partir de novembre, les mois humides apportent des paysages verts et des oiseaux migrateurs. La plupart des visiteurs rejoignent en avion les pistes d’atterrissage du parc depuis Dar es Salaam, Arusha ou Zanzibar ; par la route, le parc se trouve à environ trois heures de la ville d’Iringa.</p>',
      ].join(''),
      facts: [
        'Superficie : environ 20 000 km²',
        'Parc national depuis 1964',
        'Meilleure période : de juin à octobre',
        'Plus de 500 espèces d’oiseaux recensées',
        'Accès : vols réguliers, ou environ 3 heures de route depuis Iringa',
      ],
      activities: [
        'Safaris en 4x4',
        'Safari à pied',
        'Observation des éléphants',
        'Observation des oiseaux',
        'Photo animalière',
      ],
    },
  },
  categories: {
    Wildlife: 'Faune sauvage',
    Beach: 'Plage',
    Culture: 'Culture',
    History: 'Histoire',
    Adventure: 'Aventure',
    'Marine Life': 'Vie marine',
    Nature: 'Nature',
    Mountain: 'Montagne',
    Birdwatching: 'Observation des oiseaux',
    Photography: 'Photographie',
    Family: 'Famille',
    Honeymoon: 'Lune de miel',
    'Airport transfers': 'Transferts aéroport',
    'Park entrance fees': 'Droits d’entrée dans les parcs',
    'Professional English-speaking guide': 'Guide professionnel anglophone',
    Accommodation: 'Hébergement',
    'All meals on safari': 'Pension complète pendant le safari',
    Breakfast: 'Petit-déjeuner',
    'Bottled drinking water': 'Eau potable en bouteille',
    '4x4 safari vehicle with pop-up roof': 'Véhicule de safari 4x4 à toit ouvrant',
    'Boat trips': 'Excursions en bateau',
    'Snorkelling equipment': 'Équipement de snorkeling',
    'Entrance tickets': 'Billets d’entrée',
    'Porters, cook and mountain crew': 'Porteurs, cuisinier et équipe de montagne',
    'Climbing permits and rescue fees': 'Permis d’ascension et frais de secours',
    'International flights': 'Vols internationaux',
    'Visa fees': 'Frais de visa',
    'Travel insurance': 'Assurance voyage',
    'Tips and gratuities': 'Pourboires',
    'Alcoholic drinks': 'Boissons alcoolisées',
    'Personal expenses': 'Dépenses personnelles',
    'Hot-air balloon safari': 'Safari en montgolfière',
    'Optional activities': 'Activités optionnelles',
  },
};
