import {
  addDays,
  generateAvailability,
  type AMENITY_CHOICES,
  type AvailabilityDay,
  type EQUIPMENT_CHOICES,
  type PackageKey,
} from '@studio-hive/domain';

/**
 * The demo studio catalogue for `npm start` (on a new data directory) and `npm run seed:demo`:
 * 24 approved studios across Delhi NCR and 3 waiting for approval, owned by the demo owners of
 * demo-logins.ts. Each entry is the raw submission the API accepts (spec section 7's fields, as
 * `validateStudioSubmission` takes them) less the availability, which is generated at seed time
 * for the coming 4 weeks from the studio's hours (`demoStudioSubmission`). Pictures are drawn at
 * seed time too (studio-illustrations.ts). Kept free of server imports.
 */

export const DEMO_CITIES = ['New Delhi', 'Gurgaon', 'Noida', 'Ghaziabad', 'Faridabad'] as const;
export type DemoCity = (typeof DEMO_CITIES)[number];

/** State and the PIN code prefix of each city's addresses. */
export const DEMO_CITY_FACTS: Readonly<Record<DemoCity, { state: string; pinPrefix: string }>> = {
  'New Delhi': { state: 'Delhi', pinPrefix: '1100' },
  Gurgaon: { state: 'Haryana', pinPrefix: '1220' },
  Noida: { state: 'Uttar Pradesh', pinPrefix: '2013' },
  Ghaziabad: { state: 'Uttar Pradesh', pinPrefix: '2010' },
  Faridabad: { state: 'Haryana', pinPrefix: '1210' },
};

/** Days of availability generated from today on (today included). */
export const DEMO_AVAILABILITY_DAYS = 28;

type Equipment = (typeof EQUIPMENT_CHOICES)[number];
type Amenity = (typeof AMENITY_CHOICES)[number];

// The fixed choices under short names (typed, so a misspelt choice does not compile).
const E = {
  xlr: 'Microphone (XLR)',
  interface: 'Audio Interface',
  headphones: 'Headphones (Closed-Back)',
  boom: 'Mic Stand / Boom Arm',
  pop: 'Pop Filter / Windscreen',
  daw: 'Digital Audio Workstation (DAW) Software',
  recorder: 'Portable Recorder',
  panels: 'Acoustic Panels / Soundproofing',
  mixer: 'Mixer (for multiple mics)',
  amp: 'Headphone Amplifier',
  webcam: 'Webcam (for video podcasts)',
  xlrCables: 'XLR Cables',
  usb: 'USB Cables',
  ssd: 'External SSD (Backup Storage)',
  shock: 'Shock Mount (for mic stability)',
} as const satisfies Record<string, Equipment>;

const A = {
  wifi: 'Wi-Fi',
  ac: 'Air Conditioning',
  restroom: 'Restroom',
  waiting: 'Waiting Area',
  parking: 'Free Parking',
  wheelchair: 'Wheelchair Accessible',
  coffee: 'Coffee/Tea',
  water: 'Water Dispenser',
  snacks: 'Snacks for Purchase',
  lounge: 'Lounge Area',
  changing: 'Changing Room',
  green: 'Green Screen',
  teleprompter: 'Teleprompter',
  lights: 'Lighting Equipment',
  staff: 'On-site Staff',
} as const satisfies Record<string, Amenity>;

/** The core kit nearly every podcast room has. */
const PODCAST_KIT = [E.xlr, E.interface, E.headphones, E.boom, E.pop, E.xlrCables, E.shock];

export type DemoPackage = { key: PackageKey; price: number; name?: string; description?: string };
export type DemoAddon = {
  key: string;
  name: string;
  description: string;
  price: number;
  maxQuantity: number;
};

/** What an owner submits (spec section 7), without the availability. */
export type DemoStudioFields = {
  name: string;
  description: string;
  area: number;
  rules: string;
  equipments: string[];
  amenities: string[];
  minimumDurationHours: number;
  operationalHours: { start: number; end: number };
  packages: DemoPackage[];
  addons: DemoAddon[];
  location: { fullAddress: string; city: DemoCity; state: string; pinCode: string };
  youtubeLinks: string[];
  instagramUsername?: string;
};

export type DemoStudio = {
  /** One of the owner accounts of demo-logins.ts. */
  ownerEmail: string;
  approved: boolean;
  /** Listed this many days before the seed (createdAt), so "newest first" looks lived in. */
  listedDaysAgo: number;
  /** Number of generated pictures (1..4). */
  imageCount: number;
  /** Hours the owner has switched off: a weekly day off (0 = Sunday .. 6) and daily breaks. */
  closedWeekday?: number;
  breakHours?: number[];
  fields: DemoStudioFields;
};

const NEHA = 'owner@demo.studiohive.in';
const KABIR = 'kabir@demo.studiohive.in';
const ANANYA = 'ananya@demo.studiohive.in';
const FARHAN = 'farhan@demo.studiohive.in';

/** 1 Cam, 2 Cam and 3 Cam always priced; No Cam when given. */
function packages(
  noCam: number | null,
  oneCam: number,
  twoCam: number,
  threeCam: number,
  descriptions: Partial<Record<PackageKey, string>> = {},
): DemoPackage[] {
  const list: DemoPackage[] = [];
  if (noCam !== null) list.push({ key: 'No Cam', price: noCam });
  list.push({ key: '1 Cam', price: oneCam }, { key: '2 Cam', price: twoCam });
  list.push({ key: '3 Cam', price: threeCam });
  return list.map((p) => (descriptions[p.key] ? { ...p, description: descriptions[p.key] } : p));
}

function at(city: DemoCity, fullAddress: string, pinCode: string): DemoStudioFields['location'] {
  return { fullAddress, city, state: DEMO_CITY_FACTS[city].state, pinCode };
}

// Common add-ons, priced per studio.
const addon = {
  edit: (price: number, max = 3): DemoAddon => ({
    key: 'edit',
    name: 'Episode editing',
    description: 'Cleaned-up audio, cuts, intro and outro, delivered within 3 working days.',
    price,
    maxQuantity: max,
  }),
  reels: (price: number, max = 4): DemoAddon => ({
    key: 'reels',
    name: 'Reels cut (3 vertical clips)',
    description: 'Three 30-60 second vertical clips with captions, ready for Instagram and Shorts.',
    price,
    maxQuantity: max,
  }),
  mic: (price: number, max = 2): DemoAddon => ({
    key: 'extra-mic',
    name: 'Extra microphone',
    description: 'One more dynamic mic on a boom arm with headphones, for a third or fourth guest.',
    price,
    maxQuantity: max,
  }),
  lav: (price: number, max = 4): DemoAddon => ({
    key: 'lav-mic',
    name: 'Wireless lavalier mic',
    description: 'Clip-on wireless mic for walk-and-talk or standing shots.',
    price,
    maxQuantity: max,
  }),
  prompter: (price: number): DemoAddon => ({
    key: 'teleprompter-op',
    name: 'Teleprompter operator',
    description: 'An operator loads your script and scrolls it at your pace for the session.',
    price,
    maxQuantity: 1,
  }),
  makeup: (price: number, max = 2): DemoAddon => ({
    key: 'makeup',
    name: 'Makeup artist',
    description: 'Camera-ready makeup and hair touch-ups for one person.',
    price,
    maxQuantity: max,
  }),
  live: (price: number): DemoAddon => ({
    key: 'livestream',
    name: 'Livestream setup',
    description: 'Switcher, graphics and a stream to YouTube, LinkedIn or Instagram Live.',
    price,
    maxQuantity: 1,
  }),
  multicam: (price: number, max = 2): DemoAddon => ({
    key: 'multicam-edit',
    name: 'Multi-camera edit',
    description: 'All angles synced and cut into one video episode with colour correction.',
    price,
    maxQuantity: max,
  }),
};

const BIG_BUCK_BUNNY = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ';
const SINTEL = 'https://www.youtube-nocookie.com/embed/eRsGyueVLvQ';
const TEARS_OF_STEEL = 'https://www.youtube-nocookie.com/embed/R6MlUcmOul8';

export const DEMO_STUDIOS: readonly DemoStudio[] = [
  // ---- New Delhi ----
  {
    ownerEmail: NEHA,
    approved: true,
    listedDaysAgo: 64,
    imageCount: 3,
    breakHours: [14],
    fields: {
      name: 'The Mic Room',
      description:
        'A snug, fully treated podcast room above the lanes of Hauz Khas Village. Two hosts and two guests fit comfortably around a round table with Shure dynamics on boom arms. Ideal for interview shows and weekly conversation podcasts.',
      area: 280,
      rules:
        'No food at the recording table; tea and water are fine. Please arrive 15 minutes early so we can set levels. Overtime is billed by the hour.',
      equipments: [...PODCAST_KIT, E.mixer, E.amp, 'Shure SM7B microphones'],
      amenities: [A.wifi, A.ac, A.restroom, A.coffee, A.water, A.lights],
      minimumDurationHours: 1,
      operationalHours: { start: 10, end: 22 },
      packages: packages(900, 1400, 1800, 2300),
      addons: [addon.edit(1500), addon.mic(300)],
      location: at('New Delhi', '2nd Floor, 31 Hauz Khas Village, near Deer Park gate', '110016'),
      youtubeLinks: [],
      instagramUsername: 'themicroom.hkv',
    },
  },
  {
    ownerEmail: FARHAN,
    approved: true,
    listedDaysAgo: 51,
    imageCount: 2,
    closedWeekday: 1,
    fields: {
      name: 'Saket Voiceworks',
      description:
        'A music-friendly room built for vocals, voice-overs and audiobooks, with a floating floor and a separate control desk. A resident engineer runs the sessions, so you only need to bring your script or your song.',
      area: 420,
      rules:
        'Shoes off inside the vocal booth. Maximum 5 people including the engineer. Closed on Mondays.',
      equipments: [
        E.xlr,
        E.interface,
        E.headphones,
        E.pop,
        E.daw,
        E.panels,
        E.amp,
        E.shock,
        'Neumann U87 condenser mic',
        'Yamaha HS8 studio monitors',
      ],
      amenities: [A.wifi, A.ac, A.restroom, A.waiting, A.coffee, A.staff],
      minimumDurationHours: 2,
      operationalHours: { start: 9, end: 21 },
      packages: packages(null, 2200, 2900, 3600),
      addons: [
        {
          key: 'mix-master',
          name: 'Mix and master (per track)',
          description: 'Engineer mix and master of one song, two rounds of changes.',
          price: 2500,
          maxQuantity: 5,
        },
        {
          key: 'audiobook-qc',
          name: 'Audiobook proofing (per finished hour)',
          description: 'A proof listener marks misreads and noises against your manuscript.',
          price: 900,
          maxQuantity: 4,
        },
      ],
      location: at('New Delhi', 'B-14, Press Enclave Marg, Saket', '110017'),
      youtubeLinks: [],
      instagramUsername: 'saketvoiceworks',
    },
  },
  {
    ownerEmail: NEHA,
    approved: true,
    listedDaysAgo: 38,
    imageCount: 2,
    closedWeekday: 2,
    fields: {
      name: 'Chai & Chatter Studio',
      description:
        'A cosy living-room set with a three-seater couch, warm lamps and a bookshelf backdrop, two minutes from Lajpat Nagar Central Market. Made for relaxed conversation shows, book talks and family-friendly vlogs.',
      area: 220,
      rules:
        'Kindly keep the couch covers on. Children are welcome with an adult. Closed on Tuesdays.',
      equipments: [E.xlr, E.interface, E.headphones, E.boom, E.pop, E.webcam, E.usb],
      amenities: [A.wifi, A.ac, A.restroom, A.coffee, A.snacks, A.lounge],
      minimumDurationHours: 1,
      operationalHours: { start: 8, end: 20 },
      packages: packages(800, 1200, 1600, 2000),
      addons: [
        addon.reels(1200, 3),
        {
          key: 'chai-platter',
          name: 'Chai and snacks platter',
          description: 'Masala chai and samosas for up to four people, served on set.',
          price: 350,
          maxQuantity: 4,
        },
      ],
      location: at('New Delhi', 'G-12, Central Market, Lajpat Nagar II', '110024'),
      youtubeLinks: [],
      instagramUsername: 'chaiandchatter.studio',
    },
  },
  {
    ownerEmail: FARHAN,
    approved: true,
    listedDaysAgo: 72,
    imageCount: 4,
    fields: {
      name: 'Shahpur Jat Shoot House',
      description:
        'A 1400 sq ft daylight loft in the Shahpur Jat design village with a white cyclorama wall and a chroma-green corner. Three cinema cameras, a lighting grid and a teleprompter make it ready for ad films, brand interviews and long-form YouTube. The terrace is available for cutaways.',
      area: 1400,
      rules:
        'Crew of up to 12. Confetti, smoke and open flames need written approval. Load-in is through the rear lane; vehicles cannot wait at the gate.',
      equipments: [
        ...PODCAST_KIT,
        E.mixer,
        E.recorder,
        E.ssd,
        'Sony FX3 cinema cameras',
        'Aputure 600d lights',
      ],
      amenities: [
        A.wifi,
        A.ac,
        A.restroom,
        A.waiting,
        A.changing,
        A.green,
        A.teleprompter,
        A.lights,
        A.staff,
        'Terrace access',
      ],
      minimumDurationHours: 2,
      operationalHours: { start: 8, end: 22 },
      packages: packages(null, 4500, 5200, 6000, {
        '3 Cam': 'Three Sony FX3s with a live switcher and a camera assistant',
      }),
      addons: [addon.makeup(3500), addon.prompter(1500), addon.multicam(5000)],
      location: at('New Delhi', '47-B, Shahpur Jat, near Asiad Village', '110049'),
      youtubeLinks: [BIG_BUCK_BUNNY],
      instagramUsername: 'shahpurjat.shoothouse',
    },
  },
  {
    ownerEmail: KABIR,
    approved: true,
    listedDaysAgo: 29,
    imageCount: 3,
    fields: {
      name: 'Outer Circle Broadcast Suite',
      description:
        'A news-style broadcast desk with a curved LED backdrop in the heart of Connaught Place, open round the clock. Live switching, graphics and streaming are built in, so panel discussions and market updates can go live in minutes.',
      area: 900,
      rules:
        'Photo ID is needed at the building reception. Please share live graphics at least 2 hours before the session.',
      equipments: [
        ...PODCAST_KIT,
        E.mixer,
        E.amp,
        E.ssd,
        'Blackmagic ATEM switcher',
        '55-inch confidence monitor',
      ],
      amenities: [
        A.wifi,
        A.ac,
        A.restroom,
        A.waiting,
        A.wheelchair,
        A.coffee,
        A.teleprompter,
        A.lights,
        A.staff,
      ],
      minimumDurationHours: 1,
      operationalHours: { start: 0, end: 24 },
      packages: packages(4000, 4800, 5500, 6000, {
        'No Cam': 'Broadcast desk and audio only, for radio-style shows',
      }),
      addons: [addon.live(3000), addon.prompter(1200), addon.multicam(4000)],
      location: at('New Delhi', '3rd Floor, N-24, Outer Circle, Connaught Place', '110001'),
      youtubeLinks: [SINTEL],
    },
  },
  {
    ownerEmail: ANANYA,
    approved: true,
    listedDaysAgo: 18,
    imageCount: 2,
    breakHours: [13],
    fields: {
      name: 'Frame & Fable',
      description:
        'A storyteller\u2019s set with a library wall, vintage armchairs and soft window light, close to Rajouri Garden metro. Creators use it for book reviews, explainers and sit-down vlogs that need a lived-in look.',
      area: 600,
      rules: 'Please do not move the library books. Lunch break from 1 to 2 pm.',
      equipments: [E.xlr, E.interface, E.headphones, E.boom, E.pop, E.webcam, E.recorder, E.ssd],
      amenities: [A.wifi, A.ac, A.restroom, A.water, A.lounge, A.lights],
      minimumDurationHours: 1,
      operationalHours: { start: 10, end: 20 },
      packages: packages(null, 2000, 2700, 3300),
      addons: [addon.reels(1000, 5), addon.lav(250)],
      location: at('New Delhi', 'J-6/18, J Block Market, Rajouri Garden', '110027'),
      youtubeLinks: [],
      instagramUsername: 'frameandfable.delhi',
    },
  },
  {
    ownerEmail: NEHA,
    approved: true,
    listedDaysAgo: 9,
    imageCount: 3,
    fields: {
      name: 'The Green Room GK',
      description:
        'An infinity green cove for background replacement next to a two-seat podcast corner, above M Block Market. Our team can key, replace and grade your footage the same week.',
      area: 750,
      rules:
        'Avoid green clothing on the chroma set. Make-up room is shared between bookings; please clear it after use.',
      equipments: [...PODCAST_KIT, E.ssd, 'Godox SL150 LED panels'],
      amenities: [A.wifi, A.ac, A.restroom, A.changing, A.green, A.teleprompter, A.lights],
      minimumDurationHours: 2,
      operationalHours: { start: 10, end: 22 },
      packages: packages(null, 4000, 4800, 5600),
      addons: [
        addon.makeup(2500),
        {
          key: 'bg-replace',
          name: 'Background replacement edit',
          description: 'Keyed footage composited on a background of your choice, per 10 minutes.',
          price: 3000,
          maxQuantity: 2,
        },
        addon.prompter(1200),
      ],
      location: at('New Delhi', 'M-38, M Block Market, Greater Kailash I', '110048'),
      youtubeLinks: [],
      instagramUsername: 'thegreenroom.gk',
    },
  },

  // ---- Gurgaon ----
  {
    ownerEmail: KABIR,
    approved: true,
    listedDaysAgo: 80,
    imageCount: 4,
    fields: {
      name: 'Cyber Hub Creator Lab',
      description:
        'A corporate-grade studio a short walk from DLF Cyber Hub, used by startups and brands for podcasts, webinars and product launches. Two sets share a control room, so you can switch from an interview to a keynote without resetting. Invoices with GST are issued on the day.',
      area: 1100,
      rules:
        'Visitor passes are issued at the tower lobby; share guest names a day ahead. Catering only in the lounge.',
      equipments: [...PODCAST_KIT, E.mixer, E.amp, E.ssd, E.daw, 'RODECaster Pro II'],
      amenities: [
        A.wifi,
        A.ac,
        A.restroom,
        A.waiting,
        A.parking,
        A.wheelchair,
        A.coffee,
        A.lounge,
        A.teleprompter,
        A.lights,
        A.staff,
      ],
      minimumDurationHours: 1,
      operationalHours: { start: 8, end: 22 },
      packages: packages(4200, 4800, 5400, 6000),
      addons: [addon.live(3500), addon.edit(2500, 4), addon.mic(400, 3)],
      location: at('Gurgaon', 'Tower C, 5th Floor, DLF Cyber City, DLF Phase 2', '122002'),
      youtubeLinks: [TEARS_OF_STEEL, BIG_BUCK_BUNNY],
      instagramUsername: 'cyberhub.creatorlab',
    },
  },
  {
    ownerEmail: KABIR,
    approved: true,
    listedDaysAgo: 45,
    imageCount: 2,
    fields: {
      name: 'Golden Hour Studios',
      description:
        'Moody amber lighting, a bar-counter set and late hours make this the go-to room for after-dark talk shows and comedy podcasts. Open from noon till midnight, near Leisure Valley Park.',
      area: 500,
      rules: 'No alcohol on the premises, the bar set is for show. Quiet exit after 11 pm please.',
      equipments: [...PODCAST_KIT, E.mixer, E.webcam],
      amenities: [A.wifi, A.ac, A.restroom, A.coffee, A.snacks, A.lights, 'Bar-counter set'],
      minimumDurationHours: 2,
      operationalHours: { start: 12, end: 24 },
      packages: packages(null, 2500, 3200, 3900),
      addons: [
        addon.reels(1500, 3),
        {
          key: 'set-dressing',
          name: 'Themed set dressing',
          description: 'Props and backdrop styled to your show theme, set up before you arrive.',
          price: 1000,
          maxQuantity: 1,
        },
      ],
      location: at('Gurgaon', 'SCO 41, Sector 29, near Leisure Valley Park', '122001'),
      youtubeLinks: [],
      instagramUsername: 'goldenhour.ggn',
    },
  },
  {
    ownerEmail: ANANYA,
    approved: true,
    listedDaysAgo: 33,
    imageCount: 1,
    breakHours: [13],
    fields: {
      name: 'Sohna Road Soundbox',
      description:
        'A compact, well-isolated booth for solo creators: one mic, one camera, one comfortable chair. Plug in your laptop and record course lessons, voice-overs or a daily show without any setup.',
      area: 180,
      rules: 'One person at a time, plus one guest on the 2 Cam and 3 Cam packages.',
      equipments: [E.xlr, E.interface, E.headphones, E.boom, E.pop, E.usb, E.webcam],
      amenities: [A.wifi, A.ac, A.water, A.parking],
      minimumDurationHours: 1,
      operationalHours: { start: 9, end: 21 },
      packages: packages(850, 1300, 1700, 2200),
      addons: [],
      location: at('Gurgaon', 'Unit 108, Omaxe City Centre, Sohna Road, Sector 49', '122018'),
      youtubeLinks: [],
    },
  },
  {
    ownerEmail: FARHAN,
    approved: true,
    listedDaysAgo: 58,
    imageCount: 4,
    breakHours: [13],
    fields: {
      name: 'Loudspeaker Co.',
      description:
        'A converted warehouse in Udyog Vihar with a 20-foot cyc wall, a green screen and room for a car or a full product set. Brands shoot catalogue videos here in the morning and podcasts in the afternoon. Drive-in loading dock.',
      area: 1500,
      rules:
        'Minimum booking 3 hours. Heavy props and vehicles must be declared at booking. Hard hats are not needed, but closed shoes are.',
      equipments: [...PODCAST_KIT, E.recorder, E.ssd, 'Canon C70 cameras', '12-foot jib arm'],
      amenities: [
        A.wifi,
        A.ac,
        A.restroom,
        A.parking,
        A.changing,
        A.green,
        A.teleprompter,
        A.lights,
        A.staff,
        'Loading dock',
      ],
      minimumDurationHours: 3,
      operationalHours: { start: 7, end: 19 },
      packages: packages(2000, 2600, 3300, 3900, { 'No Cam': 'Floor and lighting grid only' }),
      addons: [
        addon.makeup(3000),
        {
          key: 'props',
          name: 'Props and set dressing',
          description: 'Furniture and props from our store, placed to your reference.',
          price: 2000,
          maxQuantity: 1,
        },
        addon.edit(3500),
        addon.prompter(1500),
      ],
      location: at('Gurgaon', 'Plot 212, Udyog Vihar Phase 4', '122016'),
      youtubeLinks: [],
      instagramUsername: 'loudspeaker.co',
    },
  },
  {
    ownerEmail: NEHA,
    approved: true,
    listedDaysAgo: 24,
    imageCount: 2,
    fields: {
      name: 'The Podcast Pantry',
      description:
        'A kitchen-counter set with a working induction hob, open shelves and overhead cameras, built for cooking shows and food podcasts. Recipes, tastings and chef interviews look great here.',
      area: 300,
      rules:
        'Bring your own ingredients; utensils and crockery are provided. Please leave the counter clean; a cleaning fee applies otherwise.',
      equipments: [E.xlr, E.interface, E.headphones, E.boom, E.webcam, E.recorder, E.usb],
      amenities: [A.wifi, A.ac, A.restroom, A.water, A.lights, 'Induction kitchen counter'],
      minimumDurationHours: 1,
      operationalHours: { start: 10, end: 20 },
      packages: packages(null, 1500, 1900, 2400, { '3 Cam': 'Front, side and overhead angles' }),
      addons: [
        {
          key: 'prep-assistant',
          name: 'Kitchen prep assistant',
          description: 'Chops, measures and plates between takes.',
          price: 800,
          maxQuantity: 2,
        },
        addon.reels(1200, 3),
      ],
      location: at('Gurgaon', 'Shop 22, Galleria Market, DLF Phase 4', '122009'),
      youtubeLinks: [],
      instagramUsername: 'podcastpantry',
    },
  },
  {
    ownerEmail: ANANYA,
    approved: true,
    listedDaysAgo: 12,
    imageCount: 3,
    fields: {
      name: 'Skyline Sessions',
      description:
        'Floor-to-ceiling windows on the 14th floor give this studio a city-skyline backdrop that changes from morning light to sunset. Premium furniture, three cameras and a dedicated operator come with every booking.',
      area: 850,
      rules:
        'Sunset slots (5 to 7 pm) book out fast; reschedule at least 24 hours ahead. No tripods on the window ledge.',
      equipments: [...PODCAST_KIT, E.mixer, E.amp, E.ssd, E.daw],
      amenities: [
        A.wifi,
        A.ac,
        A.restroom,
        A.waiting,
        A.parking,
        A.coffee,
        A.lounge,
        A.lights,
        A.staff,
      ],
      minimumDurationHours: 2,
      operationalHours: { start: 10, end: 22 },
      packages: packages(null, 5000, 5600, 6000),
      addons: [addon.multicam(4500), addon.makeup(2500), addon.live(3000)],
      location: at('Gurgaon', '14th Floor, Tower B, Golf Course Road, Sector 56', '122011'),
      youtubeLinks: [SINTEL],
      instagramUsername: 'skylinesessions.in',
    },
  },
  {
    ownerEmail: KABIR,
    approved: true,
    listedDaysAgo: 5,
    imageCount: 1,
    closedWeekday: 2,
    fields: {
      name: 'Palam Vihar Pod Shack',
      description:
        'A friendly neighbourhood podcast room with two mics, two chairs and a colourful foam wall. Good value for first-time podcasters and college clubs.',
      area: 160,
      rules: 'Up to 3 people. Closed on Tuesdays.',
      equipments: [E.xlr, E.interface, E.headphones, E.boom, E.pop, E.panels],
      amenities: [A.wifi, A.ac, A.water],
      minimumDurationHours: 1,
      operationalHours: { start: 8, end: 20 },
      packages: packages(800, 1100, 1500, 1900),
      addons: [addon.edit(1000, 2)],
      location: at('Gurgaon', 'C-2/14, C Block Market, Palam Vihar', '122017'),
      youtubeLinks: [],
    },
  },

  // ---- Noida ----
  {
    ownerEmail: ANANYA,
    approved: true,
    listedDaysAgo: 67,
    imageCount: 4,
    fields: {
      name: 'Film City Frames',
      description:
        'A broadcast-grade floor inside Noida Film City, steps away from the news channels, open 24 hours. News desk, chroma key wall and an interview set are all lit and ready. Frequently booked for election specials and overnight live shows.',
      area: 1300,
      rules:
        'Minimum booking 3 hours. Security clearance at the Film City gate needs names 12 hours in advance.',
      equipments: [...PODCAST_KIT, E.mixer, E.amp, E.ssd, E.recorder, 'Panasonic studio cameras'],
      amenities: [
        A.wifi,
        A.ac,
        A.restroom,
        A.waiting,
        A.parking,
        A.changing,
        A.green,
        A.teleprompter,
        A.lights,
        A.staff,
      ],
      minimumDurationHours: 3,
      operationalHours: { start: 0, end: 24 },
      packages: packages(null, 4200, 5000, 5800),
      addons: [addon.prompter(1500), addon.makeup(2800, 3), addon.live(3500)],
      location: at('Noida', 'C-19, Film City, Sector 16A', '201301'),
      youtubeLinks: [TEARS_OF_STEEL],
      instagramUsername: 'filmcityframes',
    },
  },
  {
    ownerEmail: NEHA,
    approved: true,
    listedDaysAgo: 41,
    imageCount: 2,
    fields: {
      name: 'Sector 18 Storyroom',
      description:
        'A bright, pastel set above Atta Market with a wooden slat wall and a curved sofa. Fashion, beauty and lifestyle creators love the soft light for try-ons and get-ready-with-me videos.',
      area: 450,
      rules: 'Steamers are available; irons are not allowed on set.',
      equipments: [E.xlr, E.interface, E.headphones, E.boom, E.webcam, E.recorder],
      amenities: [A.wifi, A.ac, A.restroom, A.changing, A.lights, 'Full-length mirror'],
      minimumDurationHours: 1,
      operationalHours: { start: 11, end: 21 },
      packages: packages(null, 2100, 2800, 3400),
      addons: [addon.reels(1000, 4)],
      location: at('Noida', '2nd Floor, K-7, Atta Market, Sector 18', '201301'),
      youtubeLinks: [],
      instagramUsername: 'storyroom18',
    },
  },
  {
    ownerEmail: ANANYA,
    approved: true,
    listedDaysAgo: 27,
    imageCount: 2,
    breakHours: [13],
    fields: {
      name: 'Byte & Banter',
      description:
        'A tech-podcast room near the Sector 62 IT parks with dual monitors for screen recording, fast fibre and a whiteboard wall. Record coding tutorials, product demos and founder chats.',
      area: 260,
      rules: 'Bring your own laptop charger. Whiteboard markers only, no permanent markers.',
      equipments: [...PODCAST_KIT, E.webcam, E.usb, E.ssd, 'Dual 27-inch monitors'],
      amenities: [A.wifi, A.ac, A.restroom, A.coffee, A.parking],
      minimumDurationHours: 1,
      operationalHours: { start: 9, end: 21 },
      packages: packages(900, 1300, 1700, 2100),
      addons: [
        {
          key: 'screen-capture',
          name: 'Screen capture setup',
          description: 'Capture card and second recorder for your screen, synced with the cameras.',
          price: 500,
          maxQuantity: 1,
        },
        addon.edit(1500),
      ],
      location: at('Noida', 'A-41, Sector 62, near Fortis Hospital', '201309'),
      youtubeLinks: [],
      instagramUsername: 'byteandbanter',
    },
  },
  {
    ownerEmail: FARHAN,
    approved: true,
    listedDaysAgo: 15,
    imageCount: 1,
    fields: {
      name: 'Hushbox Studio',
      description:
        'The smallest and quietest booth in Noida: a floated, double-walled voice-over room for dubbing, audiobooks and ads. Video packages add a camera through the glass.',
      area: 150,
      rules: 'One voice artist at a time. Please switch phones to flight mode inside.',
      equipments: [E.xlr, E.interface, E.headphones, E.pop, E.daw, E.panels, E.shock, E.amp],
      amenities: [A.wifi, A.ac, A.water, A.restroom],
      minimumDurationHours: 1,
      operationalHours: { start: 8, end: 22 },
      packages: packages(null, 1200, 1600, 1950),
      addons: [],
      location: at('Noida', 'B-12, Sector 44, near Amity University', '201303'),
      youtubeLinks: [],
    },
  },
  {
    ownerEmail: KABIR,
    approved: true,
    listedDaysAgo: 3,
    imageCount: 2,
    fields: {
      name: 'Moonlit Mic Studio',
      description:
        'A late-night room for stand-up sets, unplugged music and after-hours podcasts, open from 4 pm to midnight. Neon signs, a small stage riser and a digital piano set the mood.',
      area: 380,
      rules: 'Audience of up to 15 on the stage set. Amplified drums are not allowed after 10 pm.',
      equipments: [...PODCAST_KIT, E.mixer, E.recorder, 'Digital piano', 'Guitar amp'],
      amenities: [A.wifi, A.ac, A.restroom, A.snacks, A.lounge, A.lights],
      minimumDurationHours: 2,
      operationalHours: { start: 16, end: 24 },
      packages: packages(2000, 2400, 3000, 3600),
      addons: [
        {
          key: 'sound-engineer',
          name: 'Live sound engineer',
          description: 'Mixes the stage sound and records every mic on its own track.',
          price: 1800,
          maxQuantity: 1,
        },
        addon.reels(1300, 3),
      ],
      location: at('Noida', 'Shop 5, Sector 104, near Hajipur underpass', '201304'),
      youtubeLinks: [],
      instagramUsername: 'moonlitmic',
    },
  },

  // ---- Ghaziabad ----
  {
    ownerEmail: NEHA,
    approved: true,
    listedDaysAgo: 54,
    imageCount: 2,
    closedWeekday: 0,
    fields: {
      name: 'Indirapuram Idea Room',
      description:
        'A clean, modern podcast room in Niti Khand with three mics and a simple two-camera layout. Teachers, coaches and local businesses record courses and talk shows here.',
      area: 240,
      rules: 'Closed on Sundays. Up to 4 people in the room.',
      equipments: [...PODCAST_KIT, E.webcam],
      amenities: [A.wifi, A.ac, A.restroom, A.water, A.parking],
      minimumDurationHours: 1,
      operationalHours: { start: 9, end: 21 },
      packages: packages(1000, 1400, 1800, 2200),
      addons: [addon.edit(1200), addon.mic(250)],
      location: at('Ghaziabad', 'Shop 14, Niti Khand 1, Indirapuram', '201014'),
      youtubeLinks: [],
    },
  },
  {
    ownerEmail: FARHAN,
    approved: true,
    listedDaysAgo: 20,
    imageCount: 3,
    fields: {
      name: 'Kaushambi Creator Corner',
      description:
        'Two sets under one roof near Pacific Mall: a podcast table with boom arms and a white-wall corner for product shoots. Easy access from Anand Vihar and the Kaushambi metro.',
      area: 520,
      rules: 'Parking in the basement, take a token from the guard.',
      equipments: [...PODCAST_KIT, E.mixer, E.ssd],
      amenities: [A.wifi, A.ac, A.restroom, A.waiting, A.parking, A.coffee, A.lights],
      minimumDurationHours: 2,
      operationalHours: { start: 10, end: 22 },
      packages: packages(null, 2300, 2900, 3500),
      addons: [addon.multicam(3000), addon.lav(300, 2)],
      location: at('Ghaziabad', 'Plot 5, Kaushambi, near Pacific Mall', '201010'),
      youtubeLinks: [],
      instagramUsername: 'kaushambicreators',
    },
  },
  {
    ownerEmail: ANANYA,
    approved: true,
    listedDaysAgo: 7,
    imageCount: 2,
    fields: {
      name: 'Raj Nagar Reel Factory',
      description:
        'Built for short-form video: ring lights, a rotating backdrop rack with six colours and a phone rig for vertical shoots. Shoot a month of reels in one afternoon.',
      area: 330,
      rules: 'Backdrop colours are changed by our staff only. Maximum 6 people.',
      equipments: [E.xlr, E.headphones, E.boom, E.webcam, E.usb, 'Vertical phone rig'],
      amenities: [A.wifi, A.ac, A.restroom, A.changing, A.lights, 'Colour backdrop rack'],
      minimumDurationHours: 1,
      operationalHours: { start: 10, end: 20 },
      packages: packages(null, 1400, 1800, 2300),
      addons: [
        addon.reels(800, 5),
        {
          key: 'ring-light',
          name: 'Extra ring light kit',
          description: 'An 18-inch ring light with stand and phone holder.',
          price: 300,
          maxQuantity: 1,
        },
      ],
      location: at('Ghaziabad', 'Shop 9, KW Srishti, Raj Nagar Extension', '201017'),
      youtubeLinks: [],
      instagramUsername: 'reelfactory.rne',
    },
  },

  // ---- Faridabad ----
  {
    ownerEmail: KABIR,
    approved: true,
    listedDaysAgo: 47,
    imageCount: 3,
    breakHours: [14],
    fields: {
      name: 'Aravali Audio House',
      description:
        'A rehearsal-sized music room that doubles as a podcast studio, with a drum kit, amps and isolated vocal booth. Bands record live sessions here, and podcasters like its warm, wooden sound.',
      area: 650,
      rules: 'Bring your own drumsticks and picks. Volume limits apply after 8 pm.',
      equipments: [
        ...PODCAST_KIT,
        E.mixer,
        E.amp,
        E.daw,
        E.recorder,
        'Drum kit (5-piece)',
        'Bass and guitar amps',
      ],
      amenities: [A.wifi, A.ac, A.restroom, A.parking, A.lounge, A.water],
      minimumDurationHours: 2,
      operationalHours: { start: 9, end: 21 },
      packages: packages(2000, 2500, 3100, 3800, { 'No Cam': 'Audio-only session with engineer' }),
      addons: [
        {
          key: 'live-session-mix',
          name: 'Live session mix',
          description: 'Multitrack mix of one live song, delivered as WAV and MP3.',
          price: 2200,
          maxQuantity: 4,
        },
        addon.edit(1800),
      ],
      location: at('Faridabad', 'SCO 28, Sector 15 Market', '121007'),
      youtubeLinks: [],
      instagramUsername: 'aravaliaudio',
    },
  },
  {
    ownerEmail: NEHA,
    approved: true,
    listedDaysAgo: 31,
    imageCount: 1,
    fields: {
      name: 'NIT Talk Tank',
      description:
        'An affordable two-person podcast room near Neelam Chowk with a simple, tidy backdrop. Popular with students and local news channels on YouTube.',
      area: 200,
      rules: 'Student ID gets you a free extra half hour on weekdays, ask at the desk.',
      equipments: [E.xlr, E.interface, E.headphones, E.boom, E.pop, E.xlrCables],
      amenities: [A.wifi, A.ac, A.water],
      minimumDurationHours: 1,
      operationalHours: { start: 10, end: 20 },
      packages: packages(null, 1200, 1600, 2000),
      addons: [],
      location: at('Faridabad', '1st Floor, 2F-41, near Neelam Chowk, NIT', '121001'),
      youtubeLinks: [],
    },
  },

  // ---- Waiting for approval ----
  {
    ownerEmail: FARHAN,
    approved: false,
    listedDaysAgo: 2,
    imageCount: 2,
    fields: {
      name: 'Okhla Echo Chamber',
      description:
        'A newly built podcast room in the Okhla industrial lanes, open till 11 pm. Dark acoustic walls, three mics and a two-camera setup for late-evening recordings.',
      area: 350,
      rules: 'Entry from the side gate after 7 pm.',
      equipments: [...PODCAST_KIT, E.mixer],
      amenities: [A.wifi, A.ac, A.restroom, A.parking],
      minimumDurationHours: 1,
      operationalHours: { start: 11, end: 23 },
      packages: packages(null, 1000, 1500, 1900),
      addons: [addon.edit(1200)],
      location: at('New Delhi', 'D-88, Okhla Industrial Area Phase III', '110020'),
      youtubeLinks: [],
      instagramUsername: 'okhlaecho',
    },
  },
  {
    ownerEmail: KABIR,
    approved: false,
    listedDaysAgo: 1,
    imageCount: 3,
    fields: {
      name: 'Sushant Lok Soundstage',
      description:
        'A mid-sized soundstage with a podcast set and an interview corner, a few minutes from the Rapid Metro. Opening this month with three cameras and full lighting.',
      area: 700,
      rules: 'Crew of up to 8. Please book the lift for heavy equipment.',
      equipments: [...PODCAST_KIT, E.ssd, E.recorder],
      amenities: [A.wifi, A.ac, A.restroom, A.waiting, A.lights],
      minimumDurationHours: 2,
      operationalHours: { start: 10, end: 22 },
      packages: packages(2200, 2800, 3500, 3900),
      addons: [addon.multicam(3500), addon.makeup(2200)],
      location: at('Gurgaon', 'B-31, B Block, Sushant Lok Phase 1', '122009'),
      youtubeLinks: [],
    },
  },
  {
    ownerEmail: ANANYA,
    approved: false,
    listedDaysAgo: 0,
    imageCount: 1,
    fields: {
      name: 'Lotus Loop Studio',
      description:
        'A premium wellness and lifestyle set along the Noida Expressway, with a green wall, natural wood and large windows. Designed for yoga classes, guided meditations and slow-living vlogs.',
      area: 800,
      rules: 'Barefoot on the studio floor. Mats and blocks are provided.',
      equipments: [E.xlr, E.interface, E.headphones, E.recorder, E.ssd, 'Overhead camera rig'],
      amenities: [A.wifi, A.ac, A.restroom, A.changing, A.water, A.lights],
      minimumDurationHours: 1,
      operationalHours: { start: 6, end: 18 },
      packages: packages(null, 4000, 4600, 5200),
      addons: [addon.reels(1500, 3)],
      location: at('Noida', 'Tower 2, Sector 132, Noida Expressway', '201304'),
      youtubeLinks: [],
      instagramUsername: 'lotusloop.studio',
    },
  },
];

/** Weekday (0 = Sunday .. 6) of a 'yyyy-MM-dd' date. */
function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/**
 * The availability of a demo studio from `today` (IST) for DEMO_AVAILABILITY_DAYS days: one
 * slot per opening hour (`generateAvailability`), with the owner's day off and breaks switched
 * off.
 */
export function demoAvailability(studio: DemoStudio, today: string): AvailabilityDay[] {
  const { operationalHours, minimumDurationHours } = studio.fields;
  const generated = generateAvailability({
    startDate: today,
    endDate: addDays(today, DEMO_AVAILABILITY_DAYS - 1),
    openingHour: operationalHours.start,
    closingHour: operationalHours.end,
    minimumDurationHours,
    today,
  });
  if (!generated.ok) throw new Error(`${studio.fields.name}: ${generated.message}`);
  const breaks = new Set(studio.breakHours ?? []);
  return generated.days.map((day) => {
    const closed = weekday(day.date) === studio.closedWeekday;
    return {
      date: day.date,
      slots: day.slots.map((slot) => ({
        hour: slot.hour,
        isAvailable: !closed && !breaks.has(slot.hour),
      })),
    };
  });
}

/** The raw submission of a demo studio as the API takes it, availability from `today` on. */
export function demoStudioSubmission(
  studio: DemoStudio,
  today: string,
): DemoStudioFields & { availability: AvailabilityDay[] } {
  return { ...studio.fields, availability: demoAvailability(studio, today) };
}
