import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { MlAnalysis } from './ml-analysis';

describe('the AI Analysis panel', () => {
  it('writes the body ratios with the decimal mark of the shopper’s language', async () => {
    const measurements = { shoulderToHeight: 0.25, hipToHeight: 0.196, legToHeight: 0.5 };
    await renderRoutes([{ path: '/', element: <MlAnalysis measurements={measurements} /> }], '/');
    expect(await screen.findByTestId('analysis-shoulders')).toHaveTextContent('0.25');
    try {
      await act(() => i18next.changeLanguage('fr'));
      expect(await screen.findByTestId('analysis-shoulders')).toHaveTextContent(/0,25$/);
      expect(screen.getByTestId('analysis-hips')).toHaveTextContent(/0,20$/);
      await act(() => i18next.changeLanguage('rw'));
      expect(await screen.findByTestId('analysis-legs')).toHaveTextContent(/0,50$/);
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });
});
