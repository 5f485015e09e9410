/**
 * Amounts written in words, in folded text (see foldText): Kinyarwanda ("ibihumbi makumyabiri na
 * bitanu", "miliyoni imwe n'ibihumbi magana atanu", "amafaranga magana atanu"), French ("vingt
 * mille", "quatre-vingt-dix mille francs") and English ("twenty thousand", "fifty thousand rwf").
 * The one reader of number words for budgets and offers alike.
 */

export interface WordAmount {
  /** Whole RWF. */
  amount: number;
  /** Where it starts in the folded text. */
  index: number;
}

interface Token {
  word: string;
  index: number;
}

const tokensOf = (text: string): Token[] =>
  [...text.matchAll(/\p{L}+|\d+/gu)].map((m) => ({ word: m[0], index: m.index ?? 0 }));

// ---------------------------------------------------------------- Kinyarwanda

/** Units 1–9 in the forms they take after ibihumbi, miliyoni, mirongo, magana or in counting. */
const KIN_UNITS: Record<string, number> = {
  rimwe: 1,
  kimwe: 1,
  imwe: 1,
  limwe: 1,
  bibiri: 2,
  ebyiri: 2,
  kabiri: 2,
  abiri: 2,
  ibiri: 2,
  bitatu: 3,
  eshatu: 3,
  gatatu: 3,
  atatu: 3,
  itatu: 3,
  bine: 4,
  enye: 4,
  kane: 4,
  ane: 4,
  ine: 4,
  bitanu: 5,
  eshanu: 5,
  gatanu: 5,
  atanu: 5,
  itanu: 5,
  bitandatu: 6,
  esheshatu: 6,
  gatandatu: 6,
  atandatu: 6,
  itandatu: 6,
  birindwi: 7,
  zirindwi: 7,
  karindwi: 7,
  arindwi: 7,
  irindwi: 7,
  umunani: 8,
  inani: 8,
  munani: 8,
  icyenda: 9,
  cyenda: 9,
};

const KIN_THOUSANDS = new Set(['ibihumbi', 'bihumbi']);
const KIN_AND = new Set(['na', 'n']);

interface Read {
  value: number;
  /** The token after the last one read. */
  next: number;
}

/** One part of a Kinyarwanda number below a thousand: "ijana", "magana atanu", "mirongo itatu", "makumyabiri", "icumi", "bitanu". */
function kinPart(tokens: Token[], i: number): Read | null {
  const word = tokens[i]?.word;
  if (word === undefined) return null;
  if (word === 'ijana') return { value: 100, next: i + 1 };
  if (word === 'makumyabiri') return { value: 20, next: i + 1 };
  if (word === 'icumi' || word === 'cumi') return { value: 10, next: i + 1 };
  const unit = KIN_UNITS[tokens[i + 1]?.word ?? ''];
  if (word === 'magana' && unit !== undefined && unit >= 2) return { value: unit * 100, next: i + 2 };
  if (word === 'mirongo' && unit !== undefined && unit >= 3) return { value: unit * 10, next: i + 2 };
  const alone = KIN_UNITS[word];
  return alone === undefined ? null : { value: alone, next: i + 1 };
}

/** A Kinyarwanda count below a thousand, its parts joined by "na", each smaller than the one before. */
function kinCount(tokens: Token[], i: number): Read | null {
  const first = kinPart(tokens, i);
  if (!first) return null;
  let { value, next } = first;
  let last = first.value;
  while (KIN_AND.has(tokens[next]?.word ?? '')) {
    const part = kinPart(tokens, next + 1);
    // "ibihumbi bitanu na magana atanu": the hundreds belong to the amount, not the thousands' count.
    if (!part || part.value >= last || part.value >= 1000) break;
    value += part.value;
    last = part.value;
    next = part.next;
  }
  return { value, next };
}

/** "na" and a count below a thousand after a whole amount ("ibihumbi bitanu na magana atanu"). */
function kinRest(tokens: Token[], i: number, below: number): Read {
  if (!KIN_AND.has(tokens[i]?.word ?? '')) return { value: 0, next: i };
  const rest = kinCount(tokens, i + 1);
  return rest && rest.value < below ? rest : { value: 0, next: i };
}

/** Thousands at token i: "ibihumbi makumyabiri na bitanu", "igihumbi". */
function kinThousands(tokens: Token[], i: number): Read | null {
  const word = tokens[i]?.word ?? '';
  const count =
    word === 'igihumbi'
      ? { value: 1, next: i + 1 }
      : KIN_THOUSANDS.has(word)
        ? kinCount(tokens, i + 1)
        : null;
  if (!count) return null;
  const rest = kinRest(tokens, count.next, 1000);
  return { value: count.value * 1000 + rest.value, next: rest.next };
}

function kinAmountAt(tokens: Token[], i: number): Read | null {
  const word = tokens[i]?.word ?? '';
  if (word === 'miliyoni') {
    const count = kinCount(tokens, i + 1);
    if (!count) return null;
    // "miliyoni imwe n'ibihumbi magana atanu": the thousands after it.
    const thousands = KIN_AND.has(tokens[count.next]?.word ?? '')
      ? kinThousands(tokens, count.next + 1)
      : null;
    return thousands && thousands.value < 1_000_000
      ? { value: count.value * 1_000_000 + thousands.value, next: thousands.next }
      : { value: count.value * 1_000_000, next: count.next };
  }
  const thousands = kinThousands(tokens, i);
  if (thousands) return thousands;
  // "amafaranga magana atanu": francs counted in words, no multiplier.
  if (word === 'amafaranga') return kinCount(tokens, i + 1);
  return null;
}

// ---------------------------------------------------------------- French and English

interface WesternWords {
  numbers: Record<string, number>;
  hundred: ReadonlySet<string>;
  thousand: ReadonlySet<string>;
  million: ReadonlySet<string>;
  /** "et" in "vingt et un", "and" in "two hundred and fifty". */
  and: string;
}

const FRENCH: WesternWords = {
  numbers: {
    un: 1,
    une: 1,
    deux: 2,
    trois: 3,
    quatre: 4,
    cinq: 5,
    six: 6,
    sept: 7,
    huit: 8,
    neuf: 9,
    dix: 10,
    onze: 11,
    douze: 12,
    treize: 13,
    quatorze: 14,
    quinze: 15,
    seize: 16,
    vingt: 20,
    vingts: 20,
    trente: 30,
    quarante: 40,
    cinquante: 50,
    soixante: 60,
  },
  hundred: new Set(['cent', 'cents']),
  thousand: new Set(['mille', 'milles']),
  million: new Set(['million', 'millions']),
  and: 'et',
};

const ENGLISH: WesternWords = {
  numbers: {
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
    thirteen: 13,
    fourteen: 14,
    fifteen: 15,
    sixteen: 16,
    seventeen: 17,
    eighteen: 18,
    nineteen: 19,
    twenty: 20,
    thirty: 30,
    forty: 40,
    fifty: 50,
    sixty: 60,
    seventy: 70,
    eighty: 80,
    ninety: 90,
  },
  hundred: new Set(['hundred']),
  thousand: new Set(['thousand', 'thousands']),
  million: new Set(['million', 'millions']),
  and: 'and',
};

const CURRENCY_WORDS = new Set(['rwf', 'frw', 'rf', 'francs', 'franc', 'frs', 'fr', 'amafaranga']);

/**
 * A French or English amount at token i, read left to right: units and tens add up ("quatre vingt"
 * multiplies), hundred multiplies what came before it, thousand and million close a group. It
 * counts only with a thousand or million in it, or a currency after it: "deux robes" is no amount.
 * A second group of the same size or larger starts another amount ("twenty thousand and fifty
 * thousand" is two).
 */
function westernAmountAt(tokens: Token[], i: number, words: WesternWords): Read | null {
  const start = tokens[i]?.word ?? '';
  if (words.numbers[start] === undefined && !words.hundred.has(start)) return null;
  let total = 0;
  let current = 0;
  let groupLevel = Number.POSITIVE_INFINITY;
  let committed: Read | null = null;
  let anotherGroup = false;
  let j = i;
  for (; j < tokens.length; j++) {
    const word = tokens[j]?.word ?? '';
    const value = words.numbers[word];
    if (value !== undefined) {
      // "quatre-vingt(s)" is eighty.
      current =
        value === 20 && tokens[j - 1]?.word === 'quatre' && words === FRENCH
          ? current - 4 + 80
          : current + value;
    } else if (words.hundred.has(word)) {
      current = (current || 1) * 100;
    } else if (words.thousand.has(word) || words.million.has(word)) {
      const level = words.million.has(word) ? 1_000_000 : 1_000;
      if (level >= groupLevel) {
        anotherGroup = true;
        break;
      }
      total += (current || 1) * level;
      current = 0;
      groupLevel = level;
      committed = { value: total, next: j + 1 };
    } else if (word === words.and && words.numbers[tokens[j + 1]?.word ?? ''] !== undefined) {
      // a connector between number words
    } else {
      break;
    }
  }
  if (anotherGroup) return committed;
  if (CURRENCY_WORDS.has(tokens[j]?.word ?? '') && total + current > 0)
    return { value: total + current, next: j };
  if (committed && current > 0 && groupLevel > 1) {
    // Hundreds after the thousands: "vingt mille cinq cents".
    const end = tokens[j - 1]?.word === words.and ? j - 1 : j;
    return { value: total + current, next: end };
  }
  return committed;
}

/** Every amount written in words in folded text, in the order they come. */
export function wordAmounts(folded: string): WordAmount[] {
  const tokens = tokensOf(folded);
  const found: WordAmount[] = [];
  for (let i = 0; i < tokens.length; ) {
    const read =
      kinAmountAt(tokens, i) ?? westernAmountAt(tokens, i, FRENCH) ?? westernAmountAt(tokens, i, ENGLISH);
    if (read && read.value > 0 && read.next > i) {
      found.push({ amount: read.value, index: tokens[i]?.index ?? 0 });
      i = read.next;
    } else {
      i += 1;
    }
  }
  return found;
}
