import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { RootLayout } from './root-layout';

describe('RootLayout', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('takes away the stand-in header the server sent once it draws the real one', async () => {
    fakeApi({});
    const shell = document.createElement('div');
    shell.id = 'boot-shell';
    shell.textContent = 'Isoko';
    document.body.prepend(shell);
    await renderRoutes(
      [{ path: '/', element: <RootLayout />, children: [{ index: true, element: <p>Home page body</p> }] }],
      '/',
    );
    expect(await screen.findByText('Home page body')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(document.getElementById('boot-shell')).toBeNull();
  });
});
