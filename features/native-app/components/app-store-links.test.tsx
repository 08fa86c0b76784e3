import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AppStoreLinks } from './app-store-links';

const URLS = {
  appstore: 'https://apps.example/ios',
  googleplay: 'https://apps.example/android',
  appgallery: 'https://apps.example/huawei',
  rustore: 'https://apps.example/rustore',
};

describe('AppStoreLinks', () => {
  it('links all four stores by accessible name', () => {
    render(<AppStoreLinks urls={URLS} />);
    expect(screen.getAllByRole('link')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Загрузить в App Store' })).toHaveAttribute(
      'href',
      URLS.appstore,
    );
    expect(screen.getByRole('link', { name: 'Доступно в Google Play' })).toHaveAttribute(
      'href',
      URLS.googleplay,
    );
    expect(screen.getByRole('link', { name: 'Откройте в AppGallery' })).toHaveAttribute(
      'href',
      URLS.appgallery,
    );
    expect(screen.getByRole('link', { name: 'Скачайте из RuStore' })).toHaveAttribute(
      'href',
      URLS.rustore,
    );
  });
});
