// Mainland safaris of the demo catalogue: they visit only mainland destinations.
// The span between fromDate and toDate equals the number of itinerary days.
import { TRAVEL_EXCLUSIONS } from './reference.js';
import type { SeedTrip } from './types.js';

/** What a mainland safari covers from its first game drive to its last. */
const ON_SAFARI = [
  'Park entrance fees',
  'Professional English-speaking guide',
  'Accommodation',
  'All meals on safari',
  'Bottled drinking water',
  '4x4 safari vehicle with pop-up roof',
];

/** What a mainland safari covers: the airport transfers too. */
const SAFARI_ADDONS = ['Airport transfers', ...ON_SAFARI];

export const SAFARIS: SeedTrip[] = [
  {
    slug: 'tarangire-lake-manyara-short-safari',
    name: 'Tarangire & Lake Manyara Short Safari',
    tripType: 'Wildlife Safari',
    description: [
      '<p>Short on time but determined to see Tanzania’s wildlife? This three-day safari from Arusha covers two of the northern circuit’s most rewarding parks without long days on the road.</p>',
      '<p><strong>Tarangire</strong> is famous for its elephants, which gather in large herds along the Tarangire River in the dry season, and for the giant baobabs that stand across its plains. You spend a day and a half here on game drives, with good chances of lion, giraffe and zebra and a rich variety of birds. On the last day you move on to <strong>Lake Manyara</strong>, where groundwater forest gives way to open floodplain and a soda lake below the Rift Valley escarpment, home to baboon troops, hippos and, in some seasons, flamingos.</p>',
      '<p>You travel in a private 4x4 with a pop-up roof and an experienced driver-guide.</p>',
    ].join(''),
    destinations: ['Tarangire', 'Lake Manyara'],
    categories: ['Wildlife', 'Nature'],
    addons: SAFARI_ADDONS,
    exclusions: [...TRAVEL_EXCLUSIONS, 'Alcoholic drinks'],
    fromDate: '2027-06-05',
    toDate: '2027-06-08',
    itinerary: [
      {
        day_number: 1,
        title: 'Arusha to Tarangire',
        description:
          '<p>Pick-up from your Arusha hotel at 8:00 for the drive of about two hours to <strong>Tarangire National Park</strong>. Enter with a picnic lunch and spend the afternoon on a game drive along the river, where elephants, buffalo and giraffe come to drink. Overnight at a tented lodge just outside the park, with dinner included.</p>',
      },
      {
        day_number: 2,
        title: 'A full day in Tarangire',
        description:
          '<p>Set off early, when predators are most active, and explore deeper into the park towards the <strong>Silale Swamp</strong>, a reliable spot for elephants, buffalo and big flocks of birds. Lunch is a picnic under a baobab. Your guide will look for lions resting in the trees and for the park’s leopards, though sightings are never guaranteed. Return to the lodge for sundowners.</p>',
      },
      {
        day_number: 3,
        title: 'Lake Manyara and back to Arusha',
        description:
          '<p>Drive about an hour to <strong>Lake Manyara National Park</strong> for a morning game drive through the groundwater forest, watching for blue monkeys and baboon troops, then out onto the floodplain for hippos, buffalo and waterbirds. After a picnic lunch, return to Arusha, about two hours away, arriving in the late afternoon.</p>',
      },
    ],
    basePrice: 620,
    published: true,
    scene: 'baobab',
  },
  {
    slug: 'northern-circuit-classic-6-days-5-nights',
    name: 'Northern Circuit Classic – 6 Days / 5 Nights',
    tripType: 'Wildlife Safari',
    description: [
      '<p>Our most popular safari links the four great parks of northern Tanzania in a single, well-paced loop from Arusha. In six days you see the elephants and baobabs of <strong>Tarangire</strong>, the vast plains of the <strong>Serengeti</strong>, the wildlife-packed floor of the <strong>Ngorongoro Crater</strong> and the forest and soda lake of <strong>Lake Manyara</strong>.</p>',
      '<p>The route keeps the driving sensible and puts you in the right place at the right time of day: two nights in the central Serengeti around Seronera, where lions, cheetahs and leopards are resident all year, and a night on the crater rim so you can descend early. In July the migration herds are usually moving through the western and northern Serengeti; a central base does not always reach them, so ask us about adding a night further north.</p>',
      '<p>Park fees, meals, drinking water and comfortable lodges and tented camps are all included.</p>',
    ].join(''),
    destinations: ['Tarangire', 'Serengeti', 'Ngorongoro Crater', 'Lake Manyara'],
    categories: ['Wildlife', 'Photography'],
    addons: SAFARI_ADDONS,
    exclusions: [...TRAVEL_EXCLUSIONS, 'Hot-air balloon safari'],
    fromDate: '2027-07-05',
    toDate: '2027-07-11',
    itinerary: [
      {
        day_number: 1,
        title: 'Arusha to Tarangire',
        description:
          '<p>Pick-up in Arusha at 8:00 and a drive of about two hours to <strong>Tarangire National Park</strong>. Spend the afternoon on a game drive among the baobabs and along the Tarangire River, where large elephant herds gather in the dry season. Overnight at a lodge near the park.</p>',
      },
      {
        day_number: 2,
        title: 'Across the highlands to the Serengeti',
        description:
          '<p>A long but spectacular day. Drive through Karatu and the forested Ngorongoro highlands, stopping at the crater rim viewpoint, then descend onto the Serengeti plains past Naabi Hill gate. Driving totals around six hours, broken up by a picnic lunch and a game drive on the way in to <strong>Seronera</strong> in the central Serengeti, where you spend two nights.</p>',
      },
      {
        day_number: 3,
        title: 'Central Serengeti',
        description:
          '<p>A full day exploring the <strong>Seronera River valley</strong> and the surrounding kopjes, one of the best areas in Africa for big cats. Leave early to find lions and cheetahs on the move, break for lunch, and head out again in the afternoon as the light softens. A dawn hot-air balloon flight can be booked at extra cost.</p>',
      },
      {
        day_number: 4,
        title: 'Serengeti to the crater rim',
        description:
          '<p>A final morning game drive in the Serengeti, then the drive back past Naabi Hill and up into the Ngorongoro Conservation Area, about three to four hours. Check in to a lodge on or near the <strong>crater rim</strong>, at around 2,300 metres, where the evenings are cool enough for a fire.</p>',
      },
      {
        day_number: 5,
        title: 'Ngorongoro Crater',
        description:
          '<p>Descend some 600 metres to the crater floor early for a game drive of up to six hours, the usual limit per visit. The enclosed caldera holds lion, elephant, buffalo, hyena, large herds of zebra and wildebeest and one of Tanzania’s few remaining populations of <strong>black rhino</strong>. Picnic lunch by a hippo pool, then climb out and drive to Karatu for the night.</p>',
      },
      {
        day_number: 6,
        title: 'Lake Manyara and back to Arusha',
        description:
          '<p>Drive about 40 minutes to <strong>Lake Manyara National Park</strong> for a morning game drive through the groundwater forest and along the lakeshore, home to baboons, blue monkeys, hippos and many waterbirds. After lunch continue to Arusha, around two hours, and we drop you at your hotel or at Kilimanjaro International Airport, about an hour further on.</p>',
      },
    ],
    basePrice: 1450,
    published: true,
    scene: 'savanna-acacia',
  },
  {
    slug: 'great-migration-river-crossings-safari',
    name: 'Great Migration River Crossings Safari',
    tripType: 'Great Migration Safari',
    description: [
      '<p>Between July and October the Great Migration reaches the northern <strong>Serengeti</strong>, and with it comes the most dramatic wildlife spectacle in East Africa: columns of wildebeest and zebra gathering on the banks of the Mara River, then plunging across past waiting crocodiles. This safari is built around giving you the best possible chance to see it.</p>',
      '<p>After two nights in the central Serengeti you spend three nights in the north, close to the river, so your guide can move with the herds and wait patiently at crossing points. Crossings depend entirely on the animals and no one can promise one on a given day, but several days in the right area in August give you very good odds. The trip ends with a night on the rim of the <strong>Ngorongoro Crater</strong> and a game drive on the crater floor.</p>',
    ].join(''),
    destinations: ['Serengeti', 'Ngorongoro Crater'],
    categories: ['Wildlife', 'Photography'],
    addons: SAFARI_ADDONS,
    exclusions: [...TRAVEL_EXCLUSIONS, 'Hot-air balloon safari'],
    fromDate: '2027-08-14',
    toDate: '2027-08-22',
    itinerary: [
      {
        day_number: 1,
        title: 'Arusha to the Serengeti',
        description:
          '<p>An early start from Arusha for the long drive to the <strong>Serengeti</strong>, via Karatu and the Ngorongoro highlands with a stop at the crater rim viewpoint. Expect seven to eight hours on the road, including a picnic lunch and a game drive from Naabi Hill gate to <strong>Seronera</strong>, where you stay two nights.</p>',
      },
      {
        day_number: 2,
        title: 'Central Serengeti',
        description:
          '<p>A full day of game drives around Seronera, where lions, leopards and cheetahs are resident all year. Your guide also keeps in touch with other guides about the migration’s current position, so you head north tomorrow knowing where the herds are gathering along the river.</p>',
      },
      {
        day_number: 3,
        title: 'North to the Mara River',
        description:
          '<p>Drive north through the Lobo area and its granite kopjes to the northern Serengeti, a journey of four to five hours with game viewing on the way. Check in to a tented camp near Kogatu, close to the <strong>Mara River</strong>, for three nights, and head out for an evening drive if the herds are nearby.</p>',
      },
      {
        day_number: 4,
        title: 'Mara River crossings',
        description:
          '<p>A full day following the herds along the Mara River. Crossings can happen at any hour, so you take a picnic lunch and stay out, moving between known crossing points as the wildebeest build up on the banks. Watch too for the Nile crocodiles and for the lions and leopards that follow the migration.</p>',
      },
      {
        day_number: 5,
        title: 'A second day in the north',
        description:
          '<p>Another full day in the northern Serengeti, either back at the river or exploring the <strong>Lamai Wedge</strong> on the far bank, depending on where the herds are. The quieter north also has good numbers of elephant, giraffe and buffalo, and far fewer vehicles than the central plains.</p>',
      },
      {
        day_number: 6,
        title: 'Back to the central Serengeti',
        description:
          '<p>A final morning at the river, then drive south to Seronera, around four hours with game drives on the way. Your guide will stop whenever something worth seeing appears, so the journey is very much part of the safari. Overnight in the central Serengeti, with a last sunset over the plains.</p>',
      },
      {
        day_number: 7,
        title: 'Serengeti to the crater rim',
        description:
          '<p>Leave Seronera after breakfast and drive out past Naabi Hill gate, with a stop at <strong>Olduvai Gorge</strong> and its small museum of early human history, then climb to the rim of the Ngorongoro Crater, about four to five hours in total. The afternoon is at leisure at your lodge on the rim, at around 2,300 metres.</p>',
      },
      {
        day_number: 8,
        title: 'Ngorongoro Crater and Arusha',
        description:
          '<p>Descend early for a half-day game drive on the <strong>crater floor</strong>, home to lion, elephant, buffalo, hyena and the rare black rhino. After a picnic lunch, climb out and drive back to Arusha, about four hours, arriving in the early evening. We can drop you at Kilimanjaro International Airport for a late flight.</p>',
      },
    ],
    basePrice: 2400,
    published: true,
    scene: 'migration',
  },
  {
    slug: 'serengeti-calving-season-safari',
    name: 'Serengeti Calving Season Safari',
    tripType: 'Great Migration Safari',
    description: [
      '<p>From January to March the wildebeest herds gather on the short-grass plains of the southern <strong>Serengeti</strong> and the Ndutu area to give birth, with hundreds of thousands of calves born within a few weeks. It is the migration at its most intimate, and the plains are alive with predators drawn by the easy hunting.</p>',
      '<p>This five-day safari bases you at Ndutu for three nights, right in the calving grounds, with full days to explore both the Ndutu woodlands and the open Serengeti plains. You then descend into the <strong>Ngorongoro Crater</strong> for a game drive and finish with a morning at <strong>Lake Manyara</strong> on the way back to Arusha.</p>',
      '<p>February is typically the peak of the calving. Rain, if it comes, usually falls as short afternoon showers, leaving the landscape green and the light beautiful for photography.</p>',
    ].join(''),
    destinations: ['Serengeti', 'Ngorongoro Crater', 'Lake Manyara'],
    categories: ['Wildlife', 'Photography'],
    addons: SAFARI_ADDONS,
    exclusions: [...TRAVEL_EXCLUSIONS, 'Hot-air balloon safari'],
    fromDate: '2027-02-06',
    toDate: '2027-02-11',
    itinerary: [
      {
        day_number: 1,
        title: 'Arusha to Ndutu',
        description:
          '<p>Leave Arusha at 7:30 and drive through Karatu and the Ngorongoro highlands to the <strong>Ndutu</strong> area, on the edge of the southern Serengeti plains. The journey takes around five to six hours including a lunch stop, and you game drive for the last stretch as the first herds come into view. Three nights in a tented camp at Ndutu.</p>',
      },
      {
        day_number: 2,
        title: 'The calving grounds',
        description:
          '<p>A full day among the herds around lakes Ndutu and Masek. Calves are born on the open plains, often in the early morning, and are on their feet within minutes. Lions, cheetahs, hyenas and jackals are never far away, and your guide positions the vehicle carefully so you can watch without disturbing the animals.</p>',
      },
      {
        day_number: 3,
        title: 'Southern Serengeti plains',
        description:
          '<p>Head out onto the vast short-grass plains of the southern Serengeti towards Naabi Hill and the <strong>Gol Kopjes</strong>, following wherever the herds have moved. The open country is excellent for cheetah and for grasping the sheer scale of the migration. Picnic lunch on the plains, returning to camp in the late afternoon.</p>',
      },
      {
        day_number: 4,
        title: 'Ngorongoro Crater',
        description:
          '<p>Drive about two hours to the crater and descend to the floor for a half-day game drive among lion, buffalo, elephant, zebra and the rare black rhino, with flamingos often on Lake Magadi. After lunch by the hippo pool, climb out and continue to a lodge in Karatu for the night.</p>',
      },
      {
        day_number: 5,
        title: 'Lake Manyara and Arusha',
        description:
          '<p>A morning game drive in <strong>Lake Manyara National Park</strong>, about 40 minutes from Karatu, watching for baboons, elephants, hippos and waterbirds along the lakeshore. After a picnic lunch, drive the final two hours to Arusha, arriving in the late afternoon.</p>',
      },
    ],
    basePrice: 1350,
    published: true,
    scene: 'migration',
  },
  {
    slug: 'kilimanjaro-machame-route-7-days-6-nights',
    name: 'Kilimanjaro Machame Route – 7 Days / 6 Nights',
    tripType: 'Kilimanjaro Trek',
    description: [
      '<p>The <strong>Machame route</strong>, often called the Whiskey route, is the most popular way up Kilimanjaro for good reason. It climbs through rainforest and heather to the Shira Plateau, traverses beneath the glaciers of Kibo and reaches the summit from the south-east, with ever-changing scenery and a sensible profile that lets you climb high and sleep lower.</p>',
      '<p>Seven days give your body time to acclimatise before the summit push to <strong>Uhuru Peak</strong> at 5,895 metres, the highest point in Africa. You climb with experienced mountain guides trained in first aid and altitude sickness, supported by a full crew of porters and a cook who prepares hot meals at every camp.</p>',
      '<p>The trek is demanding but needs no technical climbing: good fitness, proper gear and a positive attitude matter most. Many climbers add a wildlife safari or a few days of rest afterwards.</p>',
    ].join(''),
    destinations: ['Kilimanjaro'],
    categories: ['Mountain', 'Adventure'],
    addons: [
      'Airport transfers',
      'Climbing permits and rescue fees',
      'Porters, cook and mountain crew',
      'Professional English-speaking guide',
      'Accommodation',
    ],
    exclusions: [...TRAVEL_EXCLUSIONS, 'Personal expenses'],
    fromDate: '2027-09-12',
    toDate: '2027-09-19',
    itinerary: [
      {
        day_number: 1,
        title: 'Machame Gate to Machame Camp',
        description:
          '<p>Drive about an hour from Moshi, or two from Arusha, to <strong>Machame Gate</strong> at 1,800 metres, register and meet your crew. The trail climbs steadily through lush montane rainforest, home to blue and colobus monkeys, to <strong>Machame Camp</strong> at around 2,835 metres. Walking time is five to seven hours. Dinner and overnight in tents.</p>',
      },
      {
        day_number: 2,
        title: 'Machame Camp to Shira Camp',
        description:
          '<p>Leave the forest behind and climb through giant heather and moorland onto a rocky ridge, with the first clear views of Kibo and, to the west, Mount Meru. After four to six hours you reach <strong>Shira Camp</strong> on the edge of the Shira Plateau, at about 3,750 metres. Cold nights start here, so layer up.</p>',
      },
      {
        day_number: 3,
        title: 'Shira Camp to Barranco Camp via Lava Tower',
        description:
          '<p>An important acclimatisation day. Climb east through alpine desert to the <strong>Lava Tower</strong>, a volcanic plug at 4,630 metres, where you stop for lunch, then descend into the Barranco Valley among giant groundsels to <strong>Barranco Camp</strong> at around 3,960 metres. Climbing high and sleeping low helps your body adjust. Six to seven hours of walking.</p>',
      },
      {
        day_number: 4,
        title: 'Barranco Wall to Karanga Camp',
        description:
          '<p>Start with the famous <strong>Barranco Wall</strong>, a steep scramble of about an hour that looks intimidating but needs no ropes or climbing experience, only care and the occasional use of your hands. The trail then crosses a series of ridges and valleys to <strong>Karanga Camp</strong> at about 3,995 metres, the last water point on the route. Four to five hours.</p>',
      },
      {
        day_number: 5,
        title: 'Karanga Camp to Barafu Camp',
        description:
          '<p>A short but steady climb of three to four hours over rocky, barren ground to <strong>Barafu Camp</strong> at 4,673 metres, the base for the summit attempt. Arrive by lunchtime, rest, eat an early dinner and prepare your summit gear. Your guides brief the group and check everyone’s health before you try to sleep for a few hours.</p>',
      },
      {
        day_number: 6,
        title: 'Summit day: Uhuru Peak and down to Mweka Camp',
        description:
          '<p>Wake around 23:00 and climb through the night by headtorch, reaching Stella Point on the crater rim around dawn and <strong>Uhuru Peak</strong>, at 5,895 metres, about an hour later. After photographs at the summit sign, descend to Barafu for a rest and a meal, then continue down to <strong>Mweka Camp</strong> at around 3,100 metres. Twelve to fourteen hours of walking in total.</p>',
      },
      {
        day_number: 7,
        title: 'Mweka Camp to Mweka Gate',
        description:
          '<p>A final descent of three to four hours through the rainforest to <strong>Mweka Gate</strong> at 1,640 metres, where you sign out and receive your summit certificate. Say goodbye to your crew, then transfer back to your hotel in Moshi or Arusha for a long hot shower and a well-earned celebration.</p>',
      },
    ],
    basePrice: 1900,
    published: true,
    scene: 'kilimanjaro',
  },
  {
    slug: 'southern-circuit-nyerere-ruaha-safari',
    name: 'Southern Circuit: Nyerere & Ruaha Safari',
    tripType: 'Southern Circuit Safari',
    description: [
      '<p>Tanzania’s southern parks are vast, remote and far less visited than the famous northern circuit, and that is exactly their appeal. This overland safari links <strong>Nyerere National Park</strong>, created from the northern part of the former Selous Game Reserve, with the rugged bush country of <strong>Ruaha</strong>, so you see two very different wildernesses in one trip.</p>',
      '<p>In Nyerere the Rufiji River and its lakes shape everything: you explore by vehicle, by boat among hippos and crocodiles, and on foot with an armed ranger. Ruaha, further west, is dry baobab country along the Great Ruaha River, known for large lion prides, big herds of elephant and both greater and lesser kudu. Both parks are strongholds of the endangered African wild dog.</p>',
      '<p>October is the late dry season, when wildlife concentrates near water. The drive between the parks is long, so we break it with a night near Mikumi.</p>',
    ].join(''),
    destinations: ['Nyerere', 'Ruaha'],
    categories: ['Wildlife', 'Nature', 'Adventure'],
    addons: [...ON_SAFARI, 'Boat trips'],
    exclusions: ['International flights', 'Airport transfers', 'Visa fees', 'Travel insurance', 'Tips and gratuities'],
    fromDate: '2027-10-14',
    toDate: '2027-10-22',
    itinerary: [
      {
        day_number: 1,
        title: 'Dar es Salaam to Nyerere',
        description:
          '<p>Early pick-up from your hotel in Dar es Salaam for the drive of about six hours to <strong>Nyerere National Park</strong>, through farmland and miombo woodland. Arrive in time for a late lunch at your camp overlooking the lakes, then head out on a first game drive as the afternoon cools. Three nights in Nyerere.</p>',
      },
      {
        day_number: 2,
        title: 'Lakes and woodlands of Nyerere',
        description:
          '<p>A full day of game drives around <strong>Lake Manze</strong> and the other lakes north of the Rufiji, where elephant, buffalo, giraffe, lion and large herds of impala come to drink. Keep watch for wild dogs, which den in this area, and for the rich birdlife along the shores. Picnic lunch in the shade of a borassus palm grove.</p>',
      },
      {
        day_number: 3,
        title: 'River and walking safari',
        description:
          '<p>A morning boat safari on the <strong>Rufiji River</strong>, gliding past pods of hippos, basking crocodiles and colonies of carmine bee-eaters nesting in the riverbanks. In the afternoon set out on a guided walking safari with an armed ranger, learning to read tracks and the smaller details of the bush. Back at camp for a sundowner by the water.</p>',
      },
      {
        day_number: 4,
        title: 'Nyerere to Mikumi',
        description:
          '<p>Leave Nyerere after breakfast and drive west via Morogoro towards Mikumi, around six to seven hours on a mix of gravel and tarmac. Overnight at a lodge near Mikumi National Park, where the highway that crosses the park often produces sightings of elephants, giraffe and zebra from the road.</p>',
      },
      {
        day_number: 5,
        title: 'Through Iringa to Ruaha',
        description:
          '<p>Continue west through Mikumi and the baobab-dotted Kitonga Gorge to the highland town of Iringa, then turn off on the gravel road to <strong>Ruaha National Park</strong>, about three hours further. Total driving is around seven hours, ending with a game drive to your camp above the Great Ruaha River. Three nights in Ruaha.</p>',
      },
      {
        day_number: 6,
        title: 'Ruaha’s river and baobabs',
        description:
          '<p>A full day exploring the <strong>Great Ruaha River</strong> and its sand rivers, the lifeline of the park in the dry season. Elephants dig for water in the riverbeds, lions and leopards patrol the banks, and the baobab-covered hillsides hold greater and lesser kudu, roan and, with luck, sable antelope. Picnic lunch in the field.</p>',
      },
      {
        day_number: 7,
        title: 'Deeper into Ruaha',
        description:
          '<p>Another full day, heading along the river towards the <strong>Mwagusi</strong> sand river, one of the park’s best areas for big cats, or setting out on a guided bush walk if you prefer to explore on foot. Your guide adjusts the day to recent sightings. Spend the last evening around the campfire under a sky full of stars.</p>',
      },
      {
        day_number: 8,
        title: 'Ruaha to Iringa',
        description:
          '<p>A final early game drive on the way out of the park, then the drive of about three hours to Iringa, where the safari ends around midday. From Iringa you can connect by road or air to Dar es Salaam or continue south to the Southern Highlands; we are happy to help arrange onward travel at extra cost.</p>',
      },
    ],
    basePrice: 2600,
    published: true,
    scene: 'river',
  },
  {
    slug: 'family-safari-elephants-crater-treetops',
    name: 'Family Safari: Elephants, Crater & Treetops',
    tripType: 'Family Safari',
    description: [
      '<p>A safari designed around children’s attention spans as much as adults’ wish lists. Drives are kept to a few hours at a time, lodges are chosen for their pools and family rooms, and the route packs plenty of variety into five days: elephants in <strong>Tarangire</strong>, the <strong>Ngorongoro Crater</strong>, a treetop walkway at <strong>Lake Manyara</strong> and a hands-on visit to a coffee farm.</p>',
      '<p>Your guide is used to travelling with families and brings binoculars and wildlife checklists for young spotters, and the private vehicle means you can stop for snacks, rests and questions whenever you like. Children from about five usually enjoy this trip; we will talk through ages and needs with you when you book.</p>',
      '<p>December is a lovely time to travel, with green landscapes after the short rains and plenty of young animals on the plains.</p>',
    ].join(''),
    destinations: ['Tarangire', 'Ngorongoro Crater', 'Lake Manyara', 'Arusha'],
    categories: ['Family', 'Wildlife', 'Culture'],
    addons: SAFARI_ADDONS,
    exclusions: ['International flights', 'Visa fees', 'Travel insurance', 'Optional activities', 'Tips and gratuities'],
    fromDate: '2027-12-18',
    toDate: '2027-12-23',
    itinerary: [
      {
        day_number: 1,
        title: 'Arusha to Tarangire',
        description:
          '<p>Leave Arusha at a relaxed 9:00 for the two-hour drive to <strong>Tarangire</strong>. Picnic lunch in the park, then a game drive of about three hours to meet the elephant herds and look for giraffe, zebra and lions. Check in to a lodge with a pool near the park gate in time for a swim before dinner.</p>',
      },
      {
        day_number: 2,
        title: 'Village life and coffee in Karatu',
        description:
          '<p>A short morning game drive, then on to <strong>Mto wa Mbu</strong>, where a local guide leads a gentle walk or bicycle ride past banana plantations and craft workshops. Continue up the escarpment to Karatu, about 45 minutes, and spend the afternoon on a coffee farm picking, roasting and tasting, with hot chocolate for younger guests.</p>',
      },
      {
        day_number: 3,
        title: 'Into the Ngorongoro Crater',
        description:
          '<p>An early start for the descent into the <strong>Ngorongoro Crater</strong>, one of the largest intact volcanic calderas in the world. Spend about five hours on a game drive looking for lions, hippos, buffalo and perhaps a black rhino, with a picnic lunch by a hippo pool, before returning to your lodge in Karatu to relax.</p>',
      },
      {
        day_number: 4,
        title: 'Lake Manyara treetops',
        description:
          '<p>Drive about 40 minutes to <strong>Lake Manyara National Park</strong>. Children love the treetop walkway, a series of suspension bridges through the forest canopy (a small extra fee), and the baboon troops and blue monkeys along the forest road. Continue to the lakeshore for hippos and waterbirds before returning to Karatu for a free afternoon at the pool.</p>',
      },
      {
        day_number: 5,
        title: 'Back to Arusha',
        description:
          '<p>A leisurely breakfast and the drive of about two and a half hours back to <strong>Arusha</strong>. Stop on the way at a craft market for souvenirs, then have lunch in town before we drop you at your hotel or at Kilimanjaro International Airport, about an hour further on.</p>',
      },
    ],
    basePrice: 1250,
    published: true,
    scene: 'savanna-elephant',
  },
  {
    slug: 'rift-valley-lakes-crater-birding-safari',
    name: 'Rift Valley Lakes & Crater Birding Safari',
    tripType: 'Wildlife Safari',
    description: [
      '<p>Northern Tanzania is one of Africa’s richest birding regions, and from November to April the resident species are joined by migrants from Europe and Asia. This four-day safari follows a route chosen for its variety of habitats, from soda lake and groundwater forest to crater grassland, acacia woodland and the lakes of Arusha National Park, with a guide who knows the calls as well as the plumages.</p>',
      '<p>Highlights can include flamingos on <strong>Lake Manyara</strong> and in the <strong>Ngorongoro Crater</strong>, grey crowned cranes and kori bustards on the crater floor, and the yellow-collared lovebirds and ashy starlings of <strong>Tarangire</strong>, both Tanzanian endemics. There is still plenty of big game along the way, so companions who are not birders will not be bored.</p>',
      '<p>The pace is slower than on a standard safari, with time to stop, scan and photograph.</p>',
    ].join(''),
    destinations: ['Lake Manyara', 'Ngorongoro Crater', 'Tarangire', 'Arusha'],
    categories: ['Birdwatching', 'Photography', 'Wildlife'],
    addons: SAFARI_ADDONS,
    exclusions: [...TRAVEL_EXCLUSIONS, 'Alcoholic drinks'],
    fromDate: '2027-01-23',
    toDate: '2027-01-27',
    itinerary: [
      {
        day_number: 1,
        title: 'Arusha to Lake Manyara',
        description:
          '<p>Leave Arusha at 8:00 for the two-hour drive to <strong>Lake Manyara National Park</strong>. Spend the day birding from the forest to the lakeshore: silvery-cheeked hornbills in the canopy, pelicans and storks on the water and, when the lake levels suit them, flamingos. Overnight at a lodge on the escarpment near Karatu.</p>',
      },
      {
        day_number: 2,
        title: 'Ngorongoro Crater',
        description:
          '<p>Descend into the <strong>Ngorongoro Crater</strong> for a half-day game drive across its grassland, swamps and Lake Magadi. Look for kori bustards, grey crowned cranes, rosy-throated longclaws and flamingos alongside lion, buffalo and black rhino. Spend the afternoon birding the highland forest on the crater rim before returning to Karatu.</p>',
      },
      {
        day_number: 3,
        title: 'Tarangire',
        description:
          '<p>Drive about two hours to <strong>Tarangire National Park</strong>, where more than 500 bird species have been recorded. Spend a full day among the baobabs and acacias looking for the endemic yellow-collared lovebird and ashy starling, along with hornbills, barbets and raptors, and of course the park’s famous elephant herds. Overnight at a lodge near the park.</p>',
      },
      {
        day_number: 4,
        title: 'Arusha National Park and Momella Lakes',
        description:
          '<p>Drive about two and a half hours to <strong>Arusha National Park</strong> at the foot of Mount Meru. Bird the Momella Lakes for flamingos and waterfowl and the montane forest for Hartlaub’s turaco and black-and-white colobus monkeys, then continue into Arusha, about an hour, where the safari ends in the late afternoon.</p>',
      },
    ],
    basePrice: 980,
    published: true,
    scene: 'lake-flamingo',
  },
];
