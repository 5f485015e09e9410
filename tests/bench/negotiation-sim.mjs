// Negotiation simulation: `node --import tsx tests/bench/negotiation-sim.mjs` (npm run bench:negotiation).
// With `--sweep` it also plays the same shoppers against other schedules (the share of the gap
// kept in rounds 1 and 2 and in the last counter, in steps of 5 %) and prints the ones that keep
// the most of the gap while meeting the deal-rate and discount targets.
//
// Scripted shoppers bargain against the shop's negotiation policy (shared/src/negotiation): every
// product of the table below meets every reservation price and every strategy. A shopper never
// offers more than their reservation price and never accepts a price above it. Prints the deal
// rate among shoppers willing to pay the floor, the mean discount off the price among deals and
// the share of the list-to-floor gap the shop kept, overall and per strategy.
// Targets: deal rate ≥ 90 %, mean discount ≤ 8 %, kept share ≥ 50 %.
//
// The shopper table was fixed before the schedule was tuned, so the figures describe the policy,
// not a population picked to flatter it. In round 3 an offer at or above the floor is taken;
// a lower one meets floor + a fifth of the gap (LAST_ROUND_GAP_SHARE). Two strategies below
// (anchorLowThenStepUp, hardBargainer) never offer the floor, so they either take that last
// counter or walk away; that is where the deals lost and most of the gap given away come from.
import { CONCESSION_SHARES, negotiationFloor } from '../../shared/src/negotiation/concession-schedule.ts';
import { decideNegotiation } from '../../shared/src/negotiation/policy.ts';
import { quickOffers } from '../../shared/src/negotiation/quick-offers.ts';

/** Prices a shopper would pay now, from cheap accessories to laptops; default floors. */
const BASE_PRICES = [3_500, 12_000, 25_000, 48_900, 89_000, 150_000, 320_000, 799_000];

/** Reservation prices as shares of the price: some below the floor (about 0.9), most above. */
const RESERVATION_SHARES = [0.84, 0.87, 0.9, 0.92, 0.94, 0.96, 0.98, 1.0, 1.03];

const roundTo100 = (amount) => Math.max(100, Math.round(amount / 100) * 100);

/**
 * Each strategy answers the shop's last decision (null before the first move) with an offer,
 * a yes to the standing price, or null to walk away. `s` holds the shopper's own notes.
 */
const STRATEGIES = {
  /** Opens at 85 %, takes the first counter within reach, otherwise offers their maximum. */
  acceptFirstCounter(s, last) {
    if (!last) return offer(roundTo100(0.85 * s.base), s);
    if (last.price <= s.reservation) return { kind: 'accept' };
    if (last.status === 'final') return null;
    return offer(s.reservation, s);
  },

  /** Anchors at 60 % and climbs a third of the way to their maximum each round. */
  anchorLowThenStepUp(s, last) {
    if (!last) return offer(roundTo100(0.6 * s.base), s);
    const closeEnough = last.price - s.lastOffer <= 0.04 * s.base;
    if (last.price <= s.reservation && (closeEnough || last.status === 'final')) return { kind: 'accept' };
    if (last.status === 'final') return null;
    s.steps = (s.steps ?? 0) + 1;
    const anchor = roundTo100(0.6 * s.base);
    return offer(Math.min(s.reservation, roundTo100(anchor + (s.steps * (s.reservation - anchor)) / 3)), s);
  },

  /** Opens at 75 %, then offers halfway between their last offer and the counter. */
  splitTheDifference(s, last) {
    if (!last) return offer(roundTo100(0.75 * s.base), s);
    const closeEnough = last.price - s.lastOffer <= 0.02 * s.base;
    if (last.price <= s.reservation && (closeEnough || last.status === 'final')) return { kind: 'accept' };
    if (last.status === 'final') return null;
    return offer(Math.min(s.reservation, roundTo100((s.lastOffer + last.price) / 2)), s);
  },

  /** Taps the 80, 85 and 90 % buttons in turn and takes a counter as soon as it is within reach. */
  quickOfferButtons(s, last) {
    if (last && last.price <= s.reservation) return { kind: 'accept' };
    if (last?.status === 'final') return null;
    const buttons = quickOffers(s.base).slice(1); // 80, 85, 90 %
    const next = buttons[s.taps ?? 0] ?? buttons.at(-1);
    s.taps = (s.taps ?? 0) + 1;
    return offer(Math.min(s.reservation, next), s);
  },

  /** Offers 70 % three times and only then takes the shop's last word. */
  hardBargainer(s, last) {
    if (last?.status === 'final') return last.price <= s.reservation ? { kind: 'accept' } : null;
    return offer(Math.min(s.reservation, quickOffers(s.base)[0]), s);
  },
};

function offer(amount, s) {
  s.lastOffer = amount;
  return { kind: 'offer', amount };
}

/** One shopper against the policy, stored the way the server stores rounds. */
function negotiate(base, floor, reservation, strategy, shares) {
  const notes = { base, reservation, lastOffer: 0 };
  let roundsUsed = 0;
  const counters = [];
  let last = null;
  for (let move = 0; move < 8; move++) {
    const next = strategy(notes, last);
    if (!next) return null;
    last = decideNegotiation({
      basePrice: base,
      floorPrice: floor,
      roundsUsed,
      counters,
      move: next,
      shares,
    });
    if (last.status === 'accept') return last.price;
    if (last.round > roundsUsed) {
      roundsUsed = last.round;
      counters.push(last.price);
    }
  }
  return null;
}

function summarise(runs) {
  const willing = runs.filter((r) => r.reservation >= r.floor);
  const deals = runs.filter((r) => r.price !== null);
  const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  return {
    shoppers: runs.length,
    willing: willing.length,
    dealRate: willing.filter((r) => r.price !== null).length / Math.max(1, willing.length),
    meanDiscount: mean(deals.map((r) => (r.base - r.price) / r.base)),
    keptShare: mean(deals.map((r) => (r.price - r.floor) / (r.base - r.floor))),
    keptMoney:
      deals.reduce((a, r) => a + r.price - r.floor, 0) /
      Math.max(
        1,
        deals.reduce((a, r) => a + r.base - r.floor, 0),
      ),
  };
}

/** Every shopper of the table against one schedule. */
function playAll(shares) {
  const runs = [];
  for (const [name, strategy] of Object.entries(STRATEGIES)) {
    for (const base of BASE_PRICES) {
      const floor = negotiationFloor(base, { negotiable: true, floorPrice: null });
      for (const share of RESERVATION_SHARES) {
        const reservation = Math.round(share * base);
        runs.push({
          name,
          base,
          floor,
          reservation,
          price: negotiate(base, floor, reservation, strategy, shares),
        });
      }
    }
  }
  return runs;
}

const runs = playAll(CONCESSION_SHARES);

const pct = (x) => `${(x * 100).toFixed(1)} %`;
const row = (label, s) =>
  `${label.padEnd(22)} ${String(s.shoppers).padStart(8)} ${String(s.willing).padStart(8)} ${pct(s.dealRate).padStart(10)} ${pct(s.meanDiscount).padStart(14)} ${pct(s.keptShare).padStart(11)} ${pct(s.keptMoney).padStart(12)}`;

console.log(`${'strategy'.padEnd(22)} shoppers  willing  deal rate  mean discount  kept share  kept (RWF)`);
for (const name of Object.keys(STRATEGIES))
  console.log(row(name, summarise(runs.filter((r) => r.name === name))));
const all = summarise(runs);
console.log(row('all', all));
console.log(
  `\nwilling = reservation at or above the floor; kept share = mean over deals of (price − floor) / (list − floor);` +
    `\nkept (RWF) = the same weighted by francs. Targets: deal rate ≥ 90 %, mean discount ≤ 8 %, kept share ≥ 50 %.`,
);
const verdict = (ok) => (ok ? 'met' : 'NOT met');
console.log(
  `deal rate ${verdict(all.dealRate >= 0.9)}, mean discount ${verdict(all.meanDiscount <= 0.08)}, ` +
    `kept share ${verdict(all.keptShare >= 0.5)}.`,
);

if (process.argv.includes('--sweep')) {
  const steps = (from, to) =>
    Array.from({ length: Math.round((to - from) / 0.05) + 1 }, (_, i) => from + i * 0.05);
  const tried = [];
  for (const round1 of steps(0.5, 1))
    for (const round2 of steps(0.2, round1))
      for (const last of steps(0, round2))
        tried.push({ shares: { round1, round2, last }, ...summarise(playAll({ round1, round2, last })) });
  const feasible = tried
    .filter((t) => t.dealRate >= 0.9 && t.meanDiscount <= 0.08)
    .sort((a, b) => b.keptShare - a.keptShare);
  console.log(
    `\nSweep: ${tried.length} schedules, ${feasible.length} meet the deal-rate and discount targets; the five keeping the most:`,
  );
  const share = (x) => `${Math.round(x * 100)} %`;
  for (const t of feasible.slice(0, 5)) {
    const { round1, round2, last } = t.shares;
    console.log(
      `  kept ${share(round1)}, ${share(round2)}, last ${share(last)}: deal rate ${pct(t.dealRate)}, mean discount ${pct(t.meanDiscount)}, kept share ${pct(t.keptShare)}`,
    );
  }
}
