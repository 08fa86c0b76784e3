import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CountBadge } from './count-badge';

describe('CountBadge', () => {
  it.each([0, undefined, null, -1])('renders nothing for %s', (count) => {
    const { container } = render(<CountBadge count={count} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the count and a screen-reader text', () => {
    render(
      <a href="/cart/">
        Корзина
        <CountBadge count={3} srText={(n) => `(${n} товара)`} />
      </a>,
    );
    expect(screen.getByRole('link')).toHaveAccessibleName('Корзина (3 товара)');
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('caps the bubble at 99+', () => {
    render(<CountBadge count={150} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByText('(150)')).toBeInTheDocument();
  });
});
