// Countries the lists give by name (UN, OFAC, UK) as ISO 3166-1 alpha-2 codes. English region
// names cover most; the aliases are the other spellings the official lists actually print.
import { COUNTRY_CODES } from '../../../src-shared/wire/countries';

/** Lower case, no accents, `&` as "and", words separated by one space: "Côte d'Ivoire" → "cote d ivoire". */
function key(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\bst\b\.?/g, 'saint')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const ALIASES: Record<string, string> = {
  // UN Security Council (the UN's official short names)
  'Russian Federation': 'RU',
  'Iran (Islamic Republic of)': 'IR',
  'Syrian Arab Republic': 'SY',
  "Democratic People's Republic of Korea": 'KP',
  'Republic of Korea': 'KR',
  'United Kingdom of Great Britain and Northern Ireland': 'GB',
  'United States of America': 'US',
  'United Republic of Tanzania': 'TZ',
  'Democratic Republic of the Congo': 'CD',
  Congo: 'CG',
  'Republic of the Congo': 'CG',
  'State of Palestine': 'PS',
  "Lao People's Democratic Republic": 'LA',
  'Viet Nam': 'VN',
  'Bolivia (Plurinational State of)': 'BO',
  'Venezuela (Bolivarian Republic of)': 'VE',
  'Republic of Moldova': 'MD',
  'Micronesia (Federated States of)': 'FM',
  'Netherlands (Kingdom of the)': 'NL',
  'Brunei Darussalam': 'BN',
  'Holy See': 'VA',
  Turkey: 'TR',
  'Cape Verde': 'CV',
  Swaziland: 'SZ',
  'Czech Republic': 'CZ',
  // OFAC
  'Korea, North': 'KP',
  'Korea, South': 'KR',
  Burma: 'MM',
  'Congo, Democratic Republic of the': 'CD',
  'Congo, Republic of the': 'CG',
  'Bahamas, The': 'BS',
  'Gambia, The': 'GM',
  'Micronesia, Federated States of': 'FM',
  'West Bank': 'PS',
  Gaza: 'PS',
  Palestinian: 'PS',
  'Region: Gaza': 'PS',
  Macau: 'MO',
  'Hong Kong': 'HK',
  'China, Hong Kong Special Administrative Region': 'HK',
  'Virgin Islands, British': 'VG',
  'Man, Isle of': 'IM',
  'Macedonia, The Former Yugoslav Republic of': 'MK',
  'Saint Vincent and the Grenadines': 'VC',
  Myanmar: 'MM',
  'Cabo Verde': 'CV',
  // UK Sanctions List
  'North Korea': 'KP',
  'South Korea': 'KR',
  'Korea (North)': 'KP',
  'Korea (South)': 'KR',
  'Congo (Democratic Republic)': 'CD',
  'Democratic Republic of Congo': 'CD',
  'Ivory Coast': 'CI',
  Palestine: 'PS',
  'Occupied Palestinian Territories': 'PS',
  'The Gambia': 'GM',
  'The Bahamas': 'BS',
  Macedonia: 'MK',
  'United Kingdom': 'GB',
  UK: 'GB',
  USA: 'US',
};

const BY_NAME: ReadonlyMap<string, string> = (() => {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const map = new Map<string, string>();
  for (const code of COUNTRY_CODES) {
    const name = names.of(code);
    if (!name) continue;
    map.set(key(name), code);
  }
  for (const [name, code] of Object.entries(ALIASES)) map.set(key(name), code);
  return map;
})();

/**
 * The alpha-2 code of a country the list names, or undefined for what is no country today
 * ("former Soviet Union", "na" for not available).
 */
export function countryCode(name: string): string | undefined {
  return BY_NAME.get(key(name));
}

/** An alpha-2 code as a list gives it (EU attributes, custom lists); "00" and the like are not. */
export function knownCode(code: string): string | undefined {
  const upper = code.trim().toUpperCase();
  return COUNTRY_CODES.has(upper) ? upper : undefined;
}
