import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { EngravingPanel } from './engraving-panel';

/** The panel as it mounts with an empty text, after a refused add (`showError`) or not. */
function renderPanel(showError: boolean) {
  const inputRef = createRef<HTMLInputElement>();
  render(
    <EngravingPanel
      id="panel"
      value={{ text: '', font: 'classic' }}
      onChange={vi.fn()}
      image="/media/p/ring.svg"
      showError={showError}
      inputRef={inputRef}
    />,
  );
  return { inputRef, field: screen.getByLabelText('Текст гравировки') };
}

describe('EngravingPanel', () => {
  it('arriving after «Добавить в корзину» was refused, gives its field the focus and says why', () => {
    const { inputRef, field } = renderPanel(true);
    expect(field).toHaveFocus();
    expect(inputRef.current).toBe(field);
    expect(screen.getByRole('alert')).toHaveTextContent('Введите текст гравировки');
  });

  it('opened by the shopper, leaves the focus where it is', () => {
    const { field } = renderPanel(false);
    expect(field).not.toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
