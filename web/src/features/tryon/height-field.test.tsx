import type { TryOnResult } from '@isoko/shared/tryon/schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { ResultPanel } from './result-panel';
import { ShopperChoices, TryOnAction } from './shopper-choices';
import { readHeight, useHeightInput } from './use-height-input';

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces('tryon');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

/** The choices and the Try On button as the screens wire them: a wrong height is never sent. */
function Choices({ sent }: { sent: (number | undefined)[] }) {
  const height = useHeightInput();
  return (
    <>
      <ShopperChoices
        bodyType="pear"
        skinTone="dark"
        occasion="casual"
        height={height}
        occasions={['casual']}
        onBodyType={() => {}}
        onSkinTone={() => {}}
        onOccasion={() => {}}
      />
      <TryOnAction
        missingText={null}
        label="Try On"
        disabled={false}
        pending={false}
        progress={{ stage: null, percent: 0 }}
        error={null}
        onTry={() => height.check() && sent.push(height.height)}
      />
    </>
  );
}

const renderChoices = async (sent: (number | undefined)[] = []) => {
  await renderRoutes([{ path: '/', element: <Choices sent={sent} /> }], '/');
  return screen.findByRole('textbox', { name: 'Your height in cm (optional)' });
};

const ERROR = 'Enter your height in whole centimetres, from 120 to 220.';

describe('the height field', () => {
  it('reads a height the way the server checks it', () => {
    expect(readHeight('')).toEqual({ valid: true, height: undefined });
    expect(readHeight(' 158 ')).toEqual({ valid: true, height: 158 });
    for (const bad of ['119', '221', '158.5', '1e2', 'tall', '-160'])
      expect(readHeight(bad).valid, bad).toBe(false);
  });

  it('is optional, asks for digits on a phone and says what it is for', async () => {
    const field = await renderChoices();
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).not.toBeRequired();
    expect(field).toHaveAccessibleDescription(
      'It helps judge the length of the garment. Left empty, we use a typical height.',
    );
  });

  it('shows a translated error for a height out of range once the shopper leaves the field', async () => {
    const user = userEvent.setup();
    const field = await renderChoices();
    await user.type(field, '250');
    expect(screen.queryByText(ERROR)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(ERROR)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(ERROR));
    await user.clear(field);
    await user.type(field, '158');
    expect(screen.queryByText(ERROR)).not.toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'false');
  });

  it('sends no wrong height: Try On shows the error and puts the focus back in the field', async () => {
    const user = userEvent.setup();
    const sent: (number | undefined)[] = [];
    const field = await renderChoices(sent);
    await user.type(field, '95');
    await user.click(screen.getByRole('button', { name: 'Try On' }));
    expect(sent).toEqual([]);
    expect(screen.getByText(ERROR)).toBeInTheDocument();
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, '158');
    await user.click(screen.getByRole('button', { name: 'Try On' }));
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Try On' }));
    expect(sent).toEqual([158, undefined]);
  });

  it('words the error in French and Kinyarwanda too', async () => {
    const user = userEvent.setup();
    await i18next.changeLanguage('fr');
    await i18next.loadNamespaces('tryon');
    await renderRoutes([{ path: '/', element: <Choices sent={[]} /> }], '/');
    const fr = await screen.findByRole('textbox', { name: 'Votre taille en cm (facultatif)' });
    await user.type(fr, '300');
    await user.tab();
    expect(
      screen.getByText('Indiquez votre taille en centimètres entiers, de 120 à 220.'),
    ).toBeInTheDocument();
    await i18next.changeLanguage('rw');
    expect(
      await screen.findByText(
        'Andika uburebure bwawe muri santimetero zuzuye, kuva kuri 120 kugeza kuri 220.',
      ),
    ).toBeInTheDocument();
  });
});

const result = (body: Pick<TryOnResult['bodyMeasurements'], 'height' | 'heightSource'>): TryOnResult => ({
  success: true,
  id: 't1',
  tryOnImage: '/media/tryon/t1-preview.webp',
  originalImage: '/media/tryon/t1.jpg',
  confidence: 0.5,
  matchPercent: 90,
  recommendations: [],
  advice: [{ key: 'size', values: { size: 'M' } }],
  fitAnalysis: {
    fit: 'Good',
    comfort: 'Medium',
    styleMatch: 'Good',
    occasionSuitability: 'Good',
    overall: 'Good',
    shoulders: 'Perfect',
    bust: 'Perfect',
    waist: 'Perfect',
    hips: 'Perfect',
    length: 'Loose',
    confidence: 0.5,
  },
  bodyMeasurements: { ...body, shoulders: 38, bust: 92, waist: 70, hips: 97, measured: [] },
  faceAnalysis: { skinTone: 'dark', faceShape: null, recommendedColors: [], confidence: 0.5 },
  mlInsights: {
    bodyType: 'pear',
    chosenBodyType: 'pear',
    styleMatch: 'Good',
    colorHarmony: 'Good',
    sizeRecommendation: 'M',
    confidence: 0.5,
  },
  occasions: [],
  product: {
    id: 'p1',
    slug: 'kitenge-dress',
    name: 'Kitenge dress',
    price: 45000,
    image: '/media/p1.webp',
    url: '/product/kitenge-dress',
    colors: ['Black'],
    recommendedSize: 'M',
    recommendedColor: 'Black',
    sizes: ['S', 'M', 'L'],
  },
  recommendedProducts: [],
});

describe('the result', () => {
  it('says the advice rests on the shopper’s own height, or on a typical one', async () => {
    fakeApi({});
    const own = await renderRoutes(
      [
        {
          path: '/',
          element: <ResultPanel result={result({ height: 158, heightSource: 'shopper' })} title="Result" />,
        },
      ],
      '/',
    );
    expect(await screen.findByTestId('height-basis')).toHaveTextContent('Based on your height of 158 cm');
    own.unmount();
    await renderRoutes(
      [
        {
          path: '/',
          element: <ResultPanel result={result({ height: 164, heightSource: 'typical' })} title="Result" />,
        },
      ],
      '/',
    );
    expect(await screen.findByTestId('height-basis')).toHaveTextContent(
      'Based on a typical height of 164 cm',
    );
  });
});
