import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { EngravingPanel } from './engraving-panel';

const draft = { text: '', font: 'classic' as const };

describe('EngravingPanel', () => {
  it('arriving after «Добавить в корзину» was refused, gives its field the focus and says why', () => {
    const inputRef = createRef<HTMLInputElement>();
    render(
      <EngravingPanel
        id="panel"
        value={draft}
        onChange={vi.fn()}
        image="/media/p/ring.svg"
        showError
        inputRef={inputRef}
      />,
    );
    const field = screen.getByLabelText('Текст гравировки');
    expect(field).toHaveFocus();
    expect(inputRef.current).toBe(field);
    expect(screen.getByRole('alert')).toHaveTextContent('Введите текст гравировки');
  });

  it('opened by the shopper, leaves the focus where it is', () => {
    render(
      <EngravingPanel
        id="panel"
        value={draft}
        onChange={vi.fn()}
        image="/media/p/ring.svg"
        showError={false}
        inputRef={createRef<HTMLInputElement>()}
      />,
    );
    expect(screen.getByLabelText('Текст гравировки')).not.toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
