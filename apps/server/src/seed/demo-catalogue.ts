/**
 * What the demo shop sells and who consigns there: a few hundred sneakers built from six silhouettes (each drawn
 * once, apps/web/public/demo) in many colourways, and 60 consigners of four account types. Deterministic.
 */
import { Random } from './random';

interface Silhouette {
  title: string;
  brand: string;
  /** The bundled drawing's file name (without .svg), also the first product's SKU. */
  drawing: string;
  skuStem: string;
  /** Typical resale price in cents. */
  price: number;
  gender: string;
}

const SILHOUETTES: readonly Silhouette[] = [
  {
    title: 'Air Jordan 1 Retro High OG',
    brand: 'Jordan',
    drawing: 'DZ5485-612',
    skuStem: 'DZ5485',
    price: 24000,
    gender: 'Men',
  },
  {
    title: 'Nike Dunk Low',
    brand: 'Nike',
    drawing: 'DD1391-100',
    skuStem: 'DD1391',
    price: 12000,
    gender: 'Unisex',
  },
  {
    title: 'Yeezy Boost 350 V2',
    brand: 'adidas',
    drawing: 'HQ4540',
    skuStem: 'HQ',
    price: 22000,
    gender: 'Unisex',
  },
  {
    title: 'New Balance 550',
    brand: 'New Balance',
    drawing: 'BB550WT1',
    skuStem: 'BB550',
    price: 12500,
    gender: 'Unisex',
  },
  {
    title: 'Nike Air Max 1',
    brand: 'Nike',
    drawing: 'DH1348-001',
    skuStem: 'DH1348',
    price: 17000,
    gender: 'Men',
  },
  {
    title: 'Jordan 1 Low',
    brand: 'Jordan',
    drawing: 'CQ4277-001',
    skuStem: 'CQ4277',
    price: 15000,
    gender: 'Men',
  },
];

/** The first product of each silhouette keeps the name the demo has always had. */
const FIRST_COLOURWAY = ['Chicago', 'Panda', 'Onyx', 'White Green', 'Patta Waves', 'Travis Scott Mocha'];

const COLOURWAYS = [
  'Bred',
  'Royal Blue',
  'Shadow',
  'University Blue',
  'Pine Green',
  'Court Purple',
  'Black Toe',
  'Mocha',
  'Smoke Grey',
  'Lost and Found',
  'Dark Marina Blue',
  'Taxi',
  'Grey Fog',
  'Coast',
  'Syracuse',
  'Kentucky',
  'Michigan',
  'Georgetown',
  'Championship Red',
  'Vintage Navy',
  'Zebra',
  'Bone',
  'Beluga',
  'Sand Taupe',
  'Cream',
  'Carbon Beluga',
  'Slate',
  'Salt',
  'Sea Salt',
  'Green Glow',
  'Burgundy',
  'Sea Salt Purple',
  'Grey Day',
  'Cardinal Red',
  'Triple White',
  'Triple Black',
  'Anniversary Red',
  'Evergreen',
  'Sail Gum',
  'Volt',
  'Infrared',
  'Obsidian',
  'Pink Foam',
  'Olive',
  'Desert Camo',
  'Dusty Cactus',
  'Washed Teal',
];

export interface DemoProduct {
  title: string;
  brand: string;
  sku: string;
  price: number;
  gender: string;
  year: number;
  color: string;
  image: string;
  /** How quickly it sells, around 1. */
  demand: number;
}

/** 270 products: 45 colourways of each of the six silhouettes. */
export function demoProducts(): DemoProduct[] {
  const random = new Random(20_240_601);
  const products: DemoProduct[] = [];
  SILHOUETTES.forEach((s, si) => {
    const colourways = [FIRST_COLOURWAY[si]!, ...COLOURWAYS.filter((_, ci) => (ci + si) % 47 < 44)];
    colourways.forEach((colour, ci) => {
      const sku = ci === 0 ? s.drawing : `${s.skuStem}-${String(100 + ((si * 97 + ci * 31) % 900))}${ci}`;
      const hype = ci === 0 ? 1.6 : 0.6 + random.next() * 0.9;
      products.push({
        title: `${s.title} ${colour}`,
        brand: s.brand,
        sku,
        price: Math.round((s.price * (0.75 + hype * 0.35)) / 500) * 500,
        gender: s.gender,
        year: 2016 + random.int(0, 9),
        color: colour,
        image: `/demo/${s.drawing}.svg`,
        demand: hype,
      });
    });
  });
  return products;
}

export interface DemoType {
  accountType: string;
  sellingFee: number;
  minFee: number;
  flatFee: number;
}

/** Account types besides the store's default Standard (20 %). */
export const DEMO_TYPES: readonly DemoType[] = [
  { accountType: 'VIP', sellingFee: 12, minFee: 1500, flatFee: 0 },
  { accountType: 'Volume seller', sellingFee: 15, minFee: 1000, flatFee: 0 },
  { accountType: 'Friends & family', sellingFee: 10, minFee: 0, flatFee: 500 },
];

const FIRST = [
  'Aiden',
  'Maya',
  'Jordan',
  'Priya',
  'Marcus',
  'Sofia',
  'Tyler',
  'Aaliyah',
  'Kenji',
  'Chloe',
  'Andre',
  'Lena',
  'Diego',
  'Nina',
  'Omar',
  'Hana',
  'Caleb',
  'Zoe',
  'Malik',
  'Ivy',
  'Trevor',
  'Jasmine',
  'Luis',
  'Ruby',
  'Devon',
  'Mei',
  'Isaiah',
  'Elena',
  'Kofi',
  'Grace',
];
const LAST = [
  'Nguyen',
  'Garcia',
  'Johnson',
  'Patel',
  'Kim',
  'Brown',
  'Okafor',
  'Rossi',
  'Chen',
  'Williams',
  'Silva',
  'Martin',
  'Haddad',
  'Lee',
  'Novak',
  'Reyes',
  'Walker',
  'Tanaka',
  'Murphy',
  'Diaz',
  'Cohen',
  'Hughes',
];

export interface DemoConsigner {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Index into DEMO_TYPES, or null for the default type. */
  type: number | null;
  payoutType: 'Paypal' | 'Zelle' | 'Bank';
  /** Days before today they signed up (some before the year of history, most during it). */
  joinedDaysAgo: number;
  /** How much they bring in, around 1. */
  volume: number;
}

/** 59 consigners besides the demo seller (who comes first in the demo seed). */
export function demoConsigners(): DemoConsigner[] {
  const random = new Random(19_870_412);
  const people: DemoConsigner[] = [];
  const used = new Set<string>();
  while (people.length < 59) {
    const firstName = random.pick(FIRST);
    const lastName = random.pick(LAST);
    const key = `${firstName}.${lastName}`.toLowerCase();
    if (used.has(key)) continue;
    used.add(key);
    const n = people.length;
    const type = n % 9 === 0 ? 0 : n % 7 === 0 ? 1 : n % 11 === 0 ? 2 : null;
    people.push({
      firstName,
      lastName,
      email: `${key}@example.com`,
      phone: `+1 555 01${String(10 + n).padStart(2, '0')}`,
      type,
      payoutType: random.pick(['Paypal', 'Paypal', 'Zelle', 'Bank'] as const),
      joinedDaysAgo: n < 25 ? random.int(370, 720) : random.int(5, 360),
      volume: type === 1 ? 3 : type === 0 ? 1.8 : 0.4 + random.next() * 1.2,
    });
  }
  return people;
}
