import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adviceInEnglish,
  analyseTryOn,
  colorHarmony,
  estimateBody,
  faceShapeFromRatios,
  fitBySize,
  gradeArea,
  gradeLength,
  occasionSuitability,
  occasionsFor,
  overallFit,
  recommendSize,
  refineBodyType,
  SIZED_AREAS,
  skinToneFromRgb,
  styleMatch,
  type TryOnGarment,
  tightAreasOf,
} from './rules';
import { garmentKindOf, SIZE_CHARTS, sizeChartFor } from './size-charts';

const dresses = SIZE_CHARTS.dresses!;
const dress: TryOnGarment = {
  name: 'Ankara Print Wrap Dress',
  tags: ['wrap dress', 'ankara print', 'dresses'],
  subcategory: 'dresses',
  colors: ['Blue', 'Yellow', 'Black'],
  sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  chart: dresses,
};

describe('fit per area', () => {
  it('grades the difference between body and size in centimetres', () => {
    expect(gradeArea(0)).toBe('Perfect');
    expect(gradeArea(-2)).toBe('Perfect');
    expect(gradeArea(3.5)).toBe('Excellent');
    expect(gradeArea(-6)).toBe('Good');
    expect(gradeArea(8)).toBe('Tight');
    expect(gradeArea(-9)).toBe('Loose');
  });

  it('grades length by the wearer’s height against the height the garment is cut for', () => {
    expect(gradeLength(164, 164)).toBe('Perfect');
    expect(gradeLength(170, 164)).toBe('Excellent');
    expect(gradeLength(176, 164)).toBe('Good');
    expect(gradeLength(185, 164)).toBe('Tight');
  });

  it('marks areas a garment does not cover as N/A', () => {
    const body = estimateBody('rectangle', 'male', undefined);
    const grades = fitBySize(body, SIZE_CHARTS.trousers!, 'M')!;
    expect(grades.shoulders).toBe('N/A');
    expect(grades.bust).toBe('N/A');
    expect(grades.waist).not.toBe('N/A');
  });

  it('never rates the whole better than one step above its worst area', () => {
    expect(
      overallFit({
        shoulders: 'Perfect',
        bust: 'Perfect',
        waist: 'Perfect',
        hips: 'Tight',
        length: 'Perfect',
      }),
    ).toBe('Good');
    expect(
      overallFit({ shoulders: 'Perfect', bust: 'Perfect', waist: 'Perfect', hips: 'Perfect', length: 'N/A' }),
    ).toBe('Perfect');
  });
});

describe('size recommendation', () => {
  it('picks the smallest size that is tight nowhere', () => {
    const hourglass = estimateBody('hourglass', 'female', undefined); // bust 92, waist 70, hips 97
    expect(recommendSize(hourglass, dresses, dress.sizes)).toBe('M');
    const apple = estimateBody('apple', 'female', undefined); // bust 100, waist 92, hips 98
    expect(recommendSize(apple, dresses, dress.sizes)).toBe('XXL'); // XL is 10 cm small at the waist
  });

  it('chooses only among sizes in stock', () => {
    const hourglass = estimateBody('hourglass', 'female', undefined);
    expect(recommendSize(hourglass, dresses, ['XS', 'XXL'])).toBe('XXL'); // XS is 12 cm small at the bust
    expect(recommendSize(hourglass, dresses, [])).toBeNull();
  });

  it('uses the shoulders measured on the photo instead of the typical ones', () => {
    const typical = estimateBody('rectangle', 'male', undefined);
    const broad = estimateBody('rectangle', 'male', { shoulderToHeight: 0.26 });
    expect(broad.shoulders).toBeGreaterThan(typical.shoulders);
    expect(broad.measured).toEqual(['shoulders']);
    expect(recommendSize(broad, SIZE_CHARTS.suits!, ['S', 'M', 'L', 'XL', 'XXL'])).not.toBe(
      recommendSize(typical, SIZE_CHARTS.suits!, ['S', 'M', 'L', 'XL', 'XXL']),
    );
  });
});

describe('body type refinement', () => {
  it('keeps the chosen type unless the keypoints clearly contradict it', () => {
    expect(refineBodyType('apple', undefined)).toBe('apple');
    expect(refineBodyType('apple', { shoulderToHeight: 0.2, hipToHeight: 0.12 })).toBe('apple');
    expect(refineBodyType('pear', { shoulderToHeight: 0.24, hipToHeight: 0.1 })).toBe('inverted-triangle');
    expect(refineBodyType('inverted-triangle', { shoulderToHeight: 0.16, hipToHeight: 0.13 })).toBe('pear');
  });
});

describe('colour harmony', () => {
  it('rates a colour by the skin tone’s flattering list, neutrals as Good', () => {
    expect(colorHarmony('deep', 'Yellow')).toBe('Perfect');
    expect(colorHarmony('deep', 'Purple')).toBe('Excellent');
    expect(colorHarmony('deep', 'Black')).toBe('Good');
    expect(colorHarmony('fair', 'Yellow')).toBe('Fair');
  });

  it('reads skin tones from average skin colours by the typology angle', () => {
    expect(skinToneFromRgb(245, 222, 205)).toBe('fair');
    expect(skinToneFromRgb(198, 145, 110)).toBe('medium');
    expect(skinToneFromRgb(185, 125, 90)).toBe('olive');
    expect(skinToneFromRgb(150, 100, 70)).toBe('dark');
    expect(skinToneFromRgb(60, 40, 35)).toBe('deep');
  });
});

describe('occasion and style', () => {
  it('matches occasion words in the name, tags and subcategory', () => {
    const gown = { name: 'Satin Evening Gown', tags: [], subcategory: 'dresses' };
    expect(occasionSuitability('wedding', gown)).toBe('Perfect');
    expect(occasionSuitability('casual', gown)).toBe('Fair');
    expect(occasionsFor(gown)).toEqual(expect.arrayContaining(['formal', 'party', 'wedding']));
  });

  it('rates cuts that flatter the body type', () => {
    expect(styleMatch('hourglass', dress)).toBe('Perfect');
    expect(styleMatch('inverted-triangle', dress)).toBe('Good');
  });

  it('reads face shapes from proportions', () => {
    expect(faceShapeFromRatios({ lengthToWidth: 1.6, jawToWidth: 0.8, foreheadToJaw: 1 })).toBe('oblong');
    expect(faceShapeFromRatios({ lengthToWidth: 1.1, jawToWidth: 0.7, foreheadToJaw: 1.1 })).toBe('round');
    expect(faceShapeFromRatios({ lengthToWidth: 1.1, jawToWidth: 0.9, foreheadToJaw: 1 })).toBe('square');
    expect(faceShapeFromRatios({ lengthToWidth: 1.3, jawToWidth: 0.7, foreheadToJaw: 1.4 })).toBe('heart');
    expect(faceShapeFromRatios({ lengthToWidth: 1.35, jawToWidth: 0.75, foreheadToJaw: 1.1 })).toBe('oval');
  });
});

describe('the whole analysis', () => {
  const choice = { bodyType: 'hourglass', skinTone: 'deep', occasion: 'party' } as const;

  it('gives the same result for the same choices', () => {
    expect(analyseTryOn(choice, dress)).toEqual(analyseTryOn(choice, dress));
  });

  it('changes with the body type and with the product', () => {
    const base = analyseTryOn(choice, dress);
    const apple = analyseTryOn({ ...choice, bodyType: 'apple' }, dress);
    expect(apple.sizeRecommendation).not.toBe(base.sizeRecommendation);
    expect(apple.fitAnalysis).not.toEqual(base.fitAnalysis);
    const suit = analyseTryOn(choice, {
      name: 'Slim Fit Wedding Suit',
      tags: [],
      subcategory: 'suits',
      colors: ['Navy'],
      sizes: ['S', 'M', 'L', 'XL', 'XXL'],
      chart: SIZE_CHARTS.suits!,
    });
    expect(suit).not.toEqual(base);
  });

  it('is more confident the more the photo measured', () => {
    const assumed = analyseTryOn(choice, dress);
    const measured = analyseTryOn(
      {
        ...choice,
        measurements: { shoulderToHeight: 0.2, hipToHeight: 0.12, faceShape: 'oval', skinTone: 'dark' },
      },
      dress,
    );
    expect(assumed.confidence).toBe(0.5);
    expect(measured.confidence).toBeGreaterThan(assumed.confidence);
    expect(measured.skinTone).toBe('deep'); // the shopper's choice wins over the photo's colour
  });

  it('words every piece of advice in English', () => {
    const result = analyseTryOn(choice, dress);
    for (const a of result.advice) expect(adviceInEnglish(a)).not.toBe(a.key);
  });
});

describe('the shopper’s own height', () => {
  const choice = { bodyType: 'hourglass', skinTone: 'deep', occasion: 'party' } as const;
  const keypoints = { shoulderToHeight: 0.22, hipToHeight: 0.12 };

  it('grades the same dress too long on a short shopper and too short on a tall one', () => {
    const short = analyseTryOn({ ...choice, height: 148 }, dress);
    const typical = analyseTryOn(choice, dress);
    const tall = analyseTryOn({ ...choice, height: 185 }, dress);
    expect(short.fitAnalysis.length).toBe('Loose');
    expect(typical.fitAnalysis.length).toBe('Perfect');
    expect(tall.fitAnalysis.length).toBe('Tight');
    expect(short.body).toMatchObject({ height: 148, heightSource: 'shopper' });
    expect(tall.body).toMatchObject({ height: 185, heightSource: 'shopper' });
  });

  it('turns the shoulder keypoints into centimetres with the shopper’s height', () => {
    const short = estimateBody('hourglass', 'female', keypoints, 150);
    const tall = estimateBody('hourglass', 'female', keypoints, 185);
    // 0.22 of the height between the shoulder joints, which sit at 0.87 of the shoulder breadth.
    expect(short.shoulders).toBe(37.9);
    expect(tall.shoulders).toBe(46.8);
    expect(tall.bust).toBeGreaterThan(short.bust);
    const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
    expect(recommendSize(tall, dresses, sizes)).not.toBe(recommendSize(short, dresses, sizes));
  });

  it('without a height gives exactly the result of the typical height, and says so', () => {
    const omitted = analyseTryOn(choice, dress);
    expect(analyseTryOn({ ...choice, height: undefined }, dress)).toEqual(omitted);
    expect(omitted.body).toEqual({
      height: 164,
      heightSource: 'typical',
      shoulders: 38,
      bust: 92,
      waist: 70,
      hips: 97,
      measured: [],
    });
    expect(omitted.sizeRecommendation).toBe('M');
    expect(omitted.matchPercent).toBe(99);
    expect(omitted.fitAnalysis).toEqual({
      fit: 'Perfect',
      comfort: 'High',
      styleMatch: 'Perfect',
      occasionSuitability: 'Excellent',
      overall: 'Perfect',
      shoulders: 'Perfect',
      bust: 'Excellent',
      waist: 'Perfect',
      hips: 'Perfect',
      length: 'Perfect',
      confidence: 0.5,
    });
    const measured = analyseTryOn({ ...choice, measurements: keypoints }, dress);
    expect(measured.body).toEqual({
      height: 164,
      heightSource: 'typical',
      shoulders: 41.5,
      bust: 100.4,
      waist: 70,
      hips: 105.8,
      measured: ['shoulders', 'hips'],
    });
    expect(measured.sizeRecommendation).toBe('L');
    expect(measured.matchPercent).toBe(95);
    expect(estimateBody('rectangle', 'male', undefined)).toMatchObject({
      height: 176,
      heightSource: 'typical',
    });
  });

  it('marks a given height as the shopper’s even when it equals the typical one', () => {
    const given = analyseTryOn({ ...choice, height: 164 }, dress);
    const omitted = analyseTryOn(choice, dress);
    expect(given.body.heightSource).toBe('shopper');
    expect({ ...given.body, heightSource: 'typical' }).toEqual(omitted.body);
    expect(given.fitAnalysis).toEqual(omitted.fitAnalysis);
  });

  it('gives the same result for the same photo, choices and height', () => {
    const once = analyseTryOn({ ...choice, measurements: keypoints, height: 158 }, dress);
    const again = analyseTryOn({ ...choice, measurements: keypoints, height: 158 }, dress);
    expect(again).toEqual(once);
  });
});

describe('size charts', () => {
  it('finds a chart by subcategory, else by the name', () => {
    expect(sizeChartFor({ subcategory: 'suits', name: 'x' })?.kind).toBe('suit');
    expect(sizeChartFor({ subcategory: null, name: 'Kitenge dress 12' })?.kind).toBe('dress');
    expect(sizeChartFor({ subcategory: null, name: 'Blender' })).toBeNull();
    expect(garmentKindOf('Slim Jeans')).toBe('bottom');
  });
});

describe('size recommendation never hides a tight area', () => {
  const body = (m: { shoulders: number; bust: number; waist: number; hips: number }) => ({
    height: 164,
    heightSource: 'typical' as const,
    measured: [],
    ...m,
  });

  it('does not let a loose bust cancel a tight waist', () => {
    // S is nearest in total (bust and hips fit) but 10 cm small at the waist; M is tight nowhere.
    const b = body({ shoulders: 36, bust: 82, waist: 76, hips: 90 });
    expect(recommendSize(b, dresses, ['S', 'M', 'L'])).toBe('M');
    const result = analyseTryOn(
      { bodyType: 'hourglass', skinTone: 'deep', occasion: 'formal' },
      { ...dress, name: 'Pleated Evening Gown', sizes: ['S', 'M', 'L'] },
    );
    expect(result.fitAnalysis.waist).not.toBe('Tight');
  });

  it('recommends the largest in stock, and says so, when every size is tight', () => {
    const result = analyseTryOn(
      { bodyType: 'apple', skinTone: 'deep', occasion: 'formal' },
      { ...dress, sizes: ['XS', 'S'] },
    );
    expect(result.sizeRecommendation).toBe('S');
    const tight = result.advice.find((a) => a.key === 'tightLargest');
    expect(tight?.values.size).toBe('S');
    expect(adviceInEnglish(tight!)).toContain('largest in stock');
  });

  const cm = (min: number, max: number) => fc.double({ min, max, noNaN: true });
  const arbBody = fc.record({
    shoulders: cm(30, 58),
    bust: cm(70, 130),
    waist: cm(55, 115),
    hips: cm(75, 135),
  });
  const arbChart = fc.constantFrom(...Object.values(SIZE_CHARTS));
  const arbStock = fc.subarray(['XS', 'S', 'M', 'L', 'XL', 'XXL'], { minLength: 1 });

  it('never picks a tight size when a larger size in stock is tight nowhere', () => {
    fc.assert(
      fc.property(arbBody, arbChart, arbStock, (m, chart, stock) => {
        const b = body(m);
        const size = recommendSize(b, chart, stock);
        expect(size).not.toBeNull();
        const order = Object.keys(chart.sizes);
        if (tightAreasOf(b, chart, size!).length === 0) return;
        const larger = stock.filter((s) => order.indexOf(s) > order.indexOf(size!));
        for (const s of larger) expect(tightAreasOf(b, chart, s)).not.toEqual([]);
      }),
    );
  });

  it('describes the recommended size in the fit and the advice', () => {
    const arbChoice = fc.record({
      bodyType: fc.constantFrom('hourglass', 'pear', 'apple', 'rectangle', 'inverted-triangle' as const),
      shoulderToHeight: fc.double({ min: 0.15, max: 0.3, noNaN: true }),
      hipToHeight: fc.double({ min: 0.08, max: 0.16, noNaN: true }),
      height: fc.integer({ min: 140, max: 200 }),
    });
    fc.assert(
      fc.property(arbChoice, arbChart, arbStock, (c, chart, stock) => {
        const result = analyseTryOn(
          {
            bodyType: c.bodyType,
            skinTone: 'medium',
            occasion: 'formal',
            height: c.height,
            measurements: { shoulderToHeight: c.shoulderToHeight, hipToHeight: c.hipToHeight },
          },
          { ...dress, sizes: stock, chart },
        );
        const size = result.sizeRecommendation!;
        expect(result.advice.find((a) => a.key === 'size')?.values.size).toBe(size);
        const tight = tightAreasOf(result.body, chart, size);
        expect(tight).toEqual(SIZED_AREAS.filter((a) => result.fitAnalysis[a] === 'Tight'));
        const tightAdvice = result.advice.find((a) => a.key === 'tightLargest');
        if (tight.length === 0) {
          expect(tightAdvice).toBeUndefined();
        } else {
          // Only the largest size in stock may be tight, and the advice says so.
          const order = Object.keys(chart.sizes);
          expect(Math.max(...stock.map((s) => order.indexOf(s)))).toBe(order.indexOf(size));
          expect(tightAdvice?.values).toEqual({ size, areas: tight.join(', ') });
        }
      }),
    );
  });
});
