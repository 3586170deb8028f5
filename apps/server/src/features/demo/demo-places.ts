/**
 * Where the Demo School's buses run: Nakuru, Kenya (the school's fleet has Kenyan plates and its
 * people Kenyan names and phone numbers). Each zone is a road out of town with a trunk of stops
 * that its routes share, then a branch per route; the estates and landmarks are Nakuru's, in their
 * direction from the town centre, and the distances roughly theirs (coordinates are drawn along
 * the bearings, not surveyed).
 */

/** The Demo School, off Kenyatta Avenue in the town centre: where every route begins or ends. */
export const DEMO_SCHOOL_POINT = { latitude: -0.285, longitude: 36.068 };

/**
 * The longest ride the Demo School allows (route planning, issue 24): its timetables give its longest
 * routes 75 minutes (demo-network.ts) and its recorded trips keep to them, so the settings' default of
 * 45 would leave its farthest stops with no route.
 */
export const DEMO_MAX_RIDE_MINUTES = 75;

export type DemoRoutePlan = {
  /** 1 to 10: codes R01-AM and R01-PM. */
  number: number;
  /** The area in the route's title. */
  area: string;
  vehicle: string;
  /** Riders planned out of 300 (shares of whatever the student count is): about 2/3 of the seats. */
  riders: number;
  attendant: boolean;
};

type DemoBranch = { bearing: number; road: string; stops: string[]; route: DemoRoutePlan };

export type DemoZone = {
  title: string;
  description: string;
  /** Degrees clockwise from north, from the school. */
  bearing: number;
  road: string;
  /** From the school outwards. */
  trunk: string[];
  branches: DemoBranch[];
};

export const DEMO_ZONES: DemoZone[] = [
  {
    title: 'Kiamunyi & Barut',
    description: 'West of town along the Eldoret highway: London, Kiamunyi, Kapkures, Barut and Ngata.',
    bearing: 285,
    road: 'Kenyatta Avenue West',
    trunk: [
      'Westside Mall',
      'London Estate Stage',
      'London Primary School',
      'Kiamunyi Junction',
      'Kiamunyi Shopping Centre',
      'Kiamunyi Water Tank',
    ],
    branches: [
      {
        bearing: 275,
        road: 'the Nakuru–Eldoret highway',
        stops: [
          'Barut Stage',
          'Barut Catholic Church',
          'Barut Primary School',
          'Ngata Bridge',
          'Ngata Shopping Centre',
          'Kabarak Junction',
        ],
        route: { number: 1, area: 'Barut & Ngata', vehicle: 'BUS-05', riders: 45, attendant: true },
      },
      {
        bearing: 310,
        road: 'Kiamunyi Road',
        stops: [
          "Kiamunyi Chief's Camp",
          'Kiamunyi Secondary School',
          'Upper Kiamunyi Stage',
          'Kiamunyi Quarry Road',
        ],
        route: { number: 2, area: 'Upper Kiamunyi', vehicle: 'BUS-01', riders: 40, attendant: true },
      },
      {
        bearing: 250,
        road: 'Kapkures Road',
        stops: ['Kapkures Primary School', 'Kapkures Market'],
        route: { number: 3, area: 'Kapkures', vehicle: 'MINI-01', riders: 20, attendant: false },
      },
    ],
  },
  {
    title: 'Section 58 & Naka',
    description: 'North-east of town towards Menengai and Bahati: Section 58, Shabab, Naka and Kiratina.',
    bearing: 40,
    road: 'Kenyatta Avenue East',
    trunk: [
      'Afraha Stadium',
      'Nakuru Level 5 Hospital',
      'Section 58 Shopping Centre',
      'Shabab Stage',
      'Naka Junction',
    ],
    branches: [
      {
        bearing: 8,
        road: 'Menengai Crater Road',
        stops: [
          'Naka Primary School',
          'Kiratina Stage',
          'Kiratina Market',
          'Menengai Viewpoint Road',
          'Menengai Forest Gate',
        ],
        route: { number: 4, area: 'Kiratina & Menengai', vehicle: 'BUS-02', riders: 40, attendant: true },
      },
      {
        bearing: 45,
        road: 'the Bahati road',
        stops: ['Bahati Road Junction', 'Ngei Estate Stage', 'Kabatini Shopping Centre'],
        route: { number: 5, area: 'Bahati Road', vehicle: 'BUS-06', riders: 28, attendant: false },
      },
      {
        bearing: 75,
        road: 'Naka Road',
        stops: ["St. Joseph's Church Naka", 'Naka Water Tank', 'Upper Naka Stage'],
        route: { number: 6, area: 'Upper Naka', vehicle: 'BUS-08', riders: 22, attendant: false },
      },
    ],
  },
  {
    title: 'Free Area & Lanet',
    description: 'East of town along the Nairobi highway: Free Area, Pipeline, Kiti, Lanet and Kenlands.',
    bearing: 100,
    road: 'the Nakuru–Nairobi highway',
    trunk: ['Free Area Stage', 'Free Area Shopping Centre', 'Pipeline Stage', 'Whitehouse Stage'],
    branches: [
      {
        bearing: 88,
        road: 'the Nakuru–Nairobi highway',
        stops: [
          'Kiti Junction',
          'Kiti Primary School',
          'Lanet Shopping Centre',
          'Lanet Barracks Gate',
          'Lanet Umoja Stage',
          'Lanet Airstrip Road',
        ],
        route: { number: 7, area: 'Kiti & Lanet', vehicle: 'BUS-03', riders: 33, attendant: true },
      },
      {
        bearing: 128,
        road: 'Kenlands Road',
        stops: ['Kenlands Junction', 'Kenlands Shopping Centre', 'Githima Stage', 'Githima Primary School'],
        // A van for a route that outgrew it: riders above its 18 seats, so the console warns.
        route: { number: 8, area: 'Kenlands & Githima', vehicle: 'VAN-03', riders: 20, attendant: false },
      },
    ],
  },
  {
    title: 'Kaptembwo & Rhonda',
    description: 'South-west of town towards the lake: Bondeni, Ponda Mali, Kaptembwo, Mwariki and Rhonda.',
    bearing: 235,
    road: 'Kanu Street',
    trunk: ['Bondeni Stage', 'Ponda Mali Market', 'Manyani Estate', 'Kaptembwo Junction'],
    branches: [
      {
        bearing: 265,
        road: 'Kaptembwo Road',
        stops: ['Kaptembwo Primary School', 'Kaptembwo Market', 'Mwariki Stage', 'Mwariki Shopping Centre'],
        route: { number: 9, area: 'Kaptembwo & Mwariki', vehicle: 'BUS-04', riders: 32, attendant: true },
      },
      {
        bearing: 215,
        road: 'Rhonda Road',
        stops: [
          'Rhonda Stage',
          'Rhonda Catholic Church',
          'Rhonda Primary School',
          'Kwa Rhonda Shopping Centre',
        ],
        route: { number: 10, area: 'Rhonda', vehicle: 'BUS-09', riders: 20, attendant: false },
      },
    ],
  },
];
