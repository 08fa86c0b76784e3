import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { formatRub } from '@/lib/shop/format/money';

import { Price } from './price';

describe('Price', () => {
  it('shows only the current price without a discount', () => {
    const { container } = render(<Price current={12990} />);
    expect(container.textContent).toContain(formatRub(12990));
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByText(/−\d+%/)).not.toBeInTheDocument();
  });

  it('strikes the old price and shows the discount badge', () => {
    const { container } = render(<Price current={7500} old={10000} />);
    expect(container.querySelector('s')?.textContent).toContain(formatRub(10000));
    expect(screen.getByText('−25%')).toBeInTheDocument();
  });
});
