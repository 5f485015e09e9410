/** Provinces and their 30 districts. "Kigali" in shipping rules means the City of Kigali. */
export const PROVINCES = {
  'City of Kigali': ['Gasabo', 'Kicukiro', 'Nyarugenge'],
  Northern: ['Burera', 'Gakenke', 'Gicumbi', 'Musanze', 'Rulindo'],
  Southern: ['Gisagara', 'Huye', 'Kamonyi', 'Muhanga', 'Nyamagabe', 'Nyanza', 'Nyaruguru', 'Ruhango'],
  Eastern: ['Bugesera', 'Gatsibo', 'Kayonza', 'Kirehe', 'Ngoma', 'Nyagatare', 'Rwamagana'],
  Western: ['Karongi', 'Ngororero', 'Nyabihu', 'Nyamasheke', 'Rubavu', 'Rusizi', 'Rutsiro'],
} as const;

export type Province = keyof typeof PROVINCES;
export const PROVINCE_NAMES = Object.keys(PROVINCES) as Province[];
export const DISTRICTS = Object.values(PROVINCES).flat() as string[];
export type District = (typeof PROVINCES)[Province][number];

export const KIGALI_PROVINCE: Province = 'City of Kigali';

/**
 * Province names in the shop's three languages. Districts keep one name in every language
 * (Gasabo, Huye); provinces do not: Umujyi wa Kigali, Ville de Kigali.
 */
export const PROVINCE_LABELS: Record<Province, { en: string; fr: string; rw: string }> = {
  'City of Kigali': { en: 'City of Kigali', fr: 'Ville de Kigali', rw: 'Umujyi wa Kigali' },
  Northern: { en: 'Northern Province', fr: 'Province du Nord', rw: "Intara y'Amajyaruguru" },
  Southern: { en: 'Southern Province', fr: 'Province du Sud', rw: "Intara y'Amajyepfo" },
  Eastern: { en: 'Eastern Province', fr: 'Province de l’Est', rw: "Intara y'Iburasirazuba" },
  Western: { en: 'Western Province', fr: 'Province de l’Ouest', rw: "Intara y'Iburengerazuba" },
};

/** A province's name in `language` (en, fr or rw); a name that is no province comes back as given. */
export function provinceLabel(province: string, language: string): string {
  const labels = PROVINCE_LABELS[province as Province];
  if (!labels) return province;
  const lang = language.slice(0, 2).toLowerCase();
  return lang === 'fr' ? labels.fr : lang === 'rw' ? labels.rw : labels.en;
}

/**
 * A stored place text ("Gasabo, City of Kigali") in `language`: each part that is a province
 * key is translated, districts and free text stay as written.
 */
export function placeLabel(place: string, language: string): string {
  return place
    .split(', ')
    .map((part) => (part in PROVINCE_LABELS ? provinceLabel(part, language) : part))
    .join(', ');
}

export function provinceOf(district: string): Province | undefined {
  return PROVINCE_NAMES.find((p) => (PROVINCES[p] as readonly string[]).includes(district));
}

export const isKigaliDistrict = (district: string) => provinceOf(district) === KIGALI_PROVINCE;

/**
 * The registration screen's city choices: the old shop's short list, one town per province
 * (Rwamagana for the Eastern Province, so every province can be reached).
 */
export const CITY_CHOICES = ['Kigali', 'Huye', 'Musanze', 'Rubavu', 'Rwamagana'] as const;
export type CityChoice = (typeof CITY_CHOICES)[number];

/** The province each city choice stands for: the districts offered with it are that province's. */
export const CITY_PROVINCE: Record<CityChoice, Province> = {
  Kigali: 'City of Kigali',
  Huye: 'Southern',
  Musanze: 'Northern',
  Rubavu: 'Western',
  Rwamagana: 'Eastern',
};

/** The province of a city choice; the City of Kigali for anything else. */
export function provinceOfCity(city: string): Province {
  return CITY_PROVINCE[city as CityChoice] ?? KIGALI_PROVINCE;
}

/** Whether `district` is one of the districts offered with `city` (its province's). */
export function districtInCity(district: string, city: string): boolean {
  return provinceOf(district) === provinceOfCity(city);
}

/** Business days to deliver by destination: Kigali 1-2, elsewhere longer, unknown 3-5. */
export function deliveryWindowDays(district: string | undefined): readonly [number, number] {
  if (!district) return [3, 5];
  if (isKigaliDistrict(district)) return [1, 2];
  if (district === 'Huye' || district === 'Musanze') return [2, 3];
  return [3, 5];
}

/**
 * Business days to the City of Kigali, and the shortest and longest anywhere else, from
 * deliveryWindowDays: what the shop's texts promise in one line.
 */
export function deliveryWindowRange(): {
  kigali: readonly [number, number];
  elsewhere: readonly [number, number];
} {
  const kigali = deliveryWindowDays(DISTRICTS.find(isKigaliDistrict));
  const elsewhere = DISTRICTS.filter((d) => !isKigaliDistrict(d)).map(deliveryWindowDays);
  return {
    kigali,
    elsewhere: [Math.min(...elsewhere.map((w) => w[0])), Math.max(...elsewhere.map((w) => w[1]))],
  };
}

/** Rwanda keeps UTC+2 all year (no summer time), so its calendar is a fixed shift from UTC. */
export const KIGALI_OFFSET_MS = 2 * 3600 * 1000;

/**
 * Adds business days (Mon-Sat count; the shop is closed on Sunday). Days are stepped on the
 * Kigali calendar: an order placed at 00:43 on Sunday in Kigali is still Saturday in UTC, and
 * counting there would skip the wrong day and promise the parcel a day late.
 */
export function addBusinessDays(from: Date, days: number): Date {
  const kigali = new Date(from.getTime() + KIGALI_OFFSET_MS);
  let left = days;
  while (left > 0) {
    kigali.setUTCDate(kigali.getUTCDate() + 1);
    if (kigali.getUTCDay() !== 0) left -= 1;
  }
  return new Date(kigali.getTime() - KIGALI_OFFSET_MS);
}
