import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { OfferPrice } from './offer-price';

describe('OfferPrice', () => {
  it('shows the site price, the old price and the discount percent', () => {
    render(<OfferPrice current={3490} old={6350} />);
    expect(screen.getByText(/3\s490\s₽/)).toBeInTheDocument();
    expect(screen.getByText(/6\s350\s₽/).closest('s')).not.toBeNull();
    expect(screen.getByText('−45%')).toBeInTheDocument();
  });

  it('hides the old price and the badge without an old price', () => {
    const { container } = render(<OfferPrice current={13790} old={null} />);
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
  });

  it('hides the badge when the discount rounds to 0', () => {
    render(<OfferPrice current={9990} old={10000} />);
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
  });

  it('reads «от» before a size is chosen when sizes differ in price', () => {
    render(<OfferPrice current={12000} old={null} from />);
    expect(screen.getByText('от')).toBeInTheDocument();
  });

  it('renders no price when there is none', () => {
    const { container } = render(<OfferPrice current={null} old={null} />);
    expect(container.textContent).toBe('');
  });
});
