import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { FaqList } from './faq-list';

const items = [
  { id: 1, section: 'Заказ', question: 'Как оформить заказ?', answer: '<p>Через корзину.</p>' },
  {
    id: 2,
    section: 'Доставка',
    question: 'Сколько хранится заказ?',
    answer: '<p onclick="alert(1)">7 дней.<script>alert(2)</script></p>',
  },
];

describe('FaqList', () => {
  it('groups questions under section headings', () => {
    render(<FaqList items={items} />);
    const order = screen.getByRole('region', { name: 'Заказ' });
    expect(within(order).getByText('Как оформить заказ?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Доставка' })).toBeInTheDocument();
  });

  it('keeps answers in the markup, closed until the question is activated', async () => {
    const { container } = render(<FaqList items={items} />);
    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(2);
    expect(details[0]).not.toHaveAttribute('open');
    expect(container.textContent).toContain('Через корзину.');
    await userEvent.click(screen.getByText('Как оформить заказ?'));
    expect(details[0]).toHaveAttribute('open');
    expect(details[1]).not.toHaveAttribute('open');
  });

  it('renders answers sanitised', () => {
    const { container } = render(<FaqList items={items} />);
    expect(container.innerHTML).not.toContain('onclick');
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toContain('7 дней.');
  });

  it('says so when there are no questions', () => {
    render(<FaqList items={[]} />);
    expect(screen.getByText('Вопросов пока нет.')).toBeInTheDocument();
  });
});
