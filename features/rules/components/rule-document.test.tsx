import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { RuleDocument } from './rule-document';
import { RulesList } from './rules-list';

const rule = {
  id: 4,
  slug: 'policy',
  title: 'Политика обработки персональных данных',
  updated_at: '2025-08-31T21:30:00.000Z',
  html: '<p>Вступление</p><h2>1. Общие положения</h2><p>Текст <a href="javascript:alert(1)">ссылка</a></p><h2>2. Цели</h2><img src=x onerror="alert(1)">',
};

describe('RuleDocument', () => {
  it('shows the edition date in Moscow time and a table of contents of its sections', () => {
    render(<RuleDocument rule={rule} />);
    expect(screen.getByText(/Редакция от/)).toHaveTextContent('Редакция от 01.09.2025');
    const toc = screen.getByRole('navigation', { name: 'Содержание' });
    const link = within(toc).getByRole('link', { name: '1. Общие положения' });
    expect(link).toHaveAttribute('href', '#section-1');
    expect(screen.getByRole('heading', { level: 2, name: '1. Общие положения' })).toHaveAttribute(
      'id',
      'section-1',
    );
  });

  it('renders the text sanitised', () => {
    const { container } = render(<RuleDocument rule={rule} />);
    expect(container.innerHTML).not.toContain('javascript:');
    expect(container.innerHTML).not.toContain('onerror');
    expect(screen.getByText('Вступление')).toBeInTheDocument();
  });
});

describe('RulesList', () => {
  it('links every document to its canonical page with its edition date', () => {
    render(
      <RulesList
        rules={[
          {
            id: 1,
            slug: 'polzovatelskoe_soglashenie',
            title: 'Пользовательское соглашение',
            updated_at: '2025-03-01T09:00:00.000Z',
          },
          {
            id: 2,
            slug: 'public_oferta',
            title: 'Правила продажи (оферта)',
            updated_at: '2025-06-15T09:00:00.000Z',
          },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Пользовательское соглашение' })).toHaveAttribute(
      'href',
      '/rules/polzovatelskoe_soglashenie/',
    );
    expect(screen.getByRole('link', { name: 'Правила продажи (оферта)' })).toHaveAttribute(
      'href',
      '/sale_rules/',
    );
    expect(screen.getAllByText(/Редакция от/)).toHaveLength(2);
  });
});
